import styled from 'styled-components';
import { stepGlyph } from '../components/ui/controls.styles';
import { ADDON_GROUP_REM } from './addonSize';

export const Groups = styled.div`
  display: grid;
  gap: 0.5rem;
`;

/**
 * One category: its heading over a row of cards, always the same height (see the skeleton). On a
 * phone the add-ons start below the first screen, so each category is laid out and painted only
 * as it comes near (`content-visibility: auto`), holding that height meanwhile: the page's first
 * layout, a phone's longest task of the load, leaves their hundreds of elements out.
 */
export const Group = styled.section`
  height: ${ADDON_GROUP_REM}rem;
  display: grid;
  grid-template-rows: 1.75rem 1fr;
  gap: 0.25rem;
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.wide}px) {
    content-visibility: auto;
    contain-intrinsic-size: auto ${ADDON_GROUP_REM}rem;
  }
  h2 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.75rem;
  }
`;

export const Row = styled.ul`
  contain: inline-size;
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  list-style: none;
  margin: 0;
  padding: 0 0.125rem 0.5rem;
  li {
    flex: none;
    scroll-snap-align: start;
  }
`;

export const Card = styled.div<{ $chosen: boolean }>`
  width: 8.5rem;
  height: 14.5rem;
  display: grid;
  grid-template-rows: 1fr auto auto;
  gap: 0.25rem;
  padding: 0.5rem;
  border: 1px solid
    ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  > button {
    display: grid;
    justify-items: center;
    align-content: start;
    gap: 0.25rem;
    padding: 0;
    border: none;
    background: none;
    font: inherit;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.text};
    text-align: center;
    cursor: pointer;
  }
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.border};
  }
  span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    line-height: 1.3;
  }
  strong {
    text-align: center;
    font-size: 0.875rem;
  }
`;

export const Stepper = styled.div`
  display: grid;
  grid-template-columns: 44px 1fr 44px;
  align-items: center;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: 999px;
  button {
    height: 44px;
    border: none;
    border-radius: 999px;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    ${stepGlyph}
  }
  output {
    font-weight: 700;
  }
`;

export const DetailImage = styled.img`
  width: 100%;
  max-width: 320px;
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.medium};
  display: block;
`;
