import styled from 'styled-components';
import { PHONE_BAR_HEIGHT } from './BookingBar.styles';

const wide = ({ theme }: { theme: { breakpoints: { wide: number } } }) =>
  `(min-width: ${theme.breakpoints.wide + 1}px)`;

/** On a phone the page ends above the booking bar (see RoomAboveBar), so nothing stays behind it. */
export const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  @media ${wide} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

/** On a phone the call and chat buttons sit above the booking bar rather than on it. */
export const ContactLift = styled.div`
  display: contents;
  @media (max-width: ${({ theme }) => theme.breakpoints.wide}px) {
    --contact-lift: calc(${PHONE_BAR_HEIGHT} + 0.75rem);
  }
`;

export const Variants = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    padding: 0.25rem 0.75rem 0.25rem 0.25rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  img {
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.small};
  }
`;

export const MainImage = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.border};
  display: block;
`;

export const Thumbs = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-top: 0.5rem;
  button {
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.small};
    background: none;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    display: block;
  }
`;

export const Panel = styled.div`
  min-width: 0;
  display: grid;
  gap: 1rem;
  align-content: start;
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    padding: 0.75rem;
    margin: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
  legend {
    font-weight: 700;
  }
  textarea {
    font: inherit;
    width: 100%;
    padding: 0.5rem;
  }
`;

export const TagList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  li {
    padding: 0.15rem 0.6rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    font-size: 0.8rem;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
`;
