// Events other features react to (cart, location, modals, session...), kept apart from the slice
// so any slice can listen without importing the auth reducer.
import { createAction } from '@reduxjs/toolkit';
import type { SignedInData } from '../../../shared/contract';

export type SignInRoute = 'otp' | 'register' | 'accessToken';

/** A login answered user, cart, addresses, selectedLocation and lastOrder. */
export const userSignedIn = createAction<{ data: SignedInData; via: SignInRoute }>(
  'auth/userSignedIn',
);
/** An authenticated call answered 401: the stored token is no longer valid. */
export const sessionExpired = createAction('auth/sessionExpired');
/** The user confirmed Logout (or chose Re-login on the crash screen). */
export const logoutRequested = createAction('auth/logoutRequested');
