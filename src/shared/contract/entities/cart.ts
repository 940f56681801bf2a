import { Type, type Static } from '@sinclair/typebox';
import {
  Count,
  DateDMY,
  HubId,
  Id,
  Quantity,
  Rupees,
  SlotTime,
  Text,
  TimeOfDay,
  Url,
} from '../primitives';
import { AddOn, Offer, Product } from './catalogue';
import { Address } from './places';

const { Optional } = Type;
const List = Type.Array;

export const CartAddOn = Type.Object({ addon: AddOn, quantity: Quantity });

export const Freebie = Type.Object({
  name: Text(100),
  image: Optional(Url),
  /** What it would cost; counted in savings by the server when present. */
  worth: Optional(Rupees),
});

export const PaymentOptionPrice = Type.Object({
  discount: Rupees,
  /** What the customer pays in total when choosing this option. */
  total: Rupees,
});

/** What the wallet pays of one way of paying, and what is left for the customer to pay. */
export const CartWalletShare = Type.Object({
  rewardUsed: Rupees,
  creditUsed: Rupees,
  /** For a card option what the card is charged now; for cash on delivery what is collected. */
  toPay: Rupees,
});

/** The cart as the server prices it (src/shared/domain): client-sent prices are never read. */
export const Cart = Type.Object({
  /** The user's id plus 'C'. */
  _id: Id,
  user: Id,
  product: Product,
  addOns: List(CartAddOn, { maxItems: 100 }),
  /** At most one offer applies; a list for payload compatibility. */
  offers: List(Offer, { maxItems: 1 }),
  bookingAddress: Optional(Address),
  hubId: HubId,
  celebrationDate: Optional(DateDMY),
  readyTime: Optional(TimeOfDay),
  arrivingTime: Optional(TimeOfDay),
  santaTip: Rupees,
  instructions: Optional(Text(500)),
  /** Product selling price for the cart's hub. */
  productPrice: Rupees,
  /** Add-ons total (price times quantity). */
  addOnsTotal: Rupees,
  couponDiscount: Rupees,
  convenienceFee: Rupees,
  /** Product plus add-ons: the value offers and payment discounts are measured against. */
  cartPrice: Rupees,
  /** Add-ons + product + convenience fee - coupon. */
  buyingPrice: Rupees,
  /** buyingPrice + santaTip. */
  amountToPay: Rupees,
  savings: Rupees,
  /** The two ways to pay online now (SPEC 9), as src/shared/domain paymentOptions computes them. */
  paymentOptions: Type.Object({ fullPrepay: PaymentOptionPrice, advance: PaymentOptionPrice }),
  /** The customer's choice to pay from Reward and Credit. */
  useWallet: Type.Boolean(),
  /**
   * The caller's balances now, and what they pay for each way of paying (SPEC 1: Reward at most
   * 5%, then Credit): nothing when useWallet is false. Placement and payment use the same split.
   */
  wallet: Type.Object({
    reward: Rupees,
    credit: Rupees,
    cashOnDelivery: CartWalletShare,
    fullPrepay: CartWalletShare,
    advance: CartWalletShare,
  }),
  freebie: Optional(Freebie),
  /** DD-MM-YYYY and HH:MM of the last change. */
  bookingDate: Optional(DateDMY),
  bookingTime: Optional(TimeOfDay),
});

// ---- slots -----------------------------------------------------------------------------------

export const TimeSlot = Type.Object({
  slotTime: SlotTime,
  /** When the decoration is ready. */
  readyTime: TimeOfDay,
  /** When the decorators arrive. */
  arrivingTime: TimeOfDay,
  orderCount: Count,
  capacity: Count,
  /** False when full, closed, past, or inside the product's lead time. */
  isAvailable: Type.Boolean(),
  /** Closed by the hub (a festival, the weather); present only then. */
  isClosed: Optional(Type.Literal(true)),
});

export type Cart = Static<typeof Cart>;
export type CartWalletShare = Static<typeof CartWalletShare>;
export type TimeSlot = Static<typeof TimeSlot>;
