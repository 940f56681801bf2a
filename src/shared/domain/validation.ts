import { MESSAGES, typeMoreWordsMessage } from './messages';

export type ValidationResult<F extends string = string> =
  { ok: true } | { ok: false; message: string; field?: F };

const OK = { ok: true } as const;
const fail = <F extends string>(message: string, field?: F): ValidationResult<F> =>
  field === undefined ? { ok: false, message } : { ok: false, message, field };

export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const PLACE_SEARCH_MIN_CHARS = 4;
export const PRODUCT_SEARCH_MIN_CHARS = 3;

const PHONE = /^\d{10}$/;
const OTP = /^\d{6}$/;
// Six digits, first not 0, optionally split 3 + 3 by one space ('400 076').
const PINCODE = /^[1-9]\d{2} ?\d{3}$/;

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** Exactly 10 digits once surrounding whitespace is trimmed. */
export const isValidPhone = (value: string | null | undefined): boolean =>
  PHONE.test((value ?? '').trim());

export const isValidOtp = (value: string | null | undefined): boolean =>
  OTP.test((value ?? '').trim());

export const isValidPincode = (value: string | null | undefined): boolean =>
  PINCODE.test((value ?? '').trim());

export interface AddressForm {
  ownerName?: string | null;
  mobile1?: string | null;
  pincode?: string | null;
  city?: string | null;
  state?: string | null;
  address1?: string | null;
  addressType?: string | null;
}

export type AddressFormField = keyof AddressForm;

const REQUIRED_ADDRESS_FIELDS: readonly AddressFormField[] = [
  'ownerName',
  'mobile1',
  'pincode',
  'city',
  'state',
  'address1',
  'addressType',
];

/** Address form: required fields first (field = first missing one), then mobile, then pincode. */
export function validateAddressForm(form: AddressForm): ValidationResult<AddressFormField> {
  const missing = REQUIRED_ADDRESS_FIELDS.find((field) => blank(form[field]));
  if (missing) return fail(MESSAGES.fillAllCredentials, missing);
  if (!isValidPhone(form.mobile1)) return fail(MESSAGES.invalidMobile, 'mobile1');
  if (!isValidPincode(form.pincode)) return fail(MESSAGES.invalidPincode, 'pincode');
  return OK;
}

export interface MapAddressForm {
  lat?: number | null;
  lng?: number | null;
  flatNumber?: string | null;
  buildingName?: string | null;
  receiverName?: string | null;
  receiverPhone?: string | null;
}

export type MapAddressField =
  'location' | 'flatNumber' | 'buildingName' | 'receiverName' | 'receiverPhone';

const hasCoordinates = (lat: number | null | undefined, lng: number | null | undefined): boolean =>
  typeof lat === 'number' &&
  Number.isFinite(lat) &&
  typeof lng === 'number' &&
  Number.isFinite(lng);

/** Map-flow address save, checked in the order the form shows its errors. */
export function validateMapAddress(form: MapAddressForm): ValidationResult<MapAddressField> {
  if (!hasCoordinates(form.lat, form.lng)) return fail(MESSAGES.setLocation, 'location');
  if (blank(form.flatNumber)) return fail(MESSAGES.flatNumberRequired, 'flatNumber');
  if (blank(form.buildingName)) return fail(MESSAGES.buildingNameRequired, 'buildingName');
  if (blank(form.receiverName)) return fail(MESSAGES.fillReceiverDetails, 'receiverName');
  if (!isValidPhone(form.receiverPhone))
    return fail(MESSAGES.invalidReceiverPhone, 'receiverPhone');
  return OK;
}

/** Phone input change: an entry longer than 10 characters is ignored (the previous value stays). */
export function clampPhoneInput(next: string, previous: string): string {
  return next.length > PHONE_LENGTH ? previous : next;
}

export function validatePhone(value: string | null | undefined): ValidationResult {
  return isValidPhone(value) ? OK : fail(MESSAGES.invalidPhoneNumber);
}

export function validateOtp(value: string | null | undefined): ValidationResult {
  return isValidOtp(value) ? OK : fail(MESSAGES.invalidOtp);
}

/** Queries are measured trimmed, so spaces alone never start a search. */
export const isPlaceSearchReady = (query: string, minimum = PLACE_SEARCH_MIN_CHARS): boolean =>
  query.trim().length >= minimum;

export const isProductSearchReady = (query: string): boolean =>
  query.trim().length >= PRODUCT_SEARCH_MIN_CHARS;

/** 'Type N more words' while a non-empty query is below the minimum; null otherwise. */
export function placeSearchHint(query: string, minimum = PLACE_SEARCH_MIN_CHARS): string | null {
  const length = query.trim().length;
  return length > 0 && length < minimum ? typeMoreWordsMessage(minimum - length) : null;
}

export interface LocationSelection {
  lat?: number | null;
  lng?: number | null;
  isServiceable?: boolean | null;
}

export function validateLocationSelection(selection: LocationSelection): ValidationResult {
  if (!hasCoordinates(selection.lat, selection.lng)) return fail(MESSAGES.latLngRequired);
  if (selection.isServiceable !== true) return fail(MESSAGES.locationNotServiceable);
  return OK;
}

/**
 * A phone number as staff type it in a search: `+91` or `0` before it, spaces and dashes within
 * (`+91 98765-43210`, `098765 43210`), as the 10 digits accounts keep.
 */
export function normalizePhone(typed: string): string {
  const digits = typed.replace(/[\s-]/g, '');
  if (digits.length === 13 && digits.startsWith('+91')) return digits.slice(3);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}
