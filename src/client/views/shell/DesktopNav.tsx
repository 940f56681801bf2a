import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { appConfig } from '../../../../config/app.config';
import { LOCATION_PAGE_PATH, pageBeforeScript } from '../../../shared/domain';
import { useAppDispatch } from '../../app/hooks';
import { logoutRequested } from '../../features/auth/authEvents';
import { locationPanelOpened } from '../../features/location/locationSlice';
import { confirmRequested, loginModalOpened } from '../../features/modals/modalsSlice';
import { AddressButton, Bar, Brand, InlineBadge, Menu, NavButton } from './AppShell.styles';
import { VisuallyHidden } from '../components/ui/ui.styles';
import { NavSearch } from './NavSearch';
import { PinIcon } from '../components/ui/icons';
import { LOGOUT_QUESTION, PROFILE_LINKS, useNavSummary } from './useNavSummary';
import { preloadOnIntent } from '../components/overlays/overlayPreload';
import { linkButton } from '../components/ui/linkButton';

export function Logo() {
  return (
    <Brand as={Link} to="/" aria-label={`${appConfig.shortName} home`}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span>{appConfig.shortName}</span>
    </Brand>
  );
}

/**
 * The service location: a link to the location page (/location?back=…) in the server's page, so a
 * tap works before the app runs; once it runs, the location panel opens in place. Its name starts
 * with the words it shows, so a voice user can say them to press it (WCAG 2.5.3).
 */
export function AddressChip() {
  const dispatch = useAppDispatch();
  const { address } = useNavSummary();
  const { pathname, search } = useLocation();
  return (
    <AddressButton
      as="a"
      aria-label={address ? `Service location: ${address}. Change` : 'Select location for service'}
      {...preloadOnIntent('locationPanel')}
      {...linkButton(pageBeforeScript(LOCATION_PAGE_PATH, pathname, search), () =>
        dispatch(locationPanelOpened()),
      )}
    >
      <PinIcon />
      <span>{address ?? 'Select location'}</span>
    </AddressButton>
  );
}

function ProfileMenu({ name }: { name: string }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  return (
    <div
      style={{ position: 'relative' }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <NavButton type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Profile
        <VisuallyHidden> of {name}</VisuallyHidden>
      </NavButton>
      {open && (
        <Menu aria-label="Profile">
          {PROFILE_LINKS.map((link) => (
            <li key={link.href}>
              <Link to={link.href} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                dispatch(confirmRequested(logoutRequested(), LOGOUT_QUESTION));
              }}
            >
              Logout
            </button>
          </li>
        </Menu>
      )}
    </div>
  );
}

export function DesktopNav() {
  const dispatch = useAppDispatch();
  const { user, wishlistCount, cartCount } = useNavSummary();
  return (
    <Bar aria-label="Main">
      <Logo />
      <AddressChip />
      <NavSearch />
      {user ? (
        <ProfileMenu name={user.name ?? 'you'} />
      ) : (
        <NavButton
          type="button"
          {...preloadOnIntent('login')}
          onClick={() => dispatch(loginModalOpened())}
        >
          Login
        </NavButton>
      )}
      {/* Named by the words they show, then the count ('Cart, 1 items'): label in name. */}
      <NavButton as={Link} to="/profile/wishlist">
        Wishlist
        {wishlistCount > 0 && <InlineBadge aria-hidden="true">{wishlistCount}</InlineBadge>}
        <VisuallyHidden>, {wishlistCount} items</VisuallyHidden>
      </NavButton>
      <NavButton as={Link} to="/checkout">
        Cart
        {cartCount > 0 && <InlineBadge aria-hidden="true">{cartCount}</InlineBadge>}
        <VisuallyHidden>, {cartCount} items</VisuallyHidden>
      </NavButton>
    </Bar>
  );
}
