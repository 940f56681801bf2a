import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { CancelRefund, Offer, RefundDestination } from '../../../shared/contract';
import { MESSAGES } from '../../../shared/domain';
import { userSignedIn } from '../auth/authEvents';
import { registrationRequired } from '../auth/authSlice';

/** SPEC 9: default modal z-index. */
export const DEFAULT_MODAL_Z_INDEX = 15;

export interface SlotInfo {
  celebrationDate: string;
  readyTime: string;
  arrivingTime: string;
}

/**
 * Every overlay of SPEC 2 'Other overlays' with its options. The location panel and the
 * add/edit address panel are machines of their own (features/location, features/addressForm).
 * Callbacks are stored as actions to dispatch, so the state stays serialisable and replayable.
 */
export interface ModalOptions {
  warning: { msg: string; rightBtnText: string };
  confirm: { message: string; onConfirm: UnknownAction };
  /** linkCopied: 'Or share with link' put the URL on the clipboard ('Link copied'). */
  share: { url: string; title: string; linkCopied?: boolean };
  timeSlot: {
    zIndex: number;
    orderModification: boolean;
    cartModification: boolean;
    orderId: string | null;
    oldSlotInfo: SlotInfo | null;
    productId: string | null;
    /** The hub whose slots are offered; an order passes its own, a cart uses the cart's. */
    hubId?: string | null;
  };
  login: Record<string, never>;
  cancelOrder: {
    isCancel: boolean;
    orderId: string;
    reason: string;
    /** What the server says a cancel would refund and where it may go (absent: not known). */
    refund?: CancelRefund;
    /** Where the customer chose the refund to go; Credit unless they choose otherwise. */
    refundTo?: RefundDestination;
  };
  rating: { orderId: string; onSuccess: UnknownAction | null };
  couponApplied: { image: string | null; couponName: string; savAmount: number };
  /** A coupon is about to replace the applied one: what each saves, for the customer to choose. */
  couponReplace: {
    current: { couponName: string; savAmount: number };
    next: { offer: Offer; savAmount: number };
  };
  addonDetail: { addonId: string };
  /** A referral Reward credit just announced (see referralNotice). */
  referralApplied: {
    entryId: string;
    amount: number;
    note: string | null;
    expiresAt: string | null;
  };
  instructionInput: { instructions: string };
  sidebar: Record<string, never>;
  addressSelector: Record<string, never>;
  wishlistRemove: { productId: string };
  /** videoUrl null: the site's own how-it-works clip. */
  howItWorksVideo: { videoUrl: string | null };
}

export type ModalName = keyof ModalOptions;
export type ModalOpening = { [K in ModalName]: { name: K; options: ModalOptions[K] } }[ModalName];
type OpenOrClosed = { [K in ModalName]: ModalOptions[K] | null };
/**
 * The coupon choice's slot is absent until it first opens, so traces recorded before it existed
 * replay unchanged.
 */
export type ModalsState = Omit<OpenOrClosed, 'couponReplace'> &
  Partial<Pick<OpenOrClosed, 'couponReplace'>>;

export const initialModalsState: ModalsState = {
  warning: null,
  confirm: null,
  share: null,
  timeSlot: null,
  login: null,
  cancelOrder: null,
  rating: null,
  couponApplied: null,
  addonDetail: null,
  referralApplied: null,
  instructionInput: null,
  sidebar: null,
  addressSelector: null,
  wishlistRemove: null,
  howItWorksVideo: null,
};

const open = (state: ModalsState, opening: ModalOpening) => {
  // The union keeps name and options paired; TypeScript cannot follow that through the index.
  (state as Record<ModalName, unknown>)[opening.name] = opening.options;
};

export const modalsSlice = createSlice({
  name: 'modals',
  initialState: initialModalsState,
  reducers: {
    modalOpened: (state, action: PayloadAction<ModalOpening>) => open(state, action.payload),
    modalClosed: (state, action: PayloadAction<{ name: ModalName }>) => {
      state[action.payload.name] = null;
    },
    /** A warning dialog: message and the right-hand button ('Ok' unless told). */
    warningShown: {
      reducer: (state, action: PayloadAction<ModalOptions['warning']>) => {
        state.warning = action.payload;
      },
      prepare: (msg: string, rightBtnText: string = MESSAGES.okButton) => ({
        payload: { msg, rightBtnText },
      }),
    },
    /** A confirm dialog that dispatches onConfirm when accepted. */
    confirmRequested: {
      reducer: (state, action: PayloadAction<ModalOptions['confirm']>) => {
        state.confirm = action.payload;
      },
      prepare: (onConfirm: UnknownAction, message: string = MESSAGES.confirmRemoveDefault) => ({
        payload: { message, onConfirm },
      }),
    },
    confirmAccepted: (state) => {
      state.confirm = null;
    },
    /** The slot picker, for a cart or an existing order; unset options take their defaults. */
    timeSlotPickerOpened: {
      reducer: (state, action: PayloadAction<ModalOptions['timeSlot']>) => {
        state.timeSlot = action.payload;
      },
      prepare: (options: Partial<ModalOptions['timeSlot']> = {}) => ({
        payload: {
          zIndex: DEFAULT_MODAL_Z_INDEX,
          orderModification: false,
          cartModification: false,
          orderId: null,
          oldSlotInfo: null,
          productId: null,
          ...options,
        },
      }),
    },
    /** The clipboard took the share link of the dialog still open for that URL. */
    shareLinkCopied: (state, action: PayloadAction<{ url: string }>) => {
      if (state.share?.url === action.payload.url) state.share.linkCopied = true;
    },
    cancelReasonChanged: (state, action: PayloadAction<{ reason: string }>) => {
      if (state.cancelOrder) state.cancelOrder.reason = action.payload.reason;
    },
    /** Only a destination the server offered for this order can be chosen. */
    cancelRefundChosen: (state, action: PayloadAction<{ refundTo: RefundDestination }>) => {
      const cancel = state.cancelOrder;
      if (cancel?.refund?.destinations.includes(action.payload.refundTo)) {
        cancel.refundTo = action.payload.refundTo;
      }
    },
  },
  extraReducers: (builder) => {
    // SPEC 4: a verified login closes the modals; a new number leaves the login modal for /register.
    builder
      .addCase(userSignedIn, () => initialModalsState)
      .addCase(registrationRequired, (state) => {
        state.login = null;
      });
  },
  selectors: {
    selectModals: (state) => state,
    selectIsLoginModalOpen: (state) => state.login !== null,
    selectIsSidebarOpen: (state) => state.sidebar !== null,
    selectWarning: (state) => state.warning,
    selectConfirm: (state) => state.confirm,
    selectTimeSlotPicker: (state) => state.timeSlot,
    selectShare: (state) => state.share,
  },
});

export const {
  modalOpened,
  modalClosed,
  warningShown,
  confirmRequested,
  confirmAccepted,
  timeSlotPickerOpened,
  shareLinkCopied,
  cancelReasonChanged,
  cancelRefundChosen,
} = modalsSlice.actions;

export const {
  selectModals,
  selectIsLoginModalOpen,
  selectIsSidebarOpen,
  selectWarning,
  selectConfirm,
  selectTimeSlotPicker,
  selectShare,
} = modalsSlice.selectors;

/** Shorthand for the overlays without options. */
export const loginModalOpened = () => modalOpened({ name: 'login', options: {} });
