import styled from 'styled-components';

const Promo = styled.section`
  display: grid;
  gap: 0.75rem;
  align-items: center;
  margin: 0 0 1.5rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: linear-gradient(120deg, #10163f, ${({ theme }) => theme.colors.primary});
  color: #fff;
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: #e8ecfb;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    grid-template-columns: 1fr auto;
  }
`;

const Badges = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Badge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0.35rem 0.9rem;
  border: 1px solid #a6a6a6;
  border-radius: 10px;
  background: #000;
  color: #fff;
  text-decoration: none;
  line-height: 1.1;
  small {
    display: block;
    font-size: 0.7rem;
  }
  strong {
    font-size: 1.1rem;
  }
  svg {
    flex: none;
  }
`;

/** The store badges: the links say where they go, the marks are decoration. */
const STORES = [
  {
    href: 'https://apps.apple.com',
    small: 'Download on the',
    name: 'App Store',
    mark: 'M16 3c-1 .1-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1 0 2.2-.6 2.9-1.4.7-.8 1.1-1.9 1-3.1zM19.6 16.6c-.5 1.1-.7 1.6-1.4 2.6-.9 1.4-2.2 3.1-3.8 3.1-1.4 0-1.8-.9-3.7-.9s-2.3.9-3.7.9c-1.6 0-2.8-1.6-3.7-3C1 15.6.7 11.2 2.2 8.9 3.3 7.3 5 6.3 6.6 6.3c1.6 0 2.6.9 4 .9 1.3 0 2.1-.9 4-.9 1.4 0 2.9.8 4 2.1-3.5 1.9-2.9 6.9 1 8.2z',
  },
  {
    href: 'https://play.google.com/store',
    small: 'Get it on',
    name: 'Google Play',
    mark: 'M3 2.5v19l10-9.5L3 2.5zm11.4 10.8L5.6 21.6l11.6-6.6-2.8-1.7zm0-2.6l2.8-1.7L5.6 2.4l8.8 8.3zm4.1-.9L15.7 12l2.8 2.2 2.7-1.5c.8-.5.8-1.3 0-1.7l-2.7-1.2z',
  },
] as const;

/** 'Download the app' with the App Store and Google Play badges (SPEC 1, the home page). */
export function AppDownload() {
  return (
    <Promo aria-labelledby="app-download">
      <div>
        <h2 id="app-download">Download the app</h2>
        <p>Book faster, track your decorator and get app-only offers.</p>
      </div>
      <StoreBadges />
    </Promo>
  );
}

/** The App Store and Google Play badges, each a link named by its words ('Get it on Google Play'). */
export function StoreBadges() {
  return (
    <Badges aria-label="Download the app">
      {STORES.map((store) => (
        <li key={store.name}>
          <Badge href={store.href} target="_blank" rel="noreferrer">
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="#fff">
              <path d={store.mark} />
            </svg>
            <span>
              <small>{store.small}</small> <strong>{store.name}</strong>
            </span>
          </Badge>
        </li>
      ))}
    </Badges>
  );
}
