import { useState } from 'react';
import { formatInr } from '../../../shared/domain';
import { VISIBLE_OFFERS_ARG, useOffersGetOffersByQueryObjectQuery } from '../../api/offersApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { offerRemoved } from '../../features/cart/cartSlice';
import { selectAppliedOffer, selectOfferChoices } from '../../features/cart/cartOffers';
import { applyPromoCode } from '../../features/cart/cartThunks';
import { TextField } from '../components/ui/TextField';
import { Button, TextButton } from '../components/ui/ui.styles';
import { Card, Line, LineList, Muted, PromoForm } from './CheckoutPage.styles';

function AppliedOffer() {
  const dispatch = useAppDispatch();
  const applied = useAppSelector(selectAppliedOffer);
  if (!applied) return null;
  return (
    <p>
      <strong>{applied.code}</strong> applied · you save {formatInr(applied.saving)}{' '}
      <TextButton
        type="button"
        aria-label={`Remove ${applied.code}`}
        onClick={() => dispatch(offerRemoved())}
      >
        Remove
      </TextButton>
    </p>
  );
}

/**
 * Promo codes of SPEC 5: the offers this customer can use on this cart, apply by code, the
 * applied one. The domain rules decide and their messages show as toasts.
 */
export function PromoSection() {
  const dispatch = useAppDispatch();
  // The text being typed; the cart only changes when a code is applied.
  const [code, setCode] = useState('');
  // Subscribes to the list; what of it shows is the selector's decision.
  useOffersGetOffersByQueryObjectQuery(VISIBLE_OFFERS_ARG);
  const offers = useAppSelector(selectOfferChoices);
  return (
    <Card aria-labelledby="offers-title">
      <h2 id="offers-title">Offers and promo codes</h2>
      <AppliedOffer />
      <PromoForm
        onSubmit={(event) => {
          event.preventDefault();
          void dispatch(applyPromoCode(code));
        }}
      >
        <TextField
          label="Promo code"
          hideLabel
          value={code}
          placeholder="Enter promo code"
          autoComplete="off"
          maxLength={30}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit">Apply</Button>
      </PromoForm>
      {offers.length > 0 && (
        <LineList aria-label="Available offers">
          {offers.map(({ offer, applied }) => (
            <Line key={offer._id}>
              <span>
                <strong>{offer.offerCode}</strong>
                {offer.title && (
                  <>
                    <br />
                    <Muted>{offer.title}</Muted>
                  </>
                )}
              </span>
              {applied ? (
                <Muted>Applied</Muted>
              ) : (
                <Button
                  type="button"
                  $variant="ghost"
                  aria-label={`Apply ${offer.offerCode}`}
                  onClick={() => void dispatch(applyPromoCode(offer.offerCode))}
                >
                  Apply
                </Button>
              )}
            </Line>
          ))}
        </LineList>
      )}
    </Card>
  );
}
