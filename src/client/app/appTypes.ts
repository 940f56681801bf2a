// Types listeners and thunks share. Defined from the root reducer, not the store, so feature
// files can use them without importing the store that imports them.
import type {
  ThunkAction,
  ThunkDispatch,
  TypedStartListening,
  UnknownAction,
} from '@reduxjs/toolkit';
import type { RootState } from './rootReducer';
import type { AppServices } from './services';

export type { RootState } from './rootReducer';
export type AppThunkDispatch = ThunkDispatch<RootState, AppServices, UnknownAction>;
export type AppStartListening = TypedStartListening<RootState, AppThunkDispatch, AppServices>;
export type AppThunk<Result = void> = ThunkAction<Result, RootState, AppServices, UnknownAction>;

/** What a listener or thunk effect needs to run a shared helper. */
export interface Effects {
  dispatch: AppThunkDispatch;
  getState: () => RootState;
  extra: AppServices;
}
