import { rootReducer } from '../../../src/client/app/rootReducer';
import { PLACEHOLDERS, redact } from '../../../src/client/devtools/sanitize';
import { makeFrameStore } from '../../../src/client/support-frame/frameStore';
import { STAND_INS, withStandIns } from '../../../src/client/support-frame/standIns';

/** A saved address as a customer typed it. */
const address = {
  _id: 'a1',
  addressLabel: 'home',
  ownerName: 'Kavya Iyer',
  address1: '7B, Lotus Residency',
  flatNumber: '7B',
  buildingName: 'Lotus Residency',
  address2: 'Kothrud Depot Road',
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411029',
  mobile: ['9123456780', '9988776655'],
  receiversDetails: { name: 'Arjun Iyer', mobileNumber: '9123456781', type: 'someoneElse' },
};

const customerData = [
  'Kavya',
  'Iyer',
  'Lotus',
  'Kothrud Depot',
  '411029',
  '9123456780',
  '9988776655',
  '9123456781',
];

describe('natural stand-ins for redacted data in the support frame', () => {
  test('an address reads like one, in its own city, and no placeholder is left', () => {
    const dressed = withStandIns(redact({ address }));
    expect(dressed.address).toMatchObject({
      ownerName: STAND_INS.customerName,
      address1: '12, Sunrise Apartments',
      flatNumber: '12',
      buildingName: 'Sunrise Apartments',
      address2: 'Kothrud',
      pinCode: '411038',
      city: 'Pune',
      mobile: ['98XXXXXX21', '98XXXXXX21'],
      receiversDetails: { name: STAND_INS.receiverName, mobileNumber: '98XXXXXX21' },
    });
    const text = JSON.stringify(dressed);
    for (const placeholder of Object.values(PLACEHOLDERS)) {
      if (placeholder === PLACEHOLDERS.otp) continue;
      expect(text).not.toContain(placeholder);
    }
    for (const real of customerData) expect(text).not.toContain(real);
  });

  test('placeholders inside a text become the building, then the area, never the same line twice', () => {
    const text = `${PLACEHOLDERS.address}, ${PLACEHOLDERS.address}, Mumbai ${PLACEHOLDERS.pinCode}`;
    expect(withStandIns({ line: text }).line).toBe(
      '12, Sunrise Apartments, Andheri, Mumbai 400053',
    );
    expect(
      withStandIns({
        line: `${PLACEHOLDERS.address}, ${PLACEHOLDERS.address}, ${PLACEHOLDERS.address}`,
      }).line,
    ).toBe('12, Sunrise Apartments, Andheri');
    expect(withStandIns({ message: `Call ${PLACEHOLDERS.phone} now` }).message).toBe(
      'Call 98XXXXXX21 now',
    );
  });

  test("a cached query's arguments stay as recorded, its data is dressed, and other values stay", () => {
    const when = new Date('2025-03-02T10:00:00.000Z');
    const state = {
      api: {
        queries: {
          q: {
            originalArgs: { phoneNumber: PLACEHOLDERS.phone },
            data: { user: { name: PLACEHOLDERS.customerName } },
          },
        },
      },
      when,
      count: 3,
    };
    const dressed = withStandIns(state);
    expect(dressed.api.queries.q.originalArgs).toEqual({ phoneNumber: PLACEHOLDERS.phone });
    expect(dressed.api.queries.q.data.user.name).toBe('Customer');
    expect(dressed.when).toBe(when);
    expect(dressed.count).toBe(3);
  });

  test("the frame's store holds the stand-ins", () => {
    const start = rootReducer(undefined, { type: '@@INIT' });
    const recorded = redact({
      ...start,
      auth: {
        ...start.auth,
        user: {
          _id: 'u1',
          name: 'Kavya Iyer',
          phoneNumber: '9123456780',
          token: 'secret-token',
          role: 'customer',
        },
      },
    });
    const store = makeFrameStore(recorded as typeof start);
    expect(store.getState().auth.user).toMatchObject({
      name: 'Customer',
      phoneNumber: '98XXXXXX21',
    });
  });
});
