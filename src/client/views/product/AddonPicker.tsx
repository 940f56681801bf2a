import type { AddOn } from '../../../shared/contract';
import { formatInr } from '../../../shared/domain';
import { imageSrcSet } from '../../../shared/domain/images';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { bookingAddOnQuantityChosen, priceForHub } from '../../features/cart/cartSlice';
import { selectBookingQuantities } from '../../features/cart/productBookingSelectors';
import { selectHubId } from '../../features/location/locationSlice';
import { modalClosed, modalOpened, selectModals } from '../../features/modals/modalsSlice';
import { Dialog } from '../components/ui/Dialog';
import { Card, DetailImage, Group, Groups, Row, Stepper } from './AddonPicker.styles';
import { groupAddOns } from './addonGroups';
import { useHomepageDataForHub } from '../../features/listing/catalogueQueries';

/** The most of one add-on a cart takes when the add-on names no limit of its own. */
const CART_QUANTITY_LIMIT = 50;

export const maxQuantity = (addon: AddOn) => addon.maxQuantity ?? CART_QUANTITY_LIMIT;

function AddonCard({
  addon,
  price,
  quantity,
  onChange,
}: {
  addon: AddOn;
  price: number;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const dispatch = useAppDispatch();
  const image = addon.images[0];
  const limit = maxQuantity(addon);
  return (
    <Card $chosen={quantity > 0}>
      <button
        type="button"
        aria-label={`About ${addon.name}`}
        onClick={() =>
          dispatch(modalOpened({ name: 'addonDetail', options: { addonId: addon._id } }))
        }
      >
        {image && (
          <img
            src={image}
            srcSet={imageSrcSet(image)}
            sizes="96px"
            alt=""
            width={96}
            height={96}
            loading="lazy"
          />
        )}
        <span>{addon.name}</span>
      </button>
      <strong>{formatInr(price)}</strong>
      <Stepper role="group" aria-label={`${addon.name} quantity`}>
        <button
          type="button"
          aria-label={`One less ${addon.name}`}
          disabled={quantity === 0}
          onClick={() => onChange(quantity - 1)}
        >
          −
        </button>
        <output aria-live="polite">{quantity}</output>
        <button
          type="button"
          aria-label={`One more ${addon.name}`}
          title={quantity >= limit ? `At most ${limit}` : undefined}
          disabled={quantity >= limit}
          onClick={() => onChange(quantity + 1)}
        >
          +
        </button>
      </Stepper>
    </Card>
  );
}

/** The add-on detail card of SPEC 2, opened from an add-on's picture or name. */
function AddonDetailCard({ addOns }: { addOns: readonly AddOn[] }) {
  const dispatch = useAppDispatch();
  const hubId = useAppSelector(selectHubId);
  const detail = useAppSelector(selectModals).addonDetail;
  const addon = detail ? addOns.find((item) => item._id === detail.addonId) : undefined;
  if (!addon) return null;
  return (
    <Dialog title={addon.name} onClose={() => dispatch(modalClosed({ name: 'addonDetail' }))}>
      {addon.images[0] && (
        <DetailImage src={addon.images[0]} alt="" width={320} height={320} loading="lazy" />
      )}
      {addon.description && <p>{addon.description}</p>}
      <p>{formatInr(priceForHub(addon, hubId).sellingPrice)}</p>
      {addon.maxQuantity && <p>Up to {addon.maxQuantity} per booking</p>}
    </Dialog>
  );
}

/**
 * The add-ons as a compact picker: grouped by category, one row of cards per group with a
 * picture, price and a quantity stepper up to the add-on's limit. Loaded after the page's first
 * view, behind a skeleton of the same size.
 */
export default function AddonPicker({
  productId,
  addOns,
}: {
  productId: string;
  addOns: readonly AddOn[];
  /** Called once the picker answers taps (hydrated or drawn). */
}) {
  const dispatch = useAppDispatch();
  const hubId = useAppSelector(selectHubId);
  const quantities = useAppSelector((state) => selectBookingQuantities(state, productId));
  const { data } = useHomepageDataForHub();
  const groups = groupAddOns(addOns, data?.result.miscInfos);
  return (
    <Groups>
      {groups.map((group) => (
        <Group key={group.code} aria-label={group.name}>
          <h2>{group.name}</h2>
          <Row>
            {group.addOns.map((addon) => (
              <li key={addon._id}>
                <AddonCard
                  addon={addon}
                  price={priceForHub(addon, hubId).sellingPrice}
                  quantity={quantities[addon._id] ?? 0}
                  onChange={(quantity) =>
                    dispatch(
                      bookingAddOnQuantityChosen({ productId, addonId: addon._id, quantity }),
                    )
                  }
                />
              </li>
            ))}
          </Row>
        </Group>
      ))}
      <AddonDetailCard addOns={addOns} />
    </Groups>
  );
}
