// Placement from the caller's cart: one transaction takes the slot, spends the wallet, writes the
// order and closes the cart.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Address, Order } from '../../../shared/contract';
import { MESSAGES, resolvePrice, settleOrder, type ProductPricing } from '../../../shared/domain';
import { carts, orders } from '../../db/schema';
import { HttpError } from '../../errors';
import { getAddress } from '../addresses/addresses';
import { publicUrl } from '../catalogue/urls';
import type { Executor, Tx } from '../context';
import { spendWallet, walletBalances } from '../wallet/wallet';
import { CART_NOT_FOUND, assertOwnCart, type CartRow } from '../cart/cart';
import { priceBooking, type PricedBooking } from '../cart/pricing';
import { walletUse } from '../cart/walletShare';
import {
  SLOT_UNAVAILABLE,
  findSlot,
  isoDay,
  reserveSlot,
  slotIsAvailable,
  type SlotRef,
} from '../timeslots/timeslots';
import type { BookingContext } from './context';

type OrderEvent = Order['events'][number];

export const CART_INCOMPLETE =
  'The cart is not complete: choose a product, an address, a date and a time slot';

const ORDER_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 'E' plus 7 upper-case letters or digits from a cryptographic source. */
export function newOrderId(): string {
  let id = 'E';
  for (let i = 0; i < 7; i += 1) id += ORDER_ID_CHARS[randomInt(ORDER_ID_CHARS.length)];
  return id;
}

// ---- placement ----------------------------------------------------------------------------

/** How an order is paid when it is placed. */
export interface Settlement {
  mode: 'COD' | 'ONLINE';
  option?: 'full' | 'advance';
  /** The payment discount of SPEC 9 this payment earned. */
  prepaidDiscount: number;
  amountPaid: number;
  paymentIds: string[];
}

export const CASH_ON_DELIVERY: Settlement = {
  mode: 'COD',
  prepaidDiscount: 0,
  amountPaid: 0,
  paymentIds: [],
};

export interface CheckedCart {
  row: CartRow;
  address: Address;
  hubId: string;
  slot: SlotRef;
  priced: PricedBooking;
}

/**
 * Everything placement needs from a cart, checked: complete, its address still the caller's and
 * serviceable, its slot bookable now. Prices come from the database, never from the cart's client.
 */
export async function checkCart(
  ctx: BookingContext,
  db: Executor,
  row: CartRow,
  { lockOffer = false }: { lockOffer?: boolean } = {},
): Promise<CheckedCart> {
  if (!row.bookingAddressId || !row.celebrationDate || !row.readyTime || !row.arrivingTime) {
    throw new HttpError(400, CART_INCOMPLETE);
  }
  const address = await getAddress(db, row.userId, row.bookingAddressId);
  const served = address.locationv2 ? await ctx.serviceArea(address.locationv2) : null;
  if (!served?.isServiceable || !served.hubId) {
    throw new HttpError(400, MESSAGES.addressNotServiceableAtPlacement);
  }
  const hubId = served.hubId;
  const priced = await priceBooking(db, {
    userId: row.userId,
    productId: row.productId,
    addOns: row.addOns,
    offerCode: row.offerCode,
    hubId,
    santaTip: row.santaTip,
    lockOffer,
  });
  const slot: SlotRef = {
    hubId,
    iso: isoDay(row.celebrationDate),
    arrivingTime: row.arrivingTime,
    readyTime: row.readyTime,
  };
  const now = ctx.now();
  const found = await findSlot(db, slot, now);
  if (!found || !slotIsAvailable(found, priced.product.leadTimeHours, now)) {
    throw new HttpError(409, SLOT_UNAVAILABLE);
  }
  return { row, address, hubId, slot, priced };
}

/**
 * Reward (at most 5%) then Credit towards what is owed, from the caller's balances now; nothing
 * when the cart says not to use the wallet.
 */
export async function walletShare(db: Executor, userId: string, owed: number, useWallet: boolean) {
  const balances = useWallet ? await walletBalances(db, userId) : { reward: 0, credit: 0 };
  return walletUse(owed, balances, useWallet);
}

async function lockCart(tx: Tx, cartId: string, userId: string): Promise<CartRow> {
  const [row] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
    .for('update');
  if (!row) throw new HttpError(404, CART_NOT_FOUND);
  return row;
}

export interface PlaceOptions {
  settlement: Settlement;
  /** A payment reserves its order id when it starts. */
  orderId?: string;
  /** A payment pays for one revision of the cart; a changed cart is not placed by it. */
  cartRevision?: number;
}

/**
 * Places the cart in one transaction: the cart row is locked first, so concurrent calls for the
 * same cart queue and the later ones find the order the first placed. Then the slot is taken
 * (conditional update), the wallet spent (user row locked), the order written and the cart closed.
 */
export async function placeCartInTx(
  ctx: BookingContext,
  tx: Tx,
  userId: string,
  options: PlaceOptions,
): Promise<{ orderId: string; created: boolean }> {
  const cartId = `${userId}C`;
  const row = await lockCart(tx, cartId, userId);
  if (row.placedOrderId) return { orderId: row.placedOrderId, created: false };
  if (options.cartRevision !== undefined && options.cartRevision !== row.revision) {
    throw new HttpError(409, 'The cart changed after the payment started');
  }
  const checked = await checkCart(ctx, tx, row, { lockOffer: true });
  const now = ctx.now();
  await reserveSlot(tx, checked.slot, checked.priced.product.leadTimeHours, now);

  const { price } = checked.priced;
  const { money } = settleOrder({
    kind: 'placement',
    amountToPay: price.amountToPay,
    prepaidDiscount: options.settlement.prepaidDiscount,
    amountPaid: options.settlement.amountPaid,
    balances: row.useWallet ? await walletBalances(tx, userId) : { reward: 0, credit: 0 },
    useWallet: row.useWallet,
  });
  const orderId = options.orderId ?? newOrderId();
  await spendWallet(tx, {
    userId,
    reward: money.rewardUsed,
    credit: money.creditUsed,
    orderId,
  });
  const paid = money.amountPaid;
  const date = now.toISOString();
  const events: OrderEvent[] = [{ type: 'placed', by: 'user', date }];
  if (paid > 0) events.push({ type: 'paid', by: 'system', date });
  const product = checked.priced.product;
  const url = (path: string) => publicUrl(ctx.catalogue.origin, path);
  const priceOf = (pricing: ProductPricing) => {
    const { sellingPrice, costPrice, webDiscount } = resolvePrice(pricing, checked.hubId);
    return { sellingPrice, costPrice, webDiscount };
  };
  const inserted = await tx
    .insert(orders)
    .values({
      id: orderId,
      userId,
      cartId,
      cartRevision: row.revision,
      bookingStatus: 'Order Placed',
      orderType: 'Upcoming Bookings',
      paymentStatus: money.paymentStatus,
      hubId: checked.hubId,
      celebrationDate: row.celebrationDate as string,
      slotDay: checked.slot.iso,
      readyTime: checked.slot.readyTime,
      arrivingTime: checked.slot.arrivingTime,
      product: {
        _id: product.id,
        name: product.name,
        images: product.images.map(url),
        price: priceOf(product.pricing),
      },
      addOns: checked.priced.addOns.map(({ row: addOn, quantity }) => ({
        addon: {
          _id: addOn.id,
          name: addOn.name,
          images: addOn.images.map(url),
          price: priceOf(addOn.pricing),
        },
        quantity,
      })),
      offers: checked.priced.offer ? [{ offerCode: checked.priced.offer.offerCode }] : [],
      bookingAddress: checked.address,
      priceDetail: {
        productPrice: price.productPrice,
        addOnsTotal: price.addOnsTotal,
        convenienceFee: price.convenienceFee,
        couponDiscount: price.couponDiscount,
        santaTip: price.santaTip,
        buyingPrice: price.buyingPrice,
        prepaidDiscount: money.prepaidDiscount,
        rewardUsed: money.rewardUsed,
        creditUsed: money.creditUsed,
        finalPrice: money.finalPrice,
      },
      paymentDetails: {
        mode: options.settlement.mode,
        ...(options.settlement.option && { option: options.settlement.option }),
        paymentIds: options.settlement.paymentIds,
        amountPaid: paid,
        amountDue: money.amountDue,
      },
      bookingDetails: [{ status: 'Order Placed', date }],
      requests: [],
      events,
      instructions: row.instructions,
      feedback: null,
      createdAt: now,
    })
    .returning({ id: orders.id });
  if (inserted.length !== 1) throw new Error('order insert returned nothing');
  await tx
    .update(carts)
    .set({ placedOrderId: orderId, updatedAt: now })
    .where(eq(carts.id, cartId));
  return { orderId, created: true };
}

/** `POST /api/orders/place`: the caller's own cart as a cash-on-delivery order. */
export async function placeOrder(
  ctx: BookingContext,
  callerId: string,
  body: { cartId: string; userId: string },
): Promise<string> {
  if (body.userId !== callerId) throw new HttpError(404, CART_NOT_FOUND);
  assertOwnCart(callerId, body.cartId);
  const placed = await ctx.db.transaction((tx) =>
    placeCartInTx(ctx, tx, callerId, { settlement: CASH_ON_DELIVERY }),
  );
  if (placed.created) ctx.metrics?.ordersPlaced.inc({ settlement: 'cash' });
  return placed.orderId;
}
