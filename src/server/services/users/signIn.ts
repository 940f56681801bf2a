// Signing in: sending an OTP, signing in with it (an existing account, or a registration token
// for a new number), and registering a verified number, which signs it in.
import type { CallBody, CallResponse, CallQuery, contract } from '../../../shared/contract';
import { MESSAGES } from '../../../shared/domain';
import { HttpError } from '../../errors';
import type { AccountsContext } from '../context';
import { consumeOtp, issueOtp } from '../auth/otp';
import {
  consumeRegistrationToken,
  createSession,
  issueRegistrationToken,
  sessionRole,
} from '../auth/sessions';
import { requireStaffAccount } from '../auth/staff';
import { signedInData } from './sessionData';
import {
  INVALID_REGISTRATION,
  NO_ACCOUNT,
  checkDateOfBirth,
  createUser,
  findUserByPhone,
} from './users';

type Calls = typeof contract.users;

/** `GET /api/users/generateOtp/:inputNumber`: a code for a number, by SMS, for one purpose. */
export async function sendOtp(
  ctx: AccountsContext,
  phone: string,
  { type }: CallQuery<Calls['generateOtp']>,
): Promise<CallResponse<Calls['generateOtp']>> {
  const user = await findUserByPhone(ctx.db, phone);
  if (type === 'delete' && !user) throw new HttpError(404, NO_ACCOUNT);
  // Checked before anything is stored or sent: a non-staff number gets no SMS.
  if (type === 'staff') requireStaffAccount(user);
  const hash = await issueOtp(ctx, phone, type);
  return { isSuccess: true, isExist: user !== null, hash, message: MESSAGES.otpSent };
}

/** `POST /api/users/checkOtp`: a session for a known number, else a registration token. */
export async function signInWithOtp(
  ctx: AccountsContext,
  body: CallBody<Calls['checkOtp']>,
): Promise<CallResponse<Calls['checkOtp']>> {
  const { otp, hashOtp, phoneNumber, lastSelectedLocation } = body;
  const purpose = await consumeOtp(ctx, {
    phone: phoneNumber,
    hash: hashOtp,
    code: otp,
    purposes: ['login', 'register', 'staff'],
  });
  const found = await findUserByPhone(ctx.db, phoneNumber);
  // A staff code opens a staff session or nothing: no customer session, no registration.
  const user = purpose === 'staff' ? requireStaffAccount(found) : found;
  if (!user) {
    const registrationToken = await issueRegistrationToken(ctx, phoneNumber);
    return { isSuccess: true, isRegistered: false, data: { registrationToken } };
  }
  const kind = purpose === 'staff' ? 'staff' : 'customer';
  const { token } = await createSession(ctx, ctx.db, user.id, kind);
  return {
    isSuccess: true,
    isRegistered: true,
    data: await signedInData(
      ctx,
      { ...user, role: sessionRole(kind, user.role) },
      token,
      lastSelectedLocation,
    ),
  };
}

/** `POST /api/users/register`: the token, the account and its session in one transaction. */
export async function registerUser(
  ctx: AccountsContext,
  body: CallBody<Calls['register']>,
): Promise<CallResponse<Calls['register']>> {
  const { registrationToken, lastSelectedLocation, ...form } = body;
  checkDateOfBirth(form.dateOfBirth, ctx.now());
  const { user, token } = await ctx.db.transaction(async (tx) => {
    if (!(await consumeRegistrationToken(ctx, tx, registrationToken, form.phoneNumber))) {
      throw new HttpError(401, INVALID_REGISTRATION);
    }
    const created = await createUser(tx, form);
    const session = await createSession(ctx, tx, created.id, 'customer');
    return { user: created, token: session.token };
  });
  return { isSuccess: true, data: await signedInData(ctx, user, token, lastSelectedLocation) };
}
