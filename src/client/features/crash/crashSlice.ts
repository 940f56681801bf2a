import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type CrashState = { errorCount: number } & (
  { status: 'running' } | { status: 'crashed'; message: string }
);

export const initialCrashState: CrashState = { status: 'running', errorCount: 0 };

export const crashSlice = createSlice({
  name: 'crash',
  initialState: initialCrashState as CrashState,
  reducers: {
    /** The error boundary caught a render error. _ERROR_COUNT counts every crash of the session. */
    appCrashed: (state, action: PayloadAction<{ message: string }>) => ({
      status: 'crashed' as const,
      message: action.payload.message,
      errorCount: state.errorCount + 1,
    }),
  },
  selectors: {
    selectCrash: (state) => state,
    selectHasCrashed: (state) => state.status === 'crashed',
  },
});

export const { appCrashed } = crashSlice.actions;

/** 'Refresh' on the crash screen; the listener reloads. */
export const crashRefreshRequested = createAction('crash/crashRefreshRequested');
export const { selectCrash, selectHasCrashed } = crashSlice.selectors;
