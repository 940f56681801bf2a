import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCartDraft, selectCartOnRequest } from '../../features/cart/cartSlice';
import { ON_REQUEST_MESSAGE } from '../../features/cart/cartThunks';
import { checkoutOpened } from '../../features/checkout/checkoutSlice';
import { PageMeta } from '../components/head/PageMeta';
import { AddressSelector } from '../components/addressSelector/AddressSelector';
import { PageSection } from '../components/ui/ui.styles';
import { BookingDetails } from './BookingDetails';
import { CartItems } from './CartItems';
import { CouponAppliedDialog, CouponReplaceDialog, InstructionDialog } from './CheckoutDialogs';
import { Columns, Empty, Stack } from './CheckoutPage.styles';
import { PriceSummary } from './PriceSummary';
import { PromoSection } from './PromoSection';

function EmptyCart() {
  return (
    <Empty>
      <h1 id="checkout-title">Your cart is empty</h1>
      <p>Pick a decoration you love and it will wait for you here.</p>
      <Link to="/">Explore decorations</Link>
    </Empty>
  );
}

/** /checkout: the cart with everything a booking needs before payment. */
export default function CheckoutPage() {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectCartDraft);
  const onRequest = useAppSelector(selectCartOnRequest);
  useEffect(() => {
    dispatch(checkoutOpened());
  }, [dispatch]);
  return (
    <PageSection aria-labelledby="checkout-title">
      <PageMeta title="Checkout" noIndex />
      {draft ? (
        <>
          <h1 id="checkout-title">Checkout</h1>
          {onRequest && <p role="alert">{ON_REQUEST_MESSAGE}</p>}
          <Columns>
            <Stack>
              <CartItems draft={draft} />
              <BookingDetails draft={draft} />
            </Stack>
            <Stack>
              <PromoSection />
              <PriceSummary />
            </Stack>
          </Columns>
        </>
      ) : (
        <EmptyCart />
      )}
      <AddressSelector />
      <CouponAppliedDialog />
      <CouponReplaceDialog />
      <InstructionDialog />
    </PageSection>
  );
}
