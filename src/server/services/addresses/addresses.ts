import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  Address,
  AddressInput,
  AddressPatch,
  AddressProjection,
  LatLng,
  ServiceAreaInfo,
} from '../../../shared/contract';
import { MESSAGES, isValidPhone, validateAddressForm } from '../../../shared/domain';
import { addresses } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Executor } from '../context';
import { closeAtGateway, closeSessionsOfAddress, type Gateway } from '../payments/sessions';

type Row = typeof addresses.$inferSelect;

/** Where a point is served from; the catalogue's hub areas answer it. */
export type ServiceAreaLookup = (point: LatLng) => Promise<ServiceAreaInfo>;

/** Addresses a user may keep (the read schemas cap lists at 100). */
export const MAX_ADDRESSES = 100;

export const ADDRESS_NOT_FOUND = 'Address not found';

export function addressEntity(row: Row): Address {
  return {
    _id: row.id,
    addressLabel: row.addressLabel,
    ownerName: row.ownerName,
    address1: row.address1,
    ...(row.flatNumber !== null && { flatNumber: row.flatNumber }),
    ...(row.buildingName !== null && { buildingName: row.buildingName }),
    ...(row.address2 !== null && { address2: row.address2 }),
    city: row.city,
    state: row.state,
    pinCode: row.pinCode,
    mobile: row.mobile,
    ...(row.receiversDetails && { receiversDetails: row.receiversDetails }),
    ...(row.locationv2 && { locationv2: row.locationv2 }),
    ...(row.serviceAreaInfo && { serviceAreaInfo: row.serviceAreaInfo }),
    deleted: row.deleted,
  };
}

/** The fields SPEC 5's address rules read, from a checked input or a raw body alike. */
export interface AddressRuleFields {
  addressLabel?: unknown;
  ownerName?: unknown;
  address1?: unknown;
  city?: unknown;
  state?: unknown;
  pinCode?: unknown;
  mobile?: unknown;
  receiversDetails?: unknown;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * SPEC 5's address rules with their exact messages: the required fields, the mobile numbers,
 * the pincode, then the receiver. Null when the address passes.
 */
export function addressRuleMessage(fields: AddressRuleFields): string | null {
  const mobiles = Array.isArray(fields.mobile) ? (fields.mobile as unknown[]) : [];
  const form = validateAddressForm({
    ownerName: text(fields.ownerName),
    mobile1: text(mobiles[0]),
    pincode: text(fields.pinCode),
    city: text(fields.city),
    state: text(fields.state),
    address1: text(fields.address1),
    addressType: text(fields.addressLabel),
  });
  if (!form.ok) return form.message;
  if (mobiles.slice(1).some((mobile) => !isValidPhone(text(mobile)))) return MESSAGES.invalidMobile;
  const receiver = fields.receiversDetails;
  if (receiver !== undefined) {
    const { name, mobileNumber } = (receiver ?? {}) as { name?: unknown; mobileNumber?: unknown };
    if ((text(name) ?? '').trim() === '') return MESSAGES.fillReceiverDetails;
    if (!isValidPhone(text(mobileNumber))) return MESSAGES.invalidReceiverPhone;
  }
  return null;
}

// Stand-ins for the fields a partial update leaves out, so only the fields it sends are judged.
const UNCHANGED: Required<Omit<AddressRuleFields, 'receiversDetails'>> = {
  addressLabel: 'home',
  ownerName: '-',
  address1: '-',
  city: '-',
  state: '-',
  pinCode: '400001',
  mobile: ['9000000000'],
};

/** The rule message for the fields a partial update sends. */
export function patchRuleMessage(fields: AddressRuleFields): string | null {
  const sent = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  return addressRuleMessage({ ...UNCHANGED, ...sent });
}

function checkAddress(fields: AddressRuleFields) {
  const message = addressRuleMessage(fields);
  if (message) throw new HttpError(400, message);
}

/** The row values of the form fields present in an input; absent optional fields are left alone. */
function formValues(input: AddressPatch) {
  return {
    ...(input.addressLabel !== undefined && { addressLabel: input.addressLabel.trim() }),
    ...(input.ownerName !== undefined && { ownerName: input.ownerName.trim() }),
    ...(input.address1 !== undefined && { address1: input.address1.trim() }),
    ...(input.flatNumber !== undefined && { flatNumber: input.flatNumber.trim() }),
    ...(input.buildingName !== undefined && { buildingName: input.buildingName.trim() }),
    ...(input.address2 !== undefined && { address2: input.address2.trim() }),
    ...(input.city !== undefined && { city: input.city.trim() }),
    ...(input.state !== undefined && { state: input.state.trim() }),
    ...(input.pinCode !== undefined && { pinCode: input.pinCode }),
    ...(input.mobile !== undefined && { mobile: input.mobile }),
    ...(input.receiversDetails !== undefined && { receiversDetails: input.receiversDetails }),
    ...(input.locationv2 !== undefined && { locationv2: input.locationv2 }),
  };
}

async function ownedRow(db: Executor, userId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.deleted, false)));
  // Another user's address is indistinguishable from a missing one (SECURITY.md, BOLA).
  if (!row) throw new HttpError(404, ADDRESS_NOT_FOUND);
  return row;
}

export async function saveAddress(
  db: Executor,
  serviceArea: ServiceAreaLookup,
  userId: string,
  input: AddressInput,
): Promise<Address> {
  checkAddress(input);
  const live = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.deleted, false)))
    .limit(MAX_ADDRESSES);
  if (live.length >= MAX_ADDRESSES) {
    throw new HttpError(400, `At most ${MAX_ADDRESSES} addresses can be saved`);
  }
  const serviceAreaInfo = await serviceArea(input.locationv2);
  const [row] = await db
    .insert(addresses)
    .values({ ...formValues(input), ...requiredValues(input), userId, serviceAreaInfo })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return addressEntity(row);
}

const requiredValues = (input: AddressInput) => ({
  addressLabel: input.addressLabel.trim(),
  ownerName: input.ownerName.trim(),
  address1: input.address1.trim(),
  city: input.city.trim(),
  state: input.state.trim(),
  pinCode: input.pinCode,
  mobile: input.mobile,
});

export async function listAddresses(
  db: Executor,
  userId: string,
  ids?: readonly string[],
): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.deleted, false),
        ids ? inArray(addresses.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(addresses.createdAt), asc(addresses.id))
    .limit(MAX_ADDRESSES);
  return rows.map(addressEntity);
}

/** A projection keeps `_id` and the named fields, as `projectionString` asks. */
export function projectAddress(address: Address, fields: readonly string[]): AddressProjection {
  const projected: Record<string, unknown> = { _id: address._id };
  for (const field of fields) {
    if (field in address) projected[field] = address[field as keyof Address];
  }
  return projected as AddressProjection;
}

export async function getAddress(db: Executor, userId: string, id: string): Promise<Address> {
  return addressEntity(await ownedRow(db, userId, id));
}

/** Updates some form fields; a new map location recomputes serviceAreaInfo. */
export async function updateAddress(
  db: Executor,
  serviceArea: ServiceAreaLookup,
  userId: string,
  id: string,
  patch: AddressPatch,
  gateway: Gateway,
): Promise<Address> {
  const current = addressEntity(await ownedRow(db, userId, id));
  const merged = { ...current, ...patch };
  checkAddress(merged);
  const serviceAreaInfo = patch.locationv2 ? await serviceArea(patch.locationv2) : undefined;
  const [row] = await db
    .update(addresses)
    .set({
      ...formValues(patch),
      ...(serviceAreaInfo && { serviceAreaInfo }),
      updatedAt: new Date(),
    })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.deleted, false)))
    .returning();
  if (!row) throw new HttpError(404, ADDRESS_NOT_FOUND);
  // A checkout started for this address charged for where it was: it cannot pay for the new one.
  await closeAtGateway(gateway, await closeSessionsOfAddress(db, userId, id));
  return addressEntity(row);
}

/** Marks an address deleted; orders keep their own snapshot of it. */
export async function deleteAddress(
  db: Executor,
  userId: string,
  id: string,
  gateway: Gateway,
): Promise<void> {
  const removed = await db
    .update(addresses)
    .set({ deleted: true, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.deleted, false)))
    .returning({ id: addresses.id });
  if (removed.length === 0) throw new HttpError(404, ADDRESS_NOT_FOUND);
  await closeAtGateway(gateway, await closeSessionsOfAddress(db, userId, id));
}
