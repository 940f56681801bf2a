import { and, eq, isNull } from 'drizzle-orm';
import type { ProfileUpdate, User } from '../../../shared/contract';
import { formatDate, MESSAGES } from '../../../shared/domain';
import { addresses, recentlyViewed, smsOutbox, users, wishlistItems } from '../../db/schema';
import { HttpError } from '../../errors';
import type { AccountsContext, Executor } from '../context';
import { consumeOtp } from '../auth/otp';
import { revokeUserSessions, type Caller } from '../auth/sessions';
import { cancelUpcomingOrders } from '../orders/changes';

export type UserRow = typeof users.$inferSelect;

export const NO_ACCOUNT = 'No account exists for this number';
export const ALREADY_REGISTERED = 'This number is already registered. Please login';
export const INVALID_REGISTRATION = 'Registration expired. Please verify your number again';
export const BIRTH_DATE_IN_FUTURE = 'Date of birth cannot be in the future';

const yearMonthDay = (dmy: string) => dmy.split('-').reverse().join('-');

/** A date of birth after today in India is a 400; the schema has already made it a real date. */
export function checkDateOfBirth(dateOfBirth: string | undefined, now: Date): void {
  if (dateOfBirth !== undefined && yearMonthDay(dateOfBirth) > yearMonthDay(formatDate(now))) {
    throw new HttpError(400, BIRTH_DATE_IN_FUTURE);
  }
}

export function userEntity(row: UserRow, isSupportSession = false): User {
  return {
    _id: row.id,
    name: row.name,
    ...(row.email !== null && { email: row.email }),
    ...(row.dateOfBirth !== null && { dateOfBirth: row.dateOfBirth }),
    ...(row.gender !== null && { gender: row.gender }),
    phoneNumber: row.phone ?? '',
    role: row.role,
    ...(isSupportSession && { isSupportSession: true }),
  };
}

/** The live account of a number, if any. */
export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
  return row ?? null;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

export interface Registration {
  name: string;
  email?: string | undefined;
  gender?: 'male' | 'female' | 'other' | undefined;
  dateOfBirth?: string | undefined;
  phoneNumber: string;
}

/** Creates the account; the caller has already spent the registration token in `db`'s transaction. */
export async function createUser(db: Executor, input: Registration): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      phone: input.phoneNumber,
      name: input.name.trim(),
      email: input.email ?? null,
      gender: input.gender ?? null,
      dateOfBirth: input.dateOfBirth ?? null,
    })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  if (!row) throw new HttpError(409, ALREADY_REGISTERED);
  return row;
}

/** An account as its caller sees it: the session, not the account, says whether they act as staff. */
export const callerEntity = (row: UserRow, caller: Caller): User =>
  userEntity({ ...row, role: caller.role }, caller.kind === 'support');

/** Anyone may learn whether a number has an account; only its owner sees the account. */
export async function accountOfNumber(db: Executor, phone: string, caller: Caller | null) {
  const user = await findUserByPhone(db, phone);
  const own = user !== null && caller !== null && caller.userId === user.id;
  return { isExist: user !== null, user: own ? callerEntity(user, caller) : null };
}

/** Profile fields only; the schema has already refused anything else. */
export async function updateProfile(
  db: Executor,
  userId: string,
  patch: ProfileUpdate,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      ...(patch.name !== undefined && { name: patch.name.trim() }),
      ...(patch.email !== undefined && { email: patch.email }),
      ...(patch.dateOfBirth !== undefined && { dateOfBirth: patch.dateOfBirth }),
      ...(patch.gender !== undefined && { gender: patch.gender }),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  if (!row) throw new HttpError(401, MESSAGES.profileUpdateFailed);
  return row;
}

/**
 * Deletes an account proven by a delete-purpose OTP: personal data is erased, sessions are
 * revoked, addresses, wishlist and history go; the user row stays as an anonymous id so
 * order and wallet records keep their owner.
 */
export async function deleteAccount(
  ctx: AccountsContext,
  input: { phoneNumber: string; otp: string; otpHash: string },
): Promise<void> {
  await consumeOtp(ctx, {
    phone: input.phoneNumber,
    hash: input.otpHash,
    code: input.otp,
    purposes: ['delete'],
  });
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByPhone(tx, input.phoneNumber);
    if (!user) throw new HttpError(404, NO_ACCOUNT);
    const now = ctx.now();
    await tx
      .update(users)
      .set({
        phone: null,
        name: 'Deleted user',
        email: null,
        dateOfBirth: null,
        gender: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await revokeUserSessions(ctx, tx, user.id);
    // Bookings not yet delivered are cancelled (slots freed, payments refunded) with the account.
    await cancelUpcomingOrders(tx, user.id, now);
    await tx
      .update(addresses)
      .set({
        deleted: true,
        ownerName: 'Deleted user',
        address1: '-',
        flatNumber: null,
        buildingName: null,
        address2: null,
        pinCode: '',
        mobile: [],
        receiversDetails: null,
        locationv2: null,
        updatedAt: now,
      })
      .where(eq(addresses.userId, user.id));
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, user.id));
    await tx.delete(recentlyViewed).where(eq(recentlyViewed.userId, user.id));
    await tx.delete(smsOutbox).where(eq(smsOutbox.toPhone, input.phoneNumber));
  });
}
