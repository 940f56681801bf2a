import { Link, useLocation } from 'react-router';
import { MENU_PAGE_PATH, pageBeforeScript } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { backRequested, selectCanGoBack } from '../../features/history/historySlice';
import { modalOpened } from '../../features/modals/modalsSlice';
import { Badge, Bar, NavButton, Spacer } from './AppShell.styles';
import { AddressChip, Logo } from './DesktopNav';
import { preloadOnIntent } from '../components/overlays/overlayPreload';
import { NavSearch } from './NavSearch';
import { BackIcon, CartIcon, MenuIcon } from '../components/ui/icons';
import { useNavSummary } from './useNavSummary';
import { linkButton } from '../components/ui/linkButton';

/** The phone's top bar: back over the session's history stack (when there is one), menu, address, search. */
export function MobileTopBar() {
  const dispatch = useAppDispatch();
  const canGoBack = useAppSelector(selectCanGoBack);
  const { cartCount } = useNavSummary();
  const { pathname, search } = useLocation();
  return (
    <>
      <Bar aria-label="Main">
        {canGoBack && (
          <NavButton type="button" aria-label="Back" onClick={() => dispatch(backRequested())}>
            <BackIcon />
          </NavButton>
        )}
        {/* A link to the menu's page (/menu?back=…) in the server's page, so a tap works before
            the app runs; once it runs, the menu's dialog opens in place. */}
        <NavButton
          as="a"
          aria-label="Menu"
          {...preloadOnIntent('sidebar')}
          {...linkButton(pageBeforeScript(MENU_PAGE_PATH, pathname, search), () =>
            dispatch(modalOpened({ name: 'sidebar', options: {} })),
          )}
        >
          <MenuIcon />
        </NavButton>
        <Logo />
        <Spacer />
        <NavButton as={Link} to="/checkout" aria-label={`Cart, ${cartCount} items`}>
          <CartIcon />
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
