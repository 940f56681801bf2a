// Placement from the caller's cart: one transaction takes the slot, spends the wallet, writes the
// order and closes the cart.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Address, Order } from '../../../shared/contract';
import {
  MESSAGES,
  paymentStatusOf,
  resolvePrice,
  settleOrder,
  type ProductPricing,
} from '../../../shared/domain';
import { carts, orders, type FrozenCheckout } from '../../db/schema';
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
  mode: 'COD' | 'ONLINE' | 'WALLET';
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
}

/** The money of an order being written, as settleOrder (or a frozen checkout) decided it. */
type PlacedMoney = ReturnType<typeof settleOrder>['money'];

/**
 * Takes the slot (conditional update), spends the wallet (user row locked), writes the order and
 * closes the cart: the part of placing shared by the cart's own placement and a paid checkout.
 */
async function writeOrder(
  ctx: BookingContext,
  tx: Tx,
  checked: CheckedCart,
  money: PlacedMoney,
  settlement: Settlement,
  orderId: string,
): Promise<void> {
  const { row } = checked;
  const userId = row.userId;
  const now = ctx.now();
  await reserveSlot(tx, checked.slot, checked.priced.product.leadTimeHours, now);
  await spendWallet(tx, {
    userId,
    reward: money.rewardUsed,
    credit: money.creditUsed,
    orderId,
  });
  const { price } = checked.priced;
  const paid = money.amountPaid;
  const date = now.toISOString();
  const events: OrderEvent[] = [{ type: 'placed', by: 'user', date }];
  if (paid > 0 || money.amountDue === 0) events.push({ type: 'paid', by: 'system', date });
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
      cartId: row.id,
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
        mode: settlement.mode,
        ...(settlement.option && { option: settlement.option }),
        paymentIds: settlement.paymentIds,
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
    .where(eq(carts.id, row.id));
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
  const checked = await checkCart(ctx, tx, row, { lockOffer: true });
  const { price, options: ways } = checked.priced;
  const balances = row.useWallet ? await walletBalances(tx, userId) : { reward: 0, credit: 0 };
  // A wallet that covers the whole full-prepay total pays the booking in advance: it earns the
  // prepaid discount, and nothing is left to collect in cash.
  const wallet = walletUse(ways.fullPrepay.total, balances, row.useWallet);
  const settlement: Settlement =
    options.settlement.mode === 'COD' && row.useWallet && wallet.remaining === 0
      ? { ...walletPrepaid, prepaidDiscount: ways.fullPrepay.discount }
      : options.settlement;
  const { money } = settleOrder({
    kind: 'placement',
    amountToPay: price.amountToPay,
    prepaidDiscount: settlement.prepaidDiscount,
    amountPaid: settlement.amountPaid,
    balances,
    useWallet: row.useWallet,
  });
  const orderId = options.orderId ?? newOrderId();
  await writeOrder(ctx, tx, checked, money, settlement, orderId);
  return { orderId, created: true };
}

/** A booking paid in full from the wallet: prepaid, with no card payment and no cash line. */
const walletPrepaid: Settlement = {
  mode: 'WALLET',
  option: 'full',
  prepaidDiscount: 0,
  amountPaid: 0,
  paymentIds: [],
};

export const SESSION_CART_CHANGED = 'The cart changed after the payment started';
export const SESSION_ALREADY_PLACED = 'The cart was booked another way while this payment was made';
export const SESSION_PRICE_CHANGED = 'The price changed after the payment started';

/** What a paid checkout session places: its frozen cart, paid by its one captured payment. */
export interface PaidSession {
  userId: string;
  orderId: string;
  cartId: string;
  cartRevision: number;
  frozen: FrozenCheckout;
  option: 'full' | 'advance';
  /** The payment discount the session was sized with. */
  discount: number;
  /** What the card paid. */
  amount: number;
  providerPaymentId: string;
}

/**
 * Places the order a checkout session froze, paid by its captured payment: the cart must still be
 * the revision the session started from, its address still served by the session's hub, its
 * price still the one charged, and the slot still free. The wallet pays what the session said it
 * would. Anything else refuses (the caller settles the money instead).
 */
export async function placeSessionInTx(
  ctx: BookingContext,
  tx: Tx,
  session: PaidSession,
): Promise<{ created: boolean }> {
  const row = await lockCart(tx, session.cartId, session.userId);
  if (row.placedOrderId === session.orderId) return { created: false };
  if (row.placedOrderId) throw new HttpError(409, SESSION_ALREADY_PLACED);
  if (row.revision !== session.cartRevision) throw new HttpError(409, SESSION_CART_CHANGED);
  const { frozen } = session;
  const checked = await checkCart(
    ctx,
    tx,
    { ...row, ...frozen, hubId: frozen.hubId },
    { lockOffer: true },
  );
  if (checked.hubId !== frozen.hubId || checked.priced.price.amountToPay !== frozen.amountToPay) {
    throw new HttpError(409, SESSION_PRICE_CHANGED);
  }
  const finalPrice = frozen.amountToPay - session.discount - frozen.rewardUsed - frozen.creditUsed;
  const amountDue = finalPrice - session.amount;
  if (amountDue < 0) throw new HttpError(409, SESSION_PRICE_CHANGED);
  const money: PlacedMoney = {
    prepaidDiscount: session.discount,
    rewardUsed: frozen.rewardUsed,
    creditUsed: frozen.creditUsed,
    finalPrice,
    amountPaid: session.amount,
    amountDue,
    paymentStatus: paymentStatusOf(session.amount, amountDue),
  };
  const settlement: Settlement = {
    mode: 'ONLINE',
    option: session.option,
    prepaidDiscount: session.discount,
    amountPaid: session.amount,
    paymentIds: [session.providerPaymentId],
  };
  await writeOrder(ctx, tx, checked, money, settlement, session.orderId);
  return { created: true };
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
