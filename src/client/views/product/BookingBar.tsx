import type { Product } from '../../../shared/contract';
import { formatInr, type CartPrice } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { addOnCount, type ChosenAddOn } from '../../features/cart/bookingTotal';
import { selectPriceOnRequest } from '../../features/cart/productBookingSelectors';
import { type SlotChoice } from '../../features/cart/cartSlice';
import { selectUser } from '../../features/auth/authSlice';
import { callUrl, chatMessage, chatUrl } from '../../features/shell/contact';
import { linkButton } from '../components/ui/linkButton';
import { Button } from '../components/ui/ui.styles';
import { Bar, RoomAboveBar, Total } from './BookingBar.styles';

/** Booking's code (the cart's thunks) is loaded when 'Book' is pointed at, focused or pressed. */
const loadBooking = () => import('../../features/cart/cartThunks');
const preloadBooking = () => {
  loadBooking().catch(() => undefined);
};

/** A decor priced on request is booked with a person: call, or chat with its code typed in. */
function EnquireLinks({ product }: { product: Product }) {
  const user = useAppSelector(selectUser);
  const message = chatMessage(
    { kind: 'product', productId: product._id, productName: product.name },
    user?.name ?? null,
  );
  return (
    <>
      <Button as="a" href={callUrl()}>
        Call to enquire
      </Button>
      <Button as="a" href={chatUrl(message)} target="_blank" rel="noreferrer" $variant="ghost">
        Chat to enquire
      </Button>
    </>
  );
}

/** The product page's date and time chooser, where 'Book' leads before the app runs. */
export const BOOKING_SLOTS_ID = 'celebration-date';

/** '1 add-on', '3 add-ons'. */
export const addOnsText = (count: number) => `${count} add-on${count === 1 ? '' : 's'}`;

/**
 * The booking bar: the running total as the server will price it (decor, chosen add-ons, coupon)
 * and 'Book'. Fixed to the bottom of a phone's screen, sticky in the side column on a wide one.
 */
export function BookingBar({
  product,
  price,
  addOns,
  slot,
  instructions,
}: {
  product: Product;
  /** The booking's price (see bookingPrice), null while unknown. */
  price: CartPrice | null;
  addOns: readonly ChosenAddOn[];
  slot: SlotChoice | null;
  instructions: string;
}) {
  const dispatch = useAppDispatch();
  // The booking thunks load only when the customer books (see below); the rule is the cart's.
  const onRequest = useAppSelector((state) => selectPriceOnRequest(state, product));
  const count = addOnCount(addOns);
  return (
    <Bar aria-label="Your booking">
      <RoomAboveBar />
      {onRequest ? (
        <EnquireLinks product={product} />
      ) : (
        <>
          <Total aria-live="polite">
            {price && (
              <>
                <span>Total</span> <strong>{formatInr(price.amountToPay)}</strong>
              </>
            )}
            <small>
              {count > 0 ? `with ${addOnsText(count)}` : 'decor only'}
              {price && price.couponDiscount > 0 && ` · ${formatInr(price.couponDiscount)} off`}
            </small>
          </Total>
          {/* Before the app runs, 'Book' takes the customer to the date and time chooser (a link
              to it on this page), the step a booking starts with; once it runs, it books. */}
          <Button
            as="a"
            onPointerEnter={preloadBooking}
            onFocus={preloadBooking}
            {...linkButton(`#${BOOKING_SLOTS_ID}`, () => {
              void loadBooking().then(({ bookProduct }) =>
                dispatch(bookProduct({ product, addOns, slot, instructions })),
              );
            })}
          >
            Book
          </Button>
        </>
      )}
    </Bar>
  );
}
