import { Link } from 'react-router';
import styled from 'styled-components';
import { appConfig } from '../../../../../config/app.config';
import { useIsWide } from '../ui/useIsWide';
import { FOOTER_CATEGORIES, FOOTER_CITIES, FOOTER_POLICIES, categoryHref } from './footerLinks';

/**
 * A phone's footer, its sections collapsed: 312 to 456 px tall from 768 px to 320 px wide. The
 * height it holds while it is not laid out yet (its padding included).
 */
export const PHONE_FOOTER_HEIGHT_PX = 400;

// On a phone the footer starts below the first screen of every public page: it is laid out and
// painted only as it comes near (`content-visibility: auto`), holding a phone footer's height
// meanwhile, so the page's first layout leaves it out. It is the page's last part: nothing above it
// moves when it is drawn.
const Bar = styled.footer`
  margin-top: 2rem;
  padding: 1.5rem 1rem 6rem;
  background: #10163f;
  color: #e8ecfb;
  a {
    color: #e8ecfb;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.wide}px) {
    content-visibility: auto;
    /* The content's height: the footer's less its padding above and below. */
    contain-intrinsic-size: auto calc(${PHONE_FOOTER_HEIGHT_PX}px - 7.5rem);
  }
`;

const Columns = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: grid;
  gap: 0.5rem 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  details ul {
    list-style: none;
    padding: 0;
    margin: 0.5rem 0;
    display: grid;
    gap: 0.5rem;
  }
  summary {
    font-weight: 700;
    cursor: pointer;
    padding: 0.5rem 0;
  }
  li a {
    text-transform: capitalize;
  }
`;

const Bottom = styled.div`
  max-width: 1200px;
  margin: 1rem auto 0;
  display: grid;
  gap: 0.75rem;
  font-size: 0.875rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** SPEC 2 Footer; the sections start open above 768 px and collapsed on phones. */
export function Footer() {
  const open = useIsWide();
  return (
    <Bar>
      <Columns key={open ? 'wide' : 'narrow'}>
        <details open={open}>
          <summary>Categories</summary>
          <ul>
            {FOOTER_CATEGORIES.map((category) => (
              <li key={category.code}>
                <Link to={categoryHref(category)}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </details>
        <details open={open}>
          <summary>Cities</summary>
          <ul>
            {FOOTER_CITIES.map((city) => (
              <li key={city.label}>
                <Link to={city.href}>{city.label}</Link>
              </li>
            ))}
          </ul>
        </details>
        <details open={open}>
          <summary>Policies</summary>
          <ul>
            {FOOTER_POLICIES.map((policy) => (
              <li key={policy.href}>
                <Link to={policy.href}>{policy.label}</Link>
              </li>
            ))}
          </ul>
        </details>
        <details open={open}>
          <summary>About</summary>
          <ul>
            <li>
              <Link to="/help">Contact</Link>
            </li>
            <li>
              <Link to="/help">FAQ&apos;s</Link>
            </li>
            <li>
              <a href={appConfig.redirectAllowlist[0]} target="_blank" rel="noreferrer">
                Blog
              </a>
            </li>
          </ul>
        </details>
      </Columns>
      <Bottom>
        <Row aria-label="Download the app">
          <a href="https://play.google.com/store" target="_blank" rel="noreferrer">
            Get it on Google Play
          </a>
          <a href="https://apps.apple.com" target="_blank" rel="noreferrer">
            Download on the App Store
          </a>
        </Row>
        <Row aria-label="Follow us">
          <a href="https://www.instagram.com" target="_blank" rel="noreferrer">
            Instagram
          </a>
          <a href="https://www.facebook.com" target="_blank" rel="noreferrer">
            Facebook
          </a>
          <a href="https://www.youtube.com" target="_blank" rel="noreferrer">
            YouTube
          </a>
        </Row>
        <address>
          {appConfig.name}, Andheri East, Mumbai, Maharashtra 400069 ·{' '}
          <a href={`mailto:${appConfig.contact.supportEmail}`}>{appConfig.contact.supportEmail}</a>
        </address>
        <details>
          <summary>More About us</summary>
          <p>
            {appConfig.shortName} brings balloon and theme decoration to your home for birthdays,
            anniversaries, baby showers, welcome parties and every other celebration, set up by
            trained decorators at the time you choose.
          </p>
        </details>
      </Bottom>
    </Bar>
  );
}
