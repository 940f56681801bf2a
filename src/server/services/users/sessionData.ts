import { and, eq } from 'drizzle-orm';
import type {
  SelectedLocation,
  SelectedLocationInput,
  SessionData,
  SignedInData,
} from '../../../shared/contract';
import { addresses } from '../../db/schema';
import type { AccountsContext, Executor } from '../context';
import { listAddresses, type ServiceAreaLookup } from '../addresses/addresses';
import { userEntity, type UserRow } from './users';
import { currentCart } from '../cart/cart';
import { lastOrder } from '../orders/queries';
import { SITE_RELATIVE } from '../catalogue/urls';

/**
 * The SPA's stored location, with serviceAreaInfo recomputed by the server (the client's copy
 * is never trusted) and `_id` kept only when it names one of the caller's own addresses.
 */
export async function selectedLocationFor(
  db: Executor,
  serviceArea: ServiceAreaLookup,
  userId: string | null,
  input: SelectedLocationInput | undefined,
): Promise<SelectedLocation | null> {
  if (!input) return null;
  let id: string | null = null;
  if (input._id && userId) {
    const [owned] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(
        and(
          eq(addresses.id, input._id),
          eq(addresses.userId, userId),
          eq(addresses.deleted, false),
        ),
      );
    id = owned?.id ?? null;
  }
  return {
    _id: id,
    address1: input.address1,
    serviceAreaInfo: await serviceArea(input.locationv2),
    locationv2: input.locationv2,
  };
}

/** Start-up data for a visitor (user null) or a signed-in user, with their open cart and last order. */
export async function sessionData(
  {
    db,
    serviceArea,
    payments,
    now,
  }: Pick<AccountsContext, 'db' | 'serviceArea' | 'payments' | 'now'>,
  user: UserRow | null,
  lastSelectedLocation: SelectedLocationInput | undefined,
  isSupportSession = false,
): Promise<SessionData> {
  const booking = {
    db,
    catalogue: { db, origin: SITE_RELATIVE },
    payments,
    now,
  };
  return {
    user: user ? userEntity(user, isSupportSession) : null,
    selectedLocation: await selectedLocationFor(
      db,
      serviceArea,
      user?.id ?? null,
      lastSelectedLocation,
    ),
    addresses: user ? await listAddresses(db, user.id) : [],
    cart: user ? await currentCart(booking, user.id) : null,
    lastOrder: user ? await lastOrder(booking, user.id) : null,
  };
}

/** What every sign-in answers: the session data with the new bearer token on the user. */
export async function signedInData(
  ctx: Pick<AccountsContext, 'db' | 'serviceArea' | 'settings' | 'payments' | 'now'>,
  user: UserRow,
  token: string,
  lastSelectedLocation: SelectedLocationInput | undefined,
  isSupportSession = false,
): Promise<SignedInData> {
  const data = await sessionData(ctx, user, lastSelectedLocation, isSupportSession);
  return { ...data, user: { ...userEntity(user, isSupportSession), token } };
}
