import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { appConfig } from '../../../../config/app.config';
import { titleCase } from '../../../shared/domain';
import { useAppDispatch } from '../../app/hooks';
import { logoutRequested } from '../../features/auth/authEvents';
import { confirmRequested, loginModalOpened, modalClosed } from '../../features/modals/modalsSlice';
import { FOOTER_CATEGORIES, FOOTER_CITIES, categoryHref } from '../components/footer/footerLinks';
import { Dialog } from '../components/ui/Dialog';
import {
  LOGOUT_QUESTION,
  PROFILE_LINKS,
  SIDEBAR_BODY_HEIGHT,
  useNavSummary,
} from './useNavSummary';

const Drawer = styled.div<{ $page?: boolean }>`
  height: ${({ $page }) => ($page ? 'auto' : SIDEBAR_BODY_HEIGHT)};
  overflow-y: auto;
  margin: 0 -0.5rem;
  padding: 0 0.5rem;
  section + section {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0.75rem 0 0.25rem;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    list-style: none;
    margin: 0 0 0.5rem;
    padding: 0;
    display: grid;
  }
  a,
  button {
    display: flex;
    justify-content: space-between;
    align-items: center;
    min-height: 44px;
    padding: 0 0.5rem;
    border-radius: ${({ theme }) => theme.radii.small};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    background: none;
    border: none;
    font: inherit;
    cursor: pointer;
    width: 100%;
    text-align: left;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Count = styled.span`
  min-width: 1.5rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: #ffcc00;
  color: #10163f;
  font-size: 0.8rem;
  font-weight: 700;
  text-align: center;
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `sidebar-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul>{children}</ul>
    </section>
  );
}

/**
 * The menu's sections: account, categories, cities and help. `close` runs as one of them is
 * chosen; `page`: drawn as the /menu page rather than in the dialog.
 */
export function MenuSections({ close, page = false }: { close: () => void; page?: boolean }) {
  const dispatch = useAppDispatch();
  const { user, wishlistCount } = useNavSummary();
  const item = (href: string, label: string, extra?: ReactNode) => (
    <li key={href}>
      <Link to={href} onClick={close}>
        {label}
        {extra}
      </Link>
    </li>
  );
  return (
    <Drawer $page={page}>
      <Section title="Account">
        {user ? (
          <>
            {PROFILE_LINKS.map((link) =>
              item(
                link.href,
                link.label,
                link.href === '/profile/wishlist' && wishlistCount > 0 && (
                  <Count aria-label={`${wishlistCount} items`}>{wishlistCount}</Count>
                ),
              ),
            )}
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  dispatch(confirmRequested(logoutRequested(), LOGOUT_QUESTION));
                }}
              >
                Logout
              </button>
            </li>
          </>
        ) : (
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                dispatch(loginModalOpened());
              }}
            >
              Login
            </button>
          </li>
        )}
      </Section>
      <Section title="Categories">
        {FOOTER_CATEGORIES.map((category) => item(categoryHref(category), category.name))}
      </Section>
      <Section title="Cities">
        {FOOTER_CITIES.map((city) => item(city.href, titleCase(city.label)))}
      </Section>
      <Section title="Help">
        {item('/help', 'Help and FAQs')}
        <li>
          <a href={`tel:${appConfig.contact.callNumber.replace(/\s+/g, '')}`}>
            Call us <span>{appConfig.contact.callNumber}</span>
          </a>
        </li>
        <li>
          <a href={`mailto:${appConfig.contact.supportEmail}`}>Email support</a>
        </li>
      </Section>
    </Drawer>
  );
}

/** The phone's menu (SPEC 2 sidebar) in its dialog, loaded when opened. */
export default function SidebarMenu() {
  const dispatch = useAppDispatch();
  const close = () => dispatch(modalClosed({ name: 'sidebar' }));
  return (
    <Dialog title="Menu" onClose={close} closeLabel="Close menu">
      <MenuSections close={close} />
    </Dialog>
  );
}
