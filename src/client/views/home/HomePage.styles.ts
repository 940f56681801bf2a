import styled from 'styled-components';
import { Picture } from '../components/ui/Picture';

/** The page's side padding (`Hero`) and the gap between tiles (`Tiles`). */
const HERO_SIDE_PX = 16;
const TILE_GAP_PX = 12;
/** The narrowest an occasion's tile gets (its round picture and name), at 16 px a rem. */
export const OCCASION_TILE_MIN_REM = 7;

export const Hero = styled.section`
  max-width: 1120px;
  margin: 0 auto;
  padding: 48px ${HERO_SIDE_PX}px;
`;

export const Title = styled.h1`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: clamp(1.6rem, 4vw, 2.6rem);
`;

export const Lead = styled.p`
  margin: 0;
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.1rem;
`;

export const Strip = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: linear-gradient(90deg, #2136d4, #5b6cf0);
  color: #fff;
  font-weight: 600;
`;

export const Tiles = styled.ul<{ $min?: string }>`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: ${TILE_GAP_PX}px;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '9rem' }) => $min}, 1fr));
  a {
    display: grid;
    gap: 0.35rem;
    text-align: center;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.border};
  }
`;

export const Round = styled(Picture)`
  && {
    aspect-ratio: 1 / 1;
    border-radius: 50%;
  }
`;

export const Dock = styled.aside`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  /* Clear of the cover video (left) and the contact button (right), which float over it. */
  padding: 0.75rem calc(56px + 2rem) 0.75rem calc(120px + 2rem);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: 699px) {
    padding-left: calc(56px + 2rem);
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
`;

/**
 * Media queries setting `--columns` to the occasions' column count at each width up to `wide`, as
 * their grid's `auto-fill` makes them (two below the first query).
 */
const occasionColumnsUpTo = (wide: number) => {
  const pitch = OCCASION_TILE_MIN_REM * 16 + TILE_GAP_PX;
  const widthFor = (columns: number) => columns * pitch - TILE_GAP_PX + 2 * HERO_SIDE_PX;
  const steps: string[] = [];
  for (let columns = 3; widthFor(columns) <= wide; columns += 1) {
    steps.push(`@media (min-width: ${widthFor(columns)}px) { --columns: ${columns}; }`);
  }
  return steps.join('\n');
};

/**
 * Home's occasions, below the first screen on a phone: laid out and painted only as they come near
 * (`content-visibility: auto`), so the page's first layout leaves out their tiles and the browser
 * draws them in a frame of their own. Until then the section holds the height its tiles will take:
 * `$tiles` round pictures, as many to a row as fit at this width, each as wide as its column, with
 * its name below (the heading and the list's margin besides). Wide screens draw it at once.
 */
export const OccasionsSection = styled.section<{ $tiles: number }>`
  @media (max-width: ${({ theme }) => theme.breakpoints.wide}px) {
    --columns: 2;
    ${({ theme }) => occasionColumnsUpTo(theme.breakpoints.wide)}
    --column: calc(
      (100vw - ${2 * HERO_SIDE_PX}px - (var(--columns) - 1) * ${TILE_GAP_PX}px) / var(--columns)
    );
    --rows: round(up, ${({ $tiles }) => $tiles} / var(--columns), 1);
    /* The heading with its margins; a tile's name below its picture; the list's bottom margin. */
    --heading: 3.1rem;
    --name: 2.2rem;
    --list-margin: 1.5rem;
    content-visibility: auto;
    contain-intrinsic-size: auto
      calc(
        var(--heading) + var(--rows) * (var(--column) + var(--name) + ${TILE_GAP_PX}px) -
          ${TILE_GAP_PX}px + var(--list-margin)
      );
  }
`;
