import styled from 'styled-components';
import { Picture } from '../components/ui/Picture';

export const Hero = styled.section`
  max-width: 1120px;
  margin: 0 auto;
  padding: 48px 16px;
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

/**
 * A grid of tiles; `$strip`: on a phone one row that scrolls sideways instead, so the products
 * below it come within the first two screens.
 */
export const Tiles = styled.ul<{ $min?: string; $strip?: boolean }>`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '9rem' }) => $min}, 1fr));
  ${({ $strip, theme }) =>
    $strip
      ? `@media (max-width: ${theme.breakpoints.wide}px) {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: 40%;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    overscroll-behavior-x: contain;
    padding-bottom: 0.25rem;
    > li { scroll-snap-align: start; }
  }`
      : ''}
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
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
`;
