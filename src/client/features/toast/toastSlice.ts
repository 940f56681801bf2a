import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC 9: a toast stays 2 s unless clicked. */
export const TOAST_DURATION_MS = 2000;

export type ToastKind = 'info' | 'success' | 'error';

export type ToastState =
  { status: 'hidden' } | { status: 'shown'; id: string; message: string; kind: ToastKind };

export const initialToastState: ToastState = { status: 'hidden' };

export const toastSlice = createSlice({
  name: 'toast',
  initialState: initialToastState as ToastState,
  reducers: {
    /** A new toast replaces the one on screen; its id lets only its own timer dismiss it. */
    toastShown: {
      reducer: (
        _state,
        action: PayloadAction<{ id: string; message: string; kind: ToastKind }>,
      ) => ({
        status: 'shown' as const,
        ...action.payload,
      }),
      prepare: (message: string, kind: ToastKind = 'info') => ({
        payload: { id: nanoid(), message, kind },
      }),
    },
    toastClicked: (state) => (state.status === 'shown' ? initialToastState : state),
    toastExpired: (state, action: PayloadAction<{ id: string }>) =>
      state.status === 'shown' && state.id === action.payload.id ? initialToastState : state,
  },
  selectors: {
    selectToast: (state) => state,
    selectToastMessage: (state) => (state.status === 'shown' ? state.message : null),
  },
});

export const { toastShown, toastClicked, toastExpired } = toastSlice.actions;
export const { selectToast, selectToastMessage } = toastSlice.selectors;
