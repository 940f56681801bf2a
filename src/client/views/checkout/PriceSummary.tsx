import { formatInr } from '../../../shared/domain';
import { useUsersGetWalletQuery } from '../../api/usersApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn } from '../../features/auth/authSlice';
import {
  selectCartPricing,
  selectCartRepricing,
  selectCartSaving,
  walletUseChosen,
} from '../../features/cart/cartSlice';
import { moveCartToWishlist } from '../../features/cart/cartThunks';
import { selectCartWallet } from '../../features/cart/cartWallet';
import { proceedToPay, requestCartRemoval } from '../../features/checkout/checkoutThunks';
import { Checkbox } from '../components/ui/Checkbox';
import { Button, TextButton } from '../components/ui/ui.styles';
import { Actions, Breakdown, Card, Muted, Saving, SecondaryActions } from './CheckoutPage.styles';

/**
 * Reward and Credit, the customer's choice to use them, and what of them this order will use
 * (SPEC 1: Reward pays at most 5%).
 */
function Wallet() {
  const dispatch = useAppDispatch();
  useUsersGetWalletQuery();
  const wallet = useAppSelector(selectCartWallet);
  if (!wallet) return null;
  const share = wallet.cashOnDelivery;
  return (
    <Card aria-labelledby="wallet-title">
      <h2 id="wallet-title">Wallet</h2>
      <p>
        Reward {formatInr(wallet.reward)} · Credit {formatInr(wallet.credit)}
      </p>
      <Checkbox
        look="switch"
        label="Use wallet balance"
        checked={wallet.useWallet}
        onChange={(event) => dispatch(walletUseChosen({ useWallet: event.target.checked }))}
      />
      <p aria-live="polite">
        {!wallet.useWallet ? (
          <Muted>Your wallet is not used on this order.</Muted>
        ) : share.used > 0 ? (
          <>
            {formatInr(share.used)} of your wallet is used when you pay (Reward{' '}
            {formatInr(share.rewardUsed)}, Credit {formatInr(share.creditUsed)}).
          </>
        ) : (
          <Muted>No wallet balance to use on this order.</Muted>
        )}
      </p>
    </Card>
  );
}

/** The cart's prices as the domain rules and the server's priced cart give them. */
function PriceDetails() {
  const pricing = useAppSelector(selectCartPricing);
  const saving = useAppSelector(selectCartSaving);
  const repricing = useAppSelector(selectCartRepricing);
  const wallet = useAppSelector(selectCartWallet);
  if (!pricing) return null;
  const share = wallet?.cashOnDelivery;
  return (
    <Card aria-labelledby="price-title" aria-busy={saving}>
      <h2 id="price-title">Price details</h2>
      {repricing && <Muted role="status">Updating price…</Muted>}
      <Breakdown aria-label="Price breakdown">
        <dt>Decor price</dt>
        <dd>{formatInr(pricing.productPrice)}</dd>
        <dt>Add-ons</dt>
        <dd>{formatInr(pricing.addOnsTotal)}</dd>
        {pricing.couponDiscount > 0 && (
          <>
            <dt>Coupon discount</dt>
            <dd>−{formatInr(pricing.couponDiscount)}</dd>
          </>
        )}
        <dt>Convenience fee</dt>
        <dd>{formatInr(pricing.convenienceFee)}</dd>
        {pricing.santaTip > 0 && (
          <>
            <dt>Santa tip</dt>
            <dd>{formatInr(pricing.santaTip)}</dd>
          </>
        )}
        <dt className="total">Total</dt>
        <dd className="total">{formatInr(pricing.amountToPay)}</dd>
        {share && share.used > 0 && (
          <>
            <dt>Paid from wallet</dt>
            <dd>−{formatInr(share.used)}</dd>
            <dt className="total">To pay</dt>
            <dd className="total">{formatInr(share.toPay)}</dd>
          </>
        )}
      </Breakdown>
      {pricing.savings > 0 && <Saving>You save {formatInr(pricing.savings)} on this order</Saving>}
    </Card>
  );
}

/** Prices, wallet, and what to do with the cart. */
export function PriceSummary() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <>
      <PriceDetails />
      {loggedIn && <Wallet />}
      <Actions>
        <Button type="button" onClick={() => dispatch(proceedToPay())}>
          Proceed to pay
        </Button>
        <SecondaryActions>
          <TextButton type="button" onClick={() => dispatch(requestCartRemoval())}>
            Remove cart
          </TextButton>
          <TextButton type="button" onClick={() => dispatch(moveCartToWishlist())}>
            Move to wishlist
          </TextButton>
        </SecondaryActions>
      </Actions>
    </>
  );
}
