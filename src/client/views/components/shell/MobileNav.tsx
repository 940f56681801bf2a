import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { logoutRequested } from '../../../features/auth/authEvents';
import { backRequested, selectCanGoBack } from '../../../features/history/historySlice';
import {
  confirmRequested,
  loginModalOpened,
  modalClosed,
  modalOpened,
  selectIsSidebarOpen,
} from '../../../features/modals/modalsSlice';
import { Dialog } from '../ui/Dialog';
import { Badge, Bar, Drawer, NavButton, Spacer } from './AppShell.styles';
import { AddressChip, Logo } from './DesktopNav';
import { preloadOnIntent } from '../overlays/overlayChunks';
import { NavSearch } from './NavSearch';
import { LOGOUT_QUESTION, PROFILE_LINKS, useNavSummary } from './useNavSummary';

/** The phone's top bar: back over the session's history stack (when there is one), menu, address, search. */
export function MobileTopBar() {
  const dispatch = useAppDispatch();
  const canGoBack = useAppSelector(selectCanGoBack);
  const { cartCount } = useNavSummary();
  return (
    <>
      <Bar aria-label="Main">
        {canGoBack && (
          <NavButton type="button" aria-label="Back" onClick={() => dispatch(backRequested())}>
            <span aria-hidden="true">←</span>
          </NavButton>
        )}
        <NavButton
          type="button"
          aria-label="Menu"
          onClick={() => dispatch(modalOpened({ name: 'sidebar', options: {} }))}
        >
          <span aria-hidden="true">☰</span>
        </NavButton>
        <Logo />
        <Spacer />
        <NavButton as={Link} to="/checkout" aria-label={`Cart, ${cartCount} items`}>
          <span aria-hidden="true">🛒</span>
          {cartCount > 0 && <Badge aria-hidden="true">{cartCount}</Badge>}
        </NavButton>
      </Bar>
      {/* The page's one navigation landmark is the bar above. */}
      <Bar as="div">
        <AddressChip />
        <NavSearch />
      </Bar>
    </>
  );
}

/** The phone's sidebar: profile links, login or logout. */
export function Sidebar() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectIsSidebarOpen);
  const { user, wishlistCount } = useNavSummary();
  if (!open) return null;
  const close = () => dispatch(modalClosed({ name: 'sidebar' }));
  return (
    <Dialog title="Menu" onClose={close}>
      <Drawer>
        <ul>
          {user ? (
            PROFILE_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} onClick={close}>
                  {link.label}
                  {link.href === '/profile/wishlist' && wishlistCount > 0 && ` (${wishlistCount})`}
                </Link>
              </li>
            ))
          ) : (
            <li>
              <button
                type="button"
                {...preloadOnIntent('login')}
                onClick={() => {
                  close();
                  dispatch(loginModalOpened());
                }}
              >
                Login
              </button>
            </li>
          )}
          <li>
            <Link to="/help" onClick={close}>
              Help
            </Link>
          </li>
          {user && (
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
          )}
        </ul>
      </Drawer>
    </Dialog>
  );
}
