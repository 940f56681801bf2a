// The shapes the browser checks before trusting a value it did not just receive from the API:
// what it kept in storage and cookies, the payment host's return parameter, a saved address
// taken for booking. They are the contract's own schemas; the app never runs them through
// TypeBox. `npm run checks:generate` compiles them into plain functions (storedChecks.ts), and
// only types may be imported from here by the app (see the ESLint rule), so neither TypeBox nor
// the schemas reach a browser bundle.
import { Type, type Static } from '@sinclair/typebox';
import {
  AddOn,
  Address,
  DateDMY,
  HubId,
  Id,
  LatLng,
  Nullable,
  Offer,
  OrderId,
  PaymentFlow,
  Product,
  Quantity,
  Rupees,
  SelectedLocation,
  SignedInUser,
  Text,
  TimeOfDay,
  Timestamp,
} from '../../shared/contract';
import { HISTORY_MAX } from '../features/history/historySlice';
import { RECENTLY_VIEWED_MAX } from '../features/recentlyViewed/recentlyViewedSlice';

const StoredUserIp = Type.Object({ ip: Text(45, 2), location: Nullable(LatLng), date: DateDMY });
const StoredHub = Type.Object({ hubId: HubId });
const StoredCart = Type.Object({
  product: Product,
  addOns: Type.Array(Type.Object({ addon: AddOn, quantity: Quantity }), { maxItems: 100 }),
  offers: Type.Array(Offer, { maxItems: 1 }),
  hubId: HubId,
  celebrationDate: Nullable(DateDMY),
  readyTime: Nullable(TimeOfDay),
  arrivingTime: Nullable(TimeOfDay),
  bookingAddress: Nullable(Address),
  santaTip: Rupees,
  instructions: Text(500),
  editedAt: Type.Optional(Timestamp),
});
const StoredLocation = Type.Object({
  hubId: Nullable(HubId),
  selected: Nullable(SelectedLocation),
});
const StoredIds = Type.Array(Id, { maxItems: RECENTLY_VIEWED_MAX });
const StoredStack = Type.Array(Text(2048, 1), { maxItems: HISTORY_MAX });
const StoredScroll = Type.Record(Type.String({ maxLength: 2048 }), Type.Number({ minimum: 0 }));
const StoredCount = Type.Integer({ minimum: 0, maximum: 1_000_000 });

/**
 * The paymentInfos query parameter of /api/pay/{redirectingUrl}. It is user-controllable, so it
 * is checked against a closed shape; the status stays open because SPEC 4 has a rule for
 * 'any other status'.
 */
const ReturnedInfos = Type.Object(
  {
    paymentStatus: Type.String({ minLength: 1, maxLength: 40 }),
    type: PaymentFlow,
    orderId: Type.Optional(OrderId),
  },
  { additionalProperties: false },
);

/** Every checked shape by name; each becomes `is<Name>` in storedChecks.ts. */
export const checkedSchemas = {
  SignedInUser,
  SelectedLocation,
  DateDMY,
  Address,
  StoredUserIp,
  StoredHub,
  StoredCart,
  StoredLocation,
  StoredIds,
  StoredStack,
  StoredScroll,
  StoredCount,
  ReturnedInfos,
};

export type CheckedSchemas = typeof checkedSchemas;
export type Checked<N extends keyof CheckedSchemas> = Static<CheckedSchemas[N]>;
