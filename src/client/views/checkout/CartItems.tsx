import { Link } from 'react-router';
import type { AddOn } from '../../../shared/contract';
import { formatInr, productPath } from '../../../shared/domain';
import { useAddonsGetAddonsByQueryObjectQuery } from '../../api/addonsApi';
import { useAppDispatch } from '../../app/hooks';
import { addOnQuantityChanged, priceForHub, type CartDraft } from '../../features/cart/cartSlice';
import { Picture } from '../components/ui/Picture';
import { Button } from '../components/ui/ui.styles';
import {
  Card,
  Line,
  LineList,
  Muted,
  ProductRow,
  StepButton,
  Stepper,
} from './CheckoutPage.styles';

function QuantityStepper({ addon, quantity }: { addon: AddOn; quantity: number }) {
  const dispatch = useAppDispatch();
  const atMost = addon.maxQuantity ?? null;
  return (
    <Stepper role="group" aria-label={`${addon.name} quantity`}>
      <StepButton
        type="button"
        aria-label={`One less ${addon.name}`}
        onClick={() => dispatch(addOnQuantityChanged({ addon, quantity: quantity - 1 }))}
      >
        −
      </StepButton>
      <output aria-live="polite">{quantity}</output>
      <StepButton
        type="button"
        aria-label={`One more ${addon.name}`}
        disabled={atMost !== null && quantity >= atMost}
        onClick={() => dispatch(addOnQuantityChanged({ addon, quantity: quantity + 1 }))}
      >
        +
      </StepButton>
    </Stepper>
  );
}

/** The other add-ons of the cart's hub, each one tap away from the cart. */
function MoreAddOns({ draft }: { draft: CartDraft }) {
  const dispatch = useAppDispatch();
  // The same arguments as the product page, so the list usually comes from its cache.
  const { data } = useAddonsGetAddonsByQueryObjectQuery({
    body: { queryObject: { active: true }, limit: 100, hubId: draft.hubId },
  });
  const chosen = new Set(draft.addOns.map(({ addon }) => addon._id));
  const others = (data?.addOns ?? []).filter((addon) => !chosen.has(addon._id));
  if (others.length === 0) return null;
  return (
    <details>
      <summary>More add-ons</summary>
      <LineList aria-label="More add-ons">
        {others.map((addon) => (
          <Line key={addon._id}>
            <span>
              {addon.name} <Muted>{formatInr(priceForHub(addon, draft.hubId).sellingPrice)}</Muted>
            </span>
            <Button
              type="button"
              $variant="ghost"
              aria-label={`Add ${addon.name}`}
              onClick={() => dispatch(addOnQuantityChanged({ addon, quantity: 1 }))}
            >
              Add
            </Button>
          </Line>
        ))}
      </LineList>
    </details>
  );
}

/** The decor and its add-ons with their quantities. */
export function CartItems({ draft }: { draft: CartDraft }) {
  const { product } = draft;
  return (
    <Card aria-labelledby="cart-items-title">
      <h2 id="cart-items-title">Your decor</h2>
      <ProductRow>
        {product.images[0] ? (
          <Picture
            src={product.images[0]}
            sizes="80px"
            alt=""
            width={80}
            height={80}
            priority="eager"
          />
        ) : (
          <span />
        )}
        <div>
          <Link to={productPath(product)}>{product.name}</Link>
          <p>{formatInr(priceForHub(product, draft.hubId).sellingPrice)}</p>
        </div>
      </ProductRow>
      <h3>Add-ons</h3>
      {draft.addOns.length === 0 ? (
        <p>
          <Muted>No add-ons yet.</Muted>
        </p>
      ) : (
        <LineList aria-label="Chosen add-ons">
          {draft.addOns.map(({ addon, quantity }) => (
            <Line key={addon._id}>
              <span>
                {addon.name}{' '}
                <Muted>{formatInr(priceForHub(addon, draft.hubId).sellingPrice)} each</Muted>
              </span>
              <QuantityStepper addon={addon} quantity={quantity} />
            </Line>
          ))}
        </LineList>
      )}
      <MoreAddOns draft={draft} />
    </Card>
  );
}
