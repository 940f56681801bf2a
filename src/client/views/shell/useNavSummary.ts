import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../features/auth/authSlice';
import { selectCartCount } from '../../features/cart/cartSlice';
import { selectSelectedLocation } from '../../features/location/locationSlice';
import { selectWishlistCount } from '../../features/wishlist/wishlistSlice';

/** What both navigation bars show: user, address line and the two counts. */
export function useNavSummary() {
  return {
    user: useAppSelector(selectUser),
    address: useAppSelector(selectSelectedLocation)?.address1 ?? null,
    wishlistCount: useAppSelector(selectWishlistCount),
    cartCount: useAppSelector(selectCartCount),
  };
}

export const PROFILE_LINKS = [
  { label: 'My Orders', href: '/profile/mybookings' },
  { label: 'My Account', href: '/profile/myaccount' },
  { label: 'My Wishlist', href: '/profile/wishlist' },
  { label: 'My Addresses', href: '/profile/myaddress' },
] as const;

export const LOGOUT_QUESTION = 'Do you really want to logout?';

/** The phone menu's body height, shared by the menu and its loading skeleton. */
export const SIDEBAR_BODY_HEIGHT = 'min(70vh, 34rem)';
