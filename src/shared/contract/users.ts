import { Type, type Static } from '@sinclair/typebox';
import { NOT_STAFF_MESSAGE } from './constants';
import { defineCall } from './core';
import { SignedInData, User, WalletBalances, WalletLedgerEntry } from './entities';
import { Ok, Success } from './envelope';
import { SelectedLocationInput } from './inputs';
import {
  DateDMY,
  Email,
  Gender,
  Id,
  Literals,
  Name,
  Otp,
  Phone,
  Strict,
  Text,
  Token,
} from './primitives';

const { Optional } = Type;

/** 'staff' is the support console's login: sent only to staff accounts, it opens only a staff session. */
export const OtpPurpose = Literals(['login', 'register', 'delete', 'staff']);

export { NOT_STAFF_MESSAGE };

/** Profile fields only: role, phone, token and balances are never writable. */
export const ProfileUpdate = Strict(
  {
    name: Optional(Name),
    email: Optional(Email),
    dateOfBirth: Optional(DateDMY),
    gender: Optional(Gender),
  },
  { minProperties: 1 },
);

/** A verified OTP for a number with no account: register with this single-use token. */
export const Unregistered = Success({
  isRegistered: Type.Literal(false),
  data: Type.Object({ registrationToken: Token }),
});
export const Registered = Success({ isRegistered: Type.Literal(true), data: SignedInData });

export const users = {
  generateOtp: defineCall({
    method: 'GET',
    path: '/api/users/generateotp/:inputNumber',
    auth: 'none',
    summary:
      'Send a 6-digit OTP by SMS for login, registration, account deletion or staff login (staff accounts only, else 403).',
    params: Strict({ inputNumber: Phone }),
    querystring: Strict({ type: OtpPurpose }),
    response: Success({
      /** Whether the number has an account. */
      isExist: Type.Boolean(),
      /** Opaque OTP request id, sent back as hashOtp / otpHash. */
      hash: Token,
      message: Text(200),
    }),
    errors: [400, 403, 404, 429],
  }),
  checkOtp: defineCall({
    method: 'POST',
    path: '/api/users/checkotp/',
    auth: 'none',
    summary:
      'Verify a login OTP: signs a registered user in, or hands a new number a registration token; a staff OTP signs in staff only.',
    body: Strict({
      otp: Otp,
      hashOtp: Token,
      phoneNumber: Phone,
      lastSelectedLocation: Optional(SelectedLocationInput),
    }),
    response: Type.Union([Registered, Unregistered]),
    errors: [400, 401, 403, 429],
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/users/register',
    auth: 'none',
    summary: 'Create the account of a number verified by OTP and sign it in.',
    body: Strict({
      name: Name,
      email: Optional(Email),
      gender: Optional(Gender),
      dateOfBirth: Optional(DateDMY),
      phoneNumber: Phone,
      registrationToken: Token,
      lastSelectedLocation: Optional(SelectedLocationInput),
    }),
    response: Success({ data: SignedInData }),
    errors: [400, 401, 409, 429],
  }),
  update: defineCall({
    method: 'POST',
    path: '/api/users/update',
    auth: 'bearer',
    summary: "Update the caller's profile (name, email, dateOfBirth, gender).",
    body: Strict({ updateObject: ProfileUpdate }),
    response: Success({ data: Type.Object({ user: User }) }),
    errors: [400, 401],
  }),
  getUser: defineCall({
    method: 'GET',
    path: '/api/users/getUser/:number',
    auth: 'optional',
    summary: 'Whether a number has an account; the user itself only to its own bearer.',
    params: Strict({ number: Phone }),
    response: Success({ isExist: Type.Boolean(), user: Type.Union([User, Type.Null()]) }),
    errors: [400, 401],
  }),
  grantAccessForAdmin: defineCall({
    method: 'GET',
    path: '/api/users/grant_access_for_admin/:accessToken',
    auth: 'none',
    summary:
      'Exchange a single-use staff-issued access token for a support session of that customer.',
    params: Strict({ accessToken: Token }),
    response: Success({ data: SignedInData }),
    errors: [400, 401, 429],
  }),
  deleteUserPermanently: defineCall({
    method: 'POST',
    path: '/api/users/deleteUserPermanently',
    auth: 'none',
    summary: 'Delete the account of a number proven by a delete-purpose OTP; revokes its sessions.',
    body: Strict({ phoneNumber: Phone, otp: Otp, otpHash: Token }),
    response: Success({ message: Text(200) }),
    errors: [400, 401, 404, 429],
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/users/logout',
    auth: 'bearer',
    summary: "Revoke the caller's session token.",
    response: Ok,
    errors: [401],
  }),
  getWishlist: defineCall({
    method: 'GET',
    path: '/api/users/wishlist',
    auth: 'bearer',
    summary: "The caller's wishlisted product ids, newest first.",
    response: Success({ wishlist: Type.Array(Id, { maxItems: 500 }) }),
    errors: [401],
  }),
  updateWishlist: defineCall({
    method: 'POST',
    path: '/api/users/wishlist',
    auth: 'bearer',
    summary: 'Add a product to, or remove it from, the wishlist; answers the new list.',
    body: Strict({ productId: Id, mode: Literals(['add', 'remove']) }),
    response: Success({ wishlist: Type.Array(Id, { maxItems: 500 }) }),
    errors: [400, 401, 404],
  }),
  getWallet: defineCall({
    method: 'GET',
    path: '/api/users/wallet',
    auth: 'bearer',
    summary: 'Reward and Credit balances with the latest ledger entries, newest first.',
    response: Success({
      balances: WalletBalances,
      ledger: Type.Array(WalletLedgerEntry, { maxItems: 200 }),
    }),
    errors: [401],
  }),
} as const;

export type ProfileUpdate = Static<typeof ProfileUpdate>;
