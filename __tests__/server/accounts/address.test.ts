import { MESSAGES } from '../../../src/shared/domain';
import { addresses, localities } from '../../../src/server/db/schema';
import { seedCatalogue } from '../../../src/server/db/seed';
import { ADDRESS_NOT_FOUND } from '../../../src/server/services/addresses/addresses';
import { fullEngine } from '../support/databases';
import { startTestApp, type TestContext } from '../support/testApp';
import { bearer, signUp, type SignedUp } from './support';

jest.setTimeout(60_000);

/** A point far from every hub. */
const NOWHERE = { lat: 27.5, lng: 60.5, addressLine1: 'Desert', city: 'Nowhere', state: 'None' };

describe.each(fullEngine)('addresses on %s', (kind) => {
  let ctx: TestContext;
  let owner: SignedUp;
  let stranger: SignedUp;
  let served: { lat: number; lng: number; hubId: string };

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    await seedCatalogue(ctx.database.db, { productLimit: 3 });
    const [locality] = await ctx.database.db.select().from(localities).limit(1);
    if (!locality) throw new Error('the seed has no localities');
    served = { lat: locality.lat, lng: locality.lng, hubId: locality.hubId };
    owner = await signUp(ctx.app, 'Owner');
    stranger = await signUp(ctx.app, 'Stranger');
  });
  afterAll(() => ctx.close());

  const form = (overrides: Record<string, unknown> = {}) => ({
    addressLabel: 'home',
    ownerName: 'Asha Rao',
    address1: '12, Lake View',
    flatNumber: '12',
    buildingName: 'Lake View',
    address2: 'Powai',
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400076',
    mobile: ['9876543210'],
    receiversDetails: { name: 'Asha Rao', mobileNumber: '9876543210', type: 'mySelf' },
    locationv2: {
      lat: served.lat,
      lng: served.lng,
      addressLine1: 'Lake View',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400076',
    },
    ...overrides,
  });

  const save = (user: SignedUp, addressData: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/address/save-address',
      headers: bearer(user.token),
      payload: { addressData },
    });

  const saved = async (user: SignedUp, overrides: Record<string, unknown> = {}) => {
    const res = await save(user, form(overrides));
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json<{ address: { _id: string } }>().address;
  };

  describe('POST /api/users/address/save-address', () => {
    test('saves the address with serviceAreaInfo computed by the server', async () => {
      const res = await save(owner, form());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        isSuccess: true,
        address: {
          ...form(),
          _id: expect.any(String),
          serviceAreaInfo: { hubId: served.hubId, isServiceable: true, isInAnyHub: true },
          deleted: false,
        },
      });
    });

    test('a place outside every hub is saved as not serviceable', async () => {
      const res = await save(
        owner,
        form({ locationv2: NOWHERE, addressLabel: 'friends and family' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().address).toMatchObject({
        addressLabel: 'friends and family',
        serviceAreaInfo: { hubId: null, isServiceable: false, isInAnyHub: false },
      });
    });

    test.each([
      ['a blank owner name', { ownerName: '  ' }, MESSAGES.fillAllCredentials],
      ['an empty city', { city: '' }, MESSAGES.fillAllCredentials],
      ['a short mobile', { mobile: ['98765'] }, MESSAGES.invalidMobile],
      ['a bad second mobile', { mobile: ['9876543210', '12'] }, MESSAGES.invalidMobile],
      ['a pincode starting with 0', { pinCode: '012345' }, MESSAGES.invalidPincode],
      ['a five-digit pincode', { pinCode: '40007' }, MESSAGES.invalidPincode],
      ['a blank state', { state: ' ' }, MESSAGES.fillAllCredentials],
      ['no pincode', { pinCode: '' }, MESSAGES.fillAllCredentials],
      [
        'a receiver without a name',
        { receiversDetails: { name: ' ', mobileNumber: '9876543210', type: 'someoneElse' } },
        MESSAGES.fillReceiverDetails,
      ],
      [
        "a receiver's short phone",
        { receiversDetails: { name: 'Ravi', mobileNumber: '12345', type: 'someoneElse' } },
        MESSAGES.invalidReceiverPhone,
      ],
    ])('refuses %s with the spec message and writes nothing', async (_name, overrides, message) => {
      const before = await ctx.database.db.select({ id: addresses.id }).from(addresses);
      const res = await save(owner, form(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ isSuccess: false, isError: true, message });
      expect(await ctx.database.db.select({ id: addresses.id }).from(addresses)).toEqual(before);
    });

    test('a pincode split 3 + 3 by a space is saved as typed', async () => {
      const res = await save(owner, form({ pinCode: '400 076' }));
      expect(res.statusCode).toBe(200);
      expect(res.json().address).toMatchObject({ pinCode: '400 076', state: 'Maharashtra' });
    });

    test.each([
      [
        'serviceAreaInfo',
        { serviceAreaInfo: { hubId: 'X', isServiceable: true, isInAnyHub: true } },
      ],
      ['deleted', { deleted: true }],
      ['an owner', { user: 'someone-else' }],
      ['no map location', { locationv2: undefined }],
    ])('refuses %s with a 400', async (_name, overrides) => {
      const res = await save(owner, form(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, isError: true });
    });

    test('without a token is a 401', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/address/save-address',
        payload: { addressData: form() },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /api/users/address/get-address-bq', () => {
    test("lists only the caller's live addresses, projected when asked", async () => {
      const user = await signUp(ctx.app);
      const first = await saved(user, { addressLabel: 'work' });
      const second = await saved(user, { addressLabel: 'venue' });
      await saved(stranger);
      const all = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/address/get-address-bq',
        headers: bearer(user.token),
        payload: { queryObj: { deleted: false } },
      });
      expect(all.statusCode).toBe(200);
      expect(all.json().addresses.map((a: { _id: string }) => a._id)).toEqual([
        first._id,
        second._id,
      ]);
      const projected = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/address/get-address-bq',
        headers: bearer(user.token),
        payload: {
          projectionString: 'addressLabel city',
          queryObj: { _id: { $in: [second._id] } },
        },
      });
      expect(projected.json().addresses).toEqual([
        { _id: second._id, addressLabel: 'venue', city: 'Mumbai' },
      ]);
    });

    test.each([
      ['an unknown field', { queryObj: { user: 'x' } }],
      ['a $ne operator', { queryObj: { _id: { $ne: 'x' } } }],
      ['a $where operator', { queryObj: { $where: 'true' } }],
      ['deleted true', { queryObj: { deleted: true } }],
      ['an unknown projection', { projectionString: 'password', queryObj: {} }],
    ])('refuses %s with a 400', async (_name, payload) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/address/get-address-bq',
        headers: bearer(owner.token),
        payload,
      });
      expect(res.statusCode).toBe(400);
    });

    test('without a token is a 401', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/address/get-address-bq',
        payload: { queryObj: {} },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /api/users/address/update-address-bq', () => {
    test('updates some fields and recomputes the service area with a new location', async () => {
      const address = await saved(owner, { locationv2: NOWHERE });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/address/update-address-bq',
        headers: bearer(owner.token),
        payload: {
          queryObj: { _id: address._id },
          updateObj: { ownerName: 'Ravi', locationv2: form().locationv2 },
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().address).toMatchObject({
        _id: address._id,
        ownerName: 'Ravi',
        city: 'Mumbai',
        serviceAreaInfo: { isServiceable: true, hubId: served.hubId },
      });
    });

    test('a bad pincode gets the spec message', async () => {
      const address = await saved(owner);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/address/update-address-bq',
        headers: bearer(owner.token),
        payload: { queryObj: { _id: address._id }, updateObj: { pinCode: '12' } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.invalidPincode);
    });

    test.each([
      [
        'serviceAreaInfo',
        { serviceAreaInfo: { hubId: 'X', isServiceable: true, isInAnyHub: true } },
      ],
      ['__proto__', JSON.parse('{"__proto__": {"deleted": true}}')],
      ['an empty update', {}],
    ])('refuses %s with a 400 and changes nothing', async (_name, updateObj) => {
      const address = await saved(owner, { locationv2: NOWHERE });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/address/update-address-bq',
        headers: bearer(owner.token),
        payload: { queryObj: { _id: address._id }, updateObj },
      });
      expect(res.statusCode).toBe(400);
      const after = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/address/getAddressById/${address._id}`,
        headers: bearer(owner.token),
      });
      expect(after.json().address.serviceAreaInfo.isServiceable).toBe(false);
    });

    test("another user's address is a 404", async () => {
      const address = await saved(owner);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/address/update-address-bq',
        headers: bearer(stranger.token),
        payload: { queryObj: { _id: address._id }, updateObj: { ownerName: 'Thief' } },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ADDRESS_NOT_FOUND);
    });
  });

  describe('PATCH /api/users/address/edit-address', () => {
    test('replaces the form fields of an own address', async () => {
      const address = await saved(owner);
      const { locationv2: _location, ...fields } = form({ addressLabel: 'My aunt', city: 'Thane' });
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/users/address/edit-address',
        headers: bearer(owner.token),
        payload: { addressId: address._id, ...fields },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().address).toMatchObject({ addressLabel: 'My aunt', city: 'Thane' });
    });

    test('a missing required field gets the spec message', async () => {
      const address = await saved(owner);
      const { locationv2: _location, ...fields } = form({ state: ' ' });
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/users/address/edit-address',
        headers: bearer(owner.token),
        payload: { addressId: address._id, ...fields },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.fillAllCredentials);
    });

    test("another user's address is a 404, an unknown one too", async () => {
      const address = await saved(owner);
      const { locationv2: _location, ...fields } = form();
      for (const [user, addressId] of [
        [stranger, address._id],
        [owner, 'no-such-address'],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'PATCH',
          url: '/api/users/address/edit-address',
          headers: bearer(user.token),
          payload: { addressId, ...fields },
        });
        expect(res.statusCode).toBe(404);
      }
    });
  });

  describe('DELETE /api/users/address/delete-address/:id', () => {
    test('marks the address deleted; it leaves the list and cannot be read', async () => {
      const address = await saved(owner);
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/users/address/delete-address/${address._id}`,
        headers: bearer(owner.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isSuccess: true });
      const read = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/address/getAddressById/${address._id}`,
        headers: bearer(owner.token),
      });
      expect(read.statusCode).toBe(404);
      const again = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/users/address/delete-address/${address._id}`,
        headers: bearer(owner.token),
      });
      expect(again.statusCode).toBe(404);
    });

    test("another user's address is a 404 and stays", async () => {
      const address = await saved(owner);
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/users/address/delete-address/${address._id}`,
        headers: bearer(stranger.token),
      });
      expect(res.statusCode).toBe(404);
      const read = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/address/getAddressById/${address._id}`,
        headers: bearer(owner.token),
      });
      expect(read.statusCode).toBe(200);
    });

    test('a malformed id is a 400', async () => {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/users/address/delete-address/${encodeURIComponent('a b')}`,
        headers: bearer(owner.token),
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('GET /api/users/address/getAddressById/:id', () => {
    test('answers an own address', async () => {
      const address = await saved(owner);
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/address/getAddressById/${address._id}`,
        headers: bearer(owner.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().address._id).toBe(address._id);
    });

    test("another user's address is a 404", async () => {
      const address = await saved(owner);
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/address/getAddressById/${address._id}`,
        headers: bearer(stranger.token),
      });
      expect(res.statusCode).toBe(404);
    });

    test('without a token is a 401', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/address/getAddressById/abc',
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
