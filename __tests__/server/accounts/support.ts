import type { App } from '../../../src/server/app';

/** Phone numbers by test: distinct ones keep the per-phone throttles of one test out of another. */
let nextPhone = 9_100_000_000;
export const newPhone = (): string => String(nextPhone++);

/**
 * A client address per phone for injected requests (nothing is sent anywhere), so the per-IP
 * OTP throttles count one simulated customer, as they would in real use.
 */
export const clientIp = (phone: string): string =>
  `10.${Number(phone.slice(4, 6))}.${Number(phone.slice(6, 8))}.${Number(phone.slice(8, 10))}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type OtpType = 'login' | 'register' | 'delete' | 'staff';

/** Asks for an OTP and reads the code from the dev outbox, as a client in development would. */
export async function requestOtp(app: App, phone: string, type: OtpType = 'login') {
  const sent = await app.inject({
    method: 'GET',
    url: `/api/users/generateotp/${phone}?type=${type}`,
    remoteAddress: clientIp(phone),
  });
  if (sent.statusCode !== 200) throw new Error(`generateotp ${sent.statusCode}: ${sent.body}`);
  const { hash, isExist } = sent.json<{ hash: string; isExist: boolean }>();
  const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` });
  const [latest] = outbox.json<{ messages: { otp: string }[] }>().messages;
  if (!latest) throw new Error('no outbox message');
  return { hash, otp: latest.otp, isExist };
}

export function checkOtp(app: App, phone: string, hash: string, otp: string) {
  return app.inject({
    method: 'POST',
    url: '/api/users/checkotp/',
    remoteAddress: clientIp(phone),
    payload: { otp, hashOtp: hash, phoneNumber: phone },
  });
}

export interface SignedUp {
  phone: string;
  token: string;
  userId: string;
}

/** A new customer, registered through OTP like the SPA does it. */
export async function signUp(app: App, name = 'Asha Rao', phone = newPhone()): Promise<SignedUp> {
  const { hash, otp } = await requestOtp(app, phone);
  const checked = await checkOtp(app, phone, hash, otp);
  const { registrationToken } = checked.json<{ data: { registrationToken: string } }>().data;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    remoteAddress: clientIp(phone),
    payload: { name, phoneNumber: phone, registrationToken },
  });
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
  const { user } = registered.json<{ data: { user: { token: string; _id: string } } }>().data;
  return { phone, token: user.token, userId: user._id };
}

/** Signs an existing account in again (a staff code for a staff session); answers the new token. */
export async function logIn(app: App, phone: string, type: OtpType = 'login'): Promise<string> {
  const { hash, otp } = await requestOtp(app, phone, type);
  const checked = await checkOtp(app, phone, hash, otp);
  return checked.json<{ data: { user: { token: string } } }>().data.user.token;
}
