import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectIsWishlisted, selectWishlistBusy } from '../../../features/wishlist/wishlistSlice';
import { toggleWishlist } from '../../../features/wishlist/wishlistToggle';

const Heart = styled.button<{ $on: boolean }>`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: none;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ $on, theme }) => ($on ? theme.colors.danger : theme.colors.muted)};
  font-size: 1.3rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
  }
`;

/**
 * The wishlist heart, named for its product ('Add Golden Ring Decor to wishlist'), so a list of
 * cards does not read as a list of the same button; logged-out visitors get 'Please login to
 * wishlist' (the thunk decides).
 */
export function WishlistHeart({
  productId,
  productName,
  className,
}: {
  productId: string;
  productName: string;
  className?: string;
}) {
  const dispatch = useAppDispatch();
  const on = useAppSelector((state) => selectIsWishlisted(state, productId));
  const busy = useAppSelector(selectWishlistBusy) === productId;
  return (
    <Heart
      type="button"
      className={className}
      $on={on}
      aria-pressed={on}
      aria-label={on ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
      disabled={busy}
      onClick={(event) => {
        event.preventDefault();
        dispatch(toggleWishlist(productId));
      }}
    >
      <span aria-hidden="true">{on ? '♥' : '♡'}</span>
    </Heart>
  );
}
