import styled from 'styled-components';

const Promo = styled.aside`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  aspect-ratio: 4 / 1;
  a {
    color: #fff;
    font-weight: 700;
  }
`;

/** The mobile app download promotion (SPEC 1), also every 4th slot of a phone listing. */
export function AppPromo() {
  return (
    <Promo aria-label="Get the app">
      <span>Book faster on the app: exclusive app-only offers.</span>
      <a href="https://play.google.com/store" target="_blank" rel="noreferrer">
        Download the app
      </a>
    </Promo>
  );
}
