import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddOn, Address, Cart, Offer, Product, TimeSlot } from '../../../shared/contract';
import { userSignedIn } from '../auth/authEvents';
import { orderPlaced } from '../checkout/checkoutSlice';
import { paymentOutcome, paymentReturned } from '../checkout/paymentReturnSlice';
import { productViewed } from '../recentlyViewed/recentlyViewedSlice';
import { appStarted, sessionStarted } from '../session/sessionEvents';
import { draftFromCart } from './cartDraft';
import { isPriceOnRequest } from './cartPricing';
import { bookingFor, type ProductBooking } from './productBooking';

// The draft's conversions, the pricing rules and the derived selectors live beside the slice;
// importers keep reaching them here.
export { draftFromCart, toCartInput } from './cartDraft';
export { isPriceOnRequest, priceForHub } from './cartPricing';
export {
  selectCartOnRequest,
  selectCartPricing,
  selectCartRepricing,
  selectConfirmedCart,
} from './cartSelectors';

export interface CartLine {
  addon: AddOn;
  quantity: number;
}

/** What the customer chose: kept in local storage under `cart`, sent to the server as references. */
export interface CartDraft {
  product: Product;
  addOns: CartLine[];
  /** At most one offer applies. */
  offers: Offer[];
  hubId: string;
  celebrationDate: string | null;
  readyTime: string | null;
  arrivingTime: string | null;
  bookingAddress: Address | null;
  santaTip: number;
  instructions: string;
  /**
   * Pay from the wallet's Reward and Credit. Absent means the server's default, which uses it;
   * only an explicit choice is stored, so carts from before the choice existed read the same.
   */
  useWallet?: boolean;
  /**
   * When the customer last changed the cart on this device (ISO), while the server has not yet
   * stored that change; absent once it has. The server keeps the newest of competing uploads.
   */
  editedAt?: string;
}

export interface CartCommon {
  /** The date picker's date (DD-MM-YYYY); tomorrow by default. */
  selectedDate: string | null;
  /** SPEC 4: the best coupon is applied at most once a session. */
  couponAutoApplyDone: boolean;
  /** The product page's choices before 'Book' (productBooking.ts); absent until one is made. */
  productBooking?: ProductBooking;
}

export type CartContent =
  | { status: 'empty' }
  | {
      status: 'filled';
      draft: CartDraft;
      /** Bumped on every change, so a server answer can tell whether it is still current. */
      revision: number;
      /** The revision the server last stored, or null when it holds none of these changes. */
      syncedRevision: number | null;
      saving: boolean;
      /** The server's priced cart (authoritative prices), when it has one. */
      priced: Cart | null;
    };

export type CartState = CartCommon & CartContent;

export const initialCartState: CartState = {
  status: 'empty',
  selectedDate: null,
  couponAutoApplyDone: false,
};

const emptied = (state: CartState): CartState => ({
  status: 'empty',
  selectedDate: state.selectedDate,
  couponAutoApplyDone: state.couponAutoApplyDone,
  ...(state.productBooking && { productBooking: state.productBooking }),
});

export function filledFrom(
  common: CartCommon,
  draft: CartDraft,
  priced: Cart | null = null,
): CartState {
  return {
    ...common,
    status: 'filled',
    draft,
    revision: 0,
    syncedRevision: priced ? 0 : null,
    saving: false,
    priced,
  };
}

/** Applies a change to a filled cart's draft and bumps its revision; an empty cart stays as is. */
function change(state: CartState, edit: (draft: CartDraft) => void) {
  if (state.status !== 'filled') return;
  edit(state.draft);
  state.revision += 1;
}

/** Whether the cart holds edits the server has not stored yet. */
const hasUnsyncedEdits = (state: CartState): boolean =>
  state.status === 'filled' && state.draft.editedAt !== undefined;

function receiveServerCart(state: CartState, cart: Cart | null, resumed: boolean): CartState {
  // Local edits the server never got are uploaded, and the server keeps the newer cart.
  if (hasUnsyncedEdits(state)) return state;
  if (cart) return filledFrom(state, draftFromCart(cart), cart);
  // A signed-in customer's page resuming with a cart the server had stored and no longer holds:
  // it was booked or removed since (on another device, or by the card payment this page comes
  // back from), so it goes here too rather than being sent again. A visitor's cart, and the one a
  // visitor brings to a login, stay and are sent.
  return resumed && state.status === 'filled' ? emptied(state) : state;
}

export interface SlotChoice {
  celebrationDate: string;
  readyTime: string;
  arrivingTime: string;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState as CartState,
  reducers: {
    /** A new cart: add-ons and offers reset (SPEC 4); the chosen address carries over. */
    productAddedToCart(
      state,
      action: PayloadAction<{ product: Product; hubId: string; slot?: SlotChoice }>,
    ) {
      const { product, hubId, slot } = action.payload;
      if (isPriceOnRequest(product, hubId)) return state;
      const previous = state.status === 'filled' ? state.draft : null;
      const draft: CartDraft = {
        product,
        addOns: [],
        offers: [],
        hubId,
        celebrationDate: slot?.celebrationDate ?? state.selectedDate,
        readyTime: slot?.readyTime ?? null,
        arrivingTime: slot?.arrivingTime ?? null,
        bookingAddress: previous?.bookingAddress ?? null,
        santaTip: 0,
        instructions: '',
      };
      const revision = state.status === 'filled' ? state.revision + 1 : 0;
      return { ...filledFrom(state, draft), revision };
    },
    addOnQuantityChanged(state, action: PayloadAction<{ addon: AddOn; quantity: number }>) {
      const { addon, quantity } = action.payload;
      if (!Number.isInteger(quantity) || quantity < 0) return;
      change(state, (draft) => {
        const others = draft.addOns.filter((line) => line.addon._id !== addon._id);
        const index = draft.addOns.findIndex((line) => line.addon._id === addon._id);
        if (quantity === 0) draft.addOns = others;
        else if (index === -1) draft.addOns.push({ addon, quantity });
        else draft.addOns[index] = { addon, quantity };
      });
    },
    offerApplied(state, action: PayloadAction<{ offer: Offer }>) {
      change(state, (draft) => {
        draft.offers = [action.payload.offer];
      });
    },
    offerRemoved(state) {
      if (state.status !== 'filled' || state.draft.offers.length === 0) return;
      change(state, (draft) => {
        draft.offers = [];
      });
    },
    couponAutoApplied(state, action: PayloadAction<{ offer: Offer }>) {
      if (state.status !== 'filled' || state.couponAutoApplyDone || state.draft.offers.length > 0)
        return;
      state.couponAutoApplyDone = true;
      change(state, (draft) => {
        draft.offers = [action.payload.offer];
      });
    },
    /** No coupon qualified; the automatic attempt still counts for this session. */
    couponAutoApplySkipped(state) {
      state.couponAutoApplyDone = true;
    },
    /** SPEC 4: a coupon whose discount became zero is removed. */
    zeroDiscountCouponRemoved(state) {
      if (state.status !== 'filled' || state.draft.offers.length === 0) return;
      change(state, (draft) => {
        draft.offers = [];
      });
    },
    celebrationDateChosen(state, action: PayloadAction<{ date: string }>) {
      const { date } = action.payload;
      state.selectedDate = date;
      if (state.status !== 'filled' || state.draft.celebrationDate === date) return;
      // A slot belongs to a date: a new date needs a new slot.
      change(state, (draft) => {
        draft.celebrationDate = date;
        draft.readyTime = null;
        draft.arrivingTime = null;
      });
    },
    slotChosen(state, action: PayloadAction<SlotChoice>) {
      state.selectedDate = action.payload.celebrationDate;
      change(state, (draft) => {
        Object.assign(draft, action.payload);
      });
    },
    /** SPEC 4: an invalid time slot clears arrivingTime, readyTime and celebrationDate. */
    slotInvalidated(state) {
      if (state.status !== 'filled' || state.draft.celebrationDate === null) return;
      change(state, (draft) => {
        draft.celebrationDate = null;
        draft.readyTime = null;
        draft.arrivingTime = null;
      });
    },
    bookingAddressChosen(state, action: PayloadAction<{ address: Address }>) {
      change(state, (draft) => {
        draft.bookingAddress = action.payload.address;
      });
    },
    santaTipChanged(state, action: PayloadAction<{ amount: number }>) {
      const { amount } = action.payload;
      if (!Number.isInteger(amount) || amount < 0) return;
      change(state, (draft) => {
        draft.santaTip = amount;
      });
    },
    instructionsChanged(state, action: PayloadAction<{ instructions: string }>) {
      change(state, (draft) => {
        draft.instructions = action.payload.instructions;
      });
    },
    /** 'Use wallet balance' switched on or off. */
    walletUseChosen(state, action: PayloadAction<{ useWallet: boolean }>) {
      const { useWallet } = action.payload;
      if (state.status !== 'filled' || (state.draft.useWallet ?? true) === useWallet) return;
      change(state, (draft) => {
        draft.useWallet = useWallet;
      });
    },
    /** A slot picked on a product's page, for the date selected then. */
    bookingSlotChosen(
      state,
      action: PayloadAction<{ productId: string; date: string; slot: TimeSlot }>,
    ) {
      const { productId, date, slot } = action.payload;
      state.productBooking = {
        ...bookingFor(state.productBooking, productId),
        slot: { date, slot },
      };
    },
    /** An add-on's stepper on a product's page. */
    bookingAddOnQuantityChosen(
      state,
      action: PayloadAction<{ productId: string; addonId: string; quantity: number }>,
    ) {
      const { productId, addonId, quantity } = action.payload;
      const booking = bookingFor(state.productBooking, productId);
      state.productBooking = {
        ...booking,
        quantities: { ...booking.quantities, [addonId]: quantity },
      };
    },
    /** The instructions box on a product's page. */
    bookingInstructionsChanged(
      state,
      action: PayloadAction<{ productId: string; instructions: string }>,
    ) {
      const { productId, instructions } = action.payload;
      state.productBooking = { ...bookingFor(state.productBooking, productId), instructions };
    },
    cartRemoved: (state) => (state.status === 'filled' ? emptied(state) : state),
    /**
     * The server refused the cart because it was booked as an order since (another tab, or the
     * page before a card payment): it empties here, and nothing is deleted on the server.
     */
    cartFoundBooked: (state) => (state.status === 'filled' ? emptied(state) : state),
    /** 'Move to wishlist': the cart empties; the listener wishlists its product. */
    cartMovedToWishlist: (state, _action: PayloadAction<{ productId: string }>) =>
      state.status === 'filled' ? emptied(state) : state,
    cartSyncStarted(state, action: PayloadAction<{ revision: number }>) {
      if (state.status !== 'filled' || state.revision !== action.payload.revision) return;
      state.saving = true;
    },
    /** The time of the latest edit, stamped by the sync listener so the reducers stay pure. */
    cartEditTimed: {
      reducer(state, action: PayloadAction<{ editedAt: string }>) {
        if (state.status !== 'filled') return;
        state.draft.editedAt = action.payload.editedAt;
      },
      prepare: (now = new Date()) => ({ payload: { editedAt: now.toISOString() } }),
    },
    /** The server stored the cart. Its answer replaces the draft only if nothing changed since. */
    cartSynced(state, action: PayloadAction<{ cart: Cart; revision: number }>) {
      if (state.status !== 'filled') return;
      const { cart, revision } = action.payload;
      // An answer overtaken by a later upload's answer says nothing new.
      if (state.syncedRevision !== null && revision < state.syncedRevision) return;
      state.saving = false;
      state.priced = cart;
      state.syncedRevision = revision;
      if (state.revision === revision) state.draft = draftFromCart(cart);
    },
    cartSyncFailed(state) {
      if (state.status !== 'filled') return;
      state.saving = false;
    },
    /**
     * The server priced the cart without its coupon (it no longer applies there); the customer
     * is told why by the listener, and the draft stops asking for it.
     */
    couponDroppedByServer(state, action: PayloadAction<{ offerCode: string }>) {
      if (state.status !== 'filled') return;
      state.draft.offers = state.draft.offers.filter(
        (offer) => offer.offerCode !== action.payload.offerCode,
      );
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(appStarted, (state, action) => {
        state.selectedDate ??= action.payload.tomorrow;
      })
      .addCase(sessionStarted, (state, action) =>
        receiveServerCart(state, action.payload.cart, action.payload.user !== null),
      )
      .addCase(userSignedIn, (state, action) =>
        receiveServerCart(state, action.payload.data.cart, false),
      )
      .addCase(orderPlaced, (state, action) => ({
        ...emptied(state),
        selectedDate: action.payload.nextCelebrationDate,
      }))
      // A product page opened (another decor, or the same one again) starts with no choices.
      .addCase(productViewed, (state) => {
        delete state.productBooking;
      })
      .addCase(paymentReturned, (state, action) => {
        const { infos } = action.payload;
        return infos !== null && paymentOutcome(infos).emptyCart ? emptied(state) : state;
      });
  },
  selectors: {
    selectCart: (state) => state,
    selectCartDraft: (state) => (state.status === 'filled' ? state.draft : null),
    /** The nav badge: 1 when a product is in the cart. */
    selectCartCount: (state) => (state.status === 'filled' ? 1 : 0),
    selectCartSaving: (state) => state.status === 'filled' && state.saving,
    selectSelectedDate: (state) => state.selectedDate,
    selectCartUsesWallet: (state) => state.status === 'filled' && state.draft.useWallet !== false,
    /**
     * SPEC 4: the payment page needs readyTime, arrivingTime, celebrationDate and bookingAddress;
     * a decor priced on request is never paid for online.
     */
    selectCartReadyForPayment: (state) =>
      state.status === 'filled' &&
      !isPriceOnRequest(state.draft.product, state.draft.hubId) &&
      state.draft.readyTime !== null &&
      state.draft.arrivingTime !== null &&
      state.draft.celebrationDate !== null &&
      state.draft.bookingAddress !== null,
  },
});

export const {
  productAddedToCart,
  addOnQuantityChanged,
  offerApplied,
  offerRemoved,
  couponAutoApplied,
  couponAutoApplySkipped,
  zeroDiscountCouponRemoved,
  celebrationDateChosen,
  slotChosen,
  slotInvalidated,
  bookingAddressChosen,
  santaTipChanged,
  instructionsChanged,
  walletUseChosen,
  bookingSlotChosen,
  bookingAddOnQuantityChosen,
  bookingInstructionsChanged,
  cartRemoved,
  cartMovedToWishlist,
  cartSyncStarted,
  cartEditTimed,
  cartSynced,
  cartSyncFailed,
  cartFoundBooked,
  couponDroppedByServer,
} = cartSlice.actions;

export const {
  selectCart,
  selectCartDraft,
  selectCartCount,
  selectCartSaving,
  selectSelectedDate,
  selectCartUsesWallet,
  selectCartReadyForPayment,
} = cartSlice.selectors;
