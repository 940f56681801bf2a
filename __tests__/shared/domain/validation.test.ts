import type { AddressForm, MapAddressForm } from '../../../src/shared/domain/validation';
import {
  clampPhoneInput,
  normalizePhone,
  isPlaceSearchReady,
  isProductSearchReady,
  isValidPincode,
  placeSearchHint,
  validateAddressForm,
  validateLocationSelection,
  validateMapAddress,
  validateOtp,
  validatePhone,
} from '../../../src/shared/domain/validation';

describe('validateAddressForm', () => {
  const valid: AddressForm = {
    ownerName: 'Asha Rao',
    mobile1: '9876543210',
    pincode: '400076',
    city: 'mumbai',
    state: 'Maharashtra',
    address1: '12, Sea View',
    addressType: 'home',
  };

  test('a complete form passes', () => {
    expect(validateAddressForm(valid)).toEqual({ ok: true });
  });

  test.each<[keyof AddressForm, string | null | undefined]>([
    ['ownerName', ''],
    ['mobile1', undefined],
    ['pincode', null],
    ['city', '   '],
    ['state', ''],
    ['address1', ''],
    ['addressType', ''],
  ])('missing %s (%p) → fill all the credentials', (field, value) => {
    expect(validateAddressForm({ ...valid, [field]: value })).toEqual({
      ok: false,
      message: 'Please fill all the credentials',
      field,
    });
  });

  test('an empty form reports the first missing field', () => {
    expect(validateAddressForm({})).toEqual({
      ok: false,
      message: 'Please fill all the credentials',
      field: 'ownerName',
    });
  });

  test.each([['987654321'], ['98765432101'], ['98765 43210'], ['+919876543210'], ['98765abcde']])(
    'mobile %p → valid number message',
    (mobile1) => {
      expect(validateAddressForm({ ...valid, mobile1 })).toEqual({
        ok: false,
        message: 'Please provide us a valid number',
        field: 'mobile1',
      });
    },
  );

  test.each([
    ['040007'],
    ['40007'],
    ['4000766'],
    ['4000 76'],
    ['400  076'],
    ['40o076'],
    [' 400 076x'],
  ])('pincode %p → valid pincode message', (pincode) => {
    expect(validateAddressForm({ ...valid, pincode })).toEqual({
      ok: false,
      message: 'Please provide us a valid pincode',
      field: 'pincode',
    });
  });
});

describe('isValidPincode', () => {
  test.each([
    ['400076', true],
    ['400 076', true],
    ['110001', true],
    ['999999', true],
    [' 411038 ', true],
    ['000000', false],
    ['012345', false],
    ['40 0076', false],
    ['4000 76', false],
    ['400-076', false],
    ['', false],
    [null, false],
  ])('%p → %p', (pincode, expected) => {
    expect(isValidPincode(pincode)).toBe(expected);
  });
});

describe('validateMapAddress', () => {
  const valid: MapAddressForm = {
    lat: 19.1,
    lng: 72.9,
    flatNumber: 'A-101',
    buildingName: 'Sea View',
    receiverName: 'Asha',
    receiverPhone: '9876543210',
  };

  test('a complete form passes', () => {
    expect(validateMapAddress(valid)).toEqual({ ok: true });
  });

  test.each<[string, Partial<MapAddressForm>, string, string]>([
    ['no lat', { lat: null }, 'Please set the location', 'location'],
    ['no lng', { lng: undefined }, 'Please set the location', 'location'],
    ['NaN lat', { lat: NaN }, 'Please set the location', 'location'],
    ['no flat number', { flatNumber: '' }, 'Flat no. is required', 'flatNumber'],
    ['blank flat number', { flatNumber: '  ' }, 'Flat no. is required', 'flatNumber'],
    ['no building name', { buildingName: null }, 'Building name is required', 'buildingName'],
    [
      'no receiver name',
      { receiverName: '' },
      "Please fill the receiver's details",
      'receiverName',
    ],
    [
      'short receiver phone',
      { receiverPhone: '987654321' },
      "Invalid Receiver's phone number",
      'receiverPhone',
    ],
    [
      'long receiver phone',
      { receiverPhone: '98765432100' },
      "Invalid Receiver's phone number",
      'receiverPhone',
    ],
    [
      'no receiver phone',
      { receiverPhone: '' },
      "Invalid Receiver's phone number",
      'receiverPhone',
    ],
    [
      'location is checked first',
      { lat: null, flatNumber: '' },
      'Please set the location',
      'location',
    ],
    [
      'flat before building',
      { flatNumber: '', buildingName: '' },
      'Flat no. is required',
      'flatNumber',
    ],
  ])('%s', (_name, overrides, message, field) => {
    expect(validateMapAddress({ ...valid, ...overrides })).toEqual({ ok: false, message, field });
  });
});

describe('clampPhoneInput: entries longer than 10 characters are ignored', () => {
  test.each([
    ['', '9', '9'],
    ['987654321', '9876543210', '9876543210'],
    ['9876543210', '98765432101', '9876543210'],
    ['98765', '+919876543210', '98765'],
    ['9876543210', '987654321', '987654321'],
  ])('from %p typing %p gives %p', (previous, next, expected) => {
    expect(clampPhoneInput(next, previous)).toBe(expected);
  });
});

describe('validatePhone and validateOtp', () => {
  test.each([
    ['9876543210', true],
    [' 9876543210 ', true],
    ['987654321', false],
    ['98765432101', false],
    ['98765-4321', false],
    ['', false],
    [null, false],
  ])('phone %p ok=%p', (phone, ok) => {
    expect(validatePhone(phone)).toEqual(
      ok ? { ok: true } : { ok: false, message: 'Invalid phone number' },
    );
  });

  test.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
    [undefined, false],
  ])('OTP %p ok=%p', (otp, ok) => {
    expect(validateOtp(otp)).toEqual(ok ? { ok: true } : { ok: false, message: 'Invalid OTP' });
  });
});

describe('search minimums', () => {
  test.each([
    ['', null],
    ['   ', null],
    ['a', 'Type 3 more words'],
    ['an', 'Type 2 more words'],
    ['and', 'Type 1 more words'],
    [' and ', 'Type 1 more words'],
    ['andh', null],
    ['andheri', null],
  ])('place search hint for %p is %p', (query, hint) => {
    expect(placeSearchHint(query)).toBe(hint);
  });

  test('the place-search minimum is configurable', () => {
    expect(placeSearchHint('ab', 6)).toBe('Type 4 more words');
    expect(isPlaceSearchReady('abcde', 6)).toBe(false);
    expect(isPlaceSearchReady('abcdef', 6)).toBe(true);
  });

  test.each([
    ['and', false],
    ['andh', true],
    ['  an  ', false],
  ])('place search ready for %p: %p', (query, ready) => {
    expect(isPlaceSearchReady(query)).toBe(ready);
  });

  test.each([
    ['', false],
    ['ba', false],
    [' ba ', false],
    ['bal', true],
    ['balloon', true],
  ])('product search ready for %p: %p', (query, ready) => {
    expect(isProductSearchReady(query)).toBe(ready);
  });
});

describe('validateLocationSelection', () => {
  test.each([
    [{ lat: 19.1, lng: 72.9, isServiceable: true }, { ok: true }],
    [
      { lat: null, lng: 72.9, isServiceable: true },
      { ok: false, message: 'Latitude and Longitude are required' },
    ],
    [
      { lat: 19.1, isServiceable: true },
      { ok: false, message: 'Latitude and Longitude are required' },
    ],
    [
      { lat: 19.1, lng: 72.9, isServiceable: false },
      { ok: false, message: 'This location is not serviceable' },
    ],
    [
      { lat: 19.1, lng: 72.9 },
      { ok: false, message: 'This location is not serviceable' },
    ],
    [{}, { ok: false, message: 'Latitude and Longitude are required' }],
  ])('%p → %p', (selection, expected) => {
    expect(validateLocationSelection(selection)).toEqual(expected);
  });
});

describe('normalizePhone', () => {
  test.each([
    ['+91 98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['987-654-3210', '9876543210'],
    ['9876543210', '9876543210'],
  ])('%j is %j', (typed, digits) => {
    expect(normalizePhone(typed)).toBe(digits);
  });
});
