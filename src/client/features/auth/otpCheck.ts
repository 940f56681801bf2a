import type { SelectedLocationInput } from '../../../shared/contract';
import { usersApi } from '../../api/usersApi';
import type { AppThunkDispatch } from '../../app/appTypes';

/**
 * Checks a typed code against the hash the server sent with it (the customer's login and the
 * staff console's); resolves with the server's answer, rejects with its error.
 */
export const checkOtp = (
  dispatch: AppThunkDispatch,
  login: {
    otp: string;
    otpHash: string;
    phoneNumber: string;
    lastSelectedLocation?: SelectedLocationInput | undefined;
  },
) =>
  dispatch(
    usersApi.endpoints.usersCheckOtp.initiate({
      body: {
        otp: login.otp.trim(),
        hashOtp: login.otpHash,
        phoneNumber: login.phoneNumber,
        ...('lastSelectedLocation' in login
          ? { lastSelectedLocation: login.lastSelectedLocation }
          : {}),
      },
    }),
  ).unwrap();
