import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { BookingContext } from './orders/context';

/**
 * Texts a customer about their order or their money. It goes after the commit; a provider
 * failure is logged and what was done stands.
 */
export async function textCustomer(
  ctx: Pick<BookingContext, 'db' | 'sms' | 'log'>,
  userId: string,
  text: string,
): Promise<void> {
  const [user] = await ctx.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.phone) return;
  try {
    await ctx.sms.send({ to: user.phone, text, otp: null });
  } catch (error: unknown) {
    ctx.log.warn({ err: error, userId }, 'customer SMS not sent');
  }
}
