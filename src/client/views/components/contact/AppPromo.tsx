import styled from 'styled-components';
import { StoreBadges } from './AppDownload';

const Promo = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * The mobile app download promotion (SPEC 1), also every 4th slot of a phone listing: 'Download
 * the app' with the store badges, as the footer's.
 */
export function AppPromo() {
  return (
    // A group, not a landmark: a listing shows one every few rows.
    <Promo role="group" aria-label="Get the app">
      <p>Book faster on the app: exclusive app-only offers.</p>
      <StoreBadges />
    </Promo>
  );
}
