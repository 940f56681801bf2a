import type { Product } from '../../../shared/contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modalClosed, selectModals } from '../../features/modals/modalsSlice';
import { moveWishlistItemToCart, removeFromWishlist } from '../../features/wishlist/wishlistThunks';
import { Dialog } from '../components/ui/Dialog';
import { Button, DialogActions } from '../components/ui/ui.styles';

/** SPEC 2's generic pop-up for a wishlisted product: 'remove' or 'move to cart'. */
export function WishlistRemoveDialog({ products }: { products: readonly Product[] }) {
  const dispatch = useAppDispatch();
  const options = useAppSelector(selectModals).wishlistRemove;
  if (!options) return null;
  const product = products.find((candidate) => candidate._id === options.productId);
  return (
    <Dialog
      title="Remove from wishlist"
      onClose={() => dispatch(modalClosed({ name: 'wishlistRemove' }))}
    >
      <p>{product ? product.name : 'This decoration'} is in your wishlist.</p>
      <DialogActions>
        <Button
          type="button"
          $variant="ghost"
          onClick={() => dispatch(removeFromWishlist(options.productId))}
        >
          remove
        </Button>
        {product && (
          <Button type="button" onClick={() => dispatch(moveWishlistItemToCart(product))}>
            move to cart
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
