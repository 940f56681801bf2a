import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  Address,
  ErrorEnvelope,
  Order,
  PaymentInfos,
  PublicOrder,
  ServiceableCities,
  contract,
  contractEntries,
  type CallDef,
} from '../../../src/shared/contract';
import {
  ADDRESS_INPUT,
  CANCEL,
  CART_INPUT,
  EXAMPLES,
  FEEDBACK,
  HUB,
  ORDER_ID,
  PHONE,
  RESCHEDULE,
  TOKEN,
  type RequestExample,
} from './examples';

const parts = [
  ['params', 'params'],
  ['querystring', 'query'],
  ['body', 'body'],
  ['headers', 'headers'],
] as const;

const check = (schema: TSchema | undefined, value: unknown) =>
  schema !== undefined && Value.Check(schema, value);
const body = (def: CallDef, value: unknown) => check(def.body, value);
const query = (def: CallDef, value: unknown) => check(def.querystring, value);
const params = (def: CallDef, value: unknown) => check(def.params, value);
const withKey = <T extends object>(value: T, key: string, extra: unknown) =>
  JSON.parse(
    JSON.stringify(value).replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(extra)},`),
  ) as T;

describe('every call with input has a valid example', () => {
  const withInput = contractEntries.filter(({ def }) => def.params || def.querystring || def.body);

  test.each(withInput.map(({ key, def }) => [key, def] as const))('%s', (key, def) => {
    const example: RequestExample | undefined = EXAMPLES[key];
    expect(example).toBeDefined();
    for (const [part, field] of parts) {
      const schema = def[part];
      if (schema === undefined) {
        expect(example?.[field]).toBeUndefined();
      } else {
        expect([key, part, Value.Errors(schema, example?.[field]).First()?.message]).toEqual([
          key,
          part,
          undefined,
        ]);
      }
    }
  });
});

describe('unknown fields, operators and prototype keys are refused in every request body', () => {
  const closed = contractEntries.filter(
    ({ key, def }) => def.body !== undefined && key !== 'payment.razorpayWebhook',
  );

  test.each(closed.map(({ key, def }) => [key, def] as const))('%s', (key, def) => {
    const example = EXAMPLES[key]?.body as Record<string, unknown>;
    expect(body(def, example)).toBe(true);
    expect(body(def, { ...example, isAdmin: true })).toBe(false);
    expect(body(def, withKey(example, '$where', 'sleep(1000)'))).toBe(false);
    expect(body(def, withKey(example, '__proto__', { isAdmin: true }))).toBe(false);
    expect(body(def, withKey(example, 'constructor', { prototype: {} }))).toBe(false);
  });
});

describe('GET /api/users/generateotp/:inputNumber', () => {
  const def = contract.users.generateOtp;
  test.each(['98765', '98765432101', 'abcdefghij', '98765 4321', '+919876543'])(
    'refuses phone %p',
    (phone) => {
      expect(params(def, { inputNumber: phone })).toBe(false);
    },
  );
  test('takes the three purposes only', () => {
    for (const type of ['login', 'register', 'delete']) expect(query(def, { type })).toBe(true);
    expect(query(def, { type: 'admin' })).toBe(false);
    expect(query(def, {})).toBe(false);
  });
});

describe('POST /api/users/checkotp/', () => {
  const def = contract.users.checkOtp;
  const base = EXAMPLES['users.checkOtp']?.body as Record<string, unknown>;
  test.each(['12345', '1234567', 'abcdef', ''])('refuses OTP %p', (otp) => {
    expect(body(def, { ...base, otp })).toBe(false);
  });
  test('answers either a signed-in session or a registration token', () => {
    const session = {
      user: { _id: 'U1', name: 'Asha', phoneNumber: PHONE, token: TOKEN },
      selectedLocation: null,
      addresses: [],
      cart: null,
      lastOrder: null,
    };
    expect(Value.Check(def.response, { isSuccess: true, isRegistered: true, data: session })).toBe(
      true,
    );
    expect(
      Value.Check(def.response, {
        isSuccess: true,
        isRegistered: false,
        data: { registrationToken: TOKEN },
      }),
    ).toBe(true);
    const { token: _token, ...withoutToken } = session.user;
    expect(
      Value.Check(def.response, {
        isSuccess: true,
        isRegistered: true,
        data: { ...session, user: withoutToken },
      }),
    ).toBe(false);
  });
});

describe('POST /api/users/update', () => {
  const def = contract.users.update;
  test('changes profile fields only', () => {
    expect(body(def, { updateObject: { gender: 'other', dateOfBirth: '31-12-1999' } })).toBe(true);
    expect(body(def, { updateObject: {} })).toBe(false);
    for (const field of ['role', 'phoneNumber', 'token', '_id', 'walletBalance']) {
      expect([field, body(def, { updateObject: { name: 'A', [field]: 'x' } })]).toEqual([
        field,
        false,
      ]);
    }
    expect(body(def, { updateObject: { name: 'x'.repeat(101) } })).toBe(false);
    expect(body(def, { updateObject: { dateOfBirth: '1999-12-31' } })).toBe(false);
  });
});

describe('address calls', () => {
  test('POST /api/users/address/save-address validates the form rules', () => {
    const def = contract.address.saveAddress;
    expect(body(def, { addressData: ADDRESS_INPUT })).toBe(true);
    for (const pinCode of ['012345', '40005', '4000533', '400  053', '40 0053']) {
      expect([pinCode, body(def, { addressData: { ...ADDRESS_INPUT, pinCode } })]).toEqual([
        pinCode,
        false,
      ]);
    }
    expect(body(def, { addressData: { ...ADDRESS_INPUT, mobile: [] } })).toBe(false);
    expect(body(def, { addressData: { ...ADDRESS_INPUT, mobile: [PHONE, PHONE, PHONE] } })).toBe(
      false,
    );
    const badReceiver = { ...ADDRESS_INPUT.receiversDetails, mobileNumber: '12345' };
    expect(body(def, { addressData: { ...ADDRESS_INPUT, receiversDetails: badReceiver } })).toBe(
      false,
    );
    const { locationv2: _location, ...withoutLocation } = ADDRESS_INPUT;
    expect(body(def, { addressData: withoutLocation })).toBe(false);
  });

  test('POST /api/users/address/update-address-bq never writes server-owned fields', () => {
    const def = contract.address.updateAddressBq;
    const query = { _id: 'A1' };
    expect(body(def, { queryObj: query, updateObj: { city: 'Pune' } })).toBe(true);
    expect(body(def, { queryObj: query, updateObj: {} })).toBe(false);
    for (const field of ['deleted', 'serviceAreaInfo', 'user', '_id']) {
      expect([
        field,
        body(def, { queryObj: query, updateObj: { city: 'Pune', [field]: true } }),
      ]).toEqual([field, false]);
    }
    expect(body(def, { queryObj: { _id: { $ne: null } }, updateObj: { city: 'Pune' } })).toBe(
      false,
    );
    expect(body(def, { queryObj: { user: 'U2' }, updateObj: { city: 'Pune' } })).toBe(false);
  });

  test('POST /api/users/address/get-address-bq allows known projections only', () => {
    const def = contract.address.getAddressBq;
    expect(body(def, { queryObj: { deleted: false, _id: { $in: ['A1', 'A2'] } } })).toBe(true);
    expect(body(def, { queryObj: { deleted: true } })).toBe(false);
    for (const projectionString of [
      '_id password',
      'address1  city',
      'address1,city',
      '$where',
      ' city',
    ]) {
      expect([projectionString, body(def, { projectionString, queryObj: {} })]).toEqual([
        projectionString,
        false,
      ]);
    }
  });
});

describe('POST /api/users/cart/create_update', () => {
  const def = contract.cart.createUpdate;
  test('takes references, never prices', () => {
    for (const field of [
      'buyingPrice',
      'amountToPay',
      'cartPrice',
      'convenienceFee',
      'savings',
      'user',
      '_id',
    ]) {
      expect([field, body(def, { cart: { ...CART_INPUT, [field]: 1 } })]).toEqual([field, false]);
    }
    expect(
      body(def, {
        cart: { ...CART_INPUT, addOns: [{ addon: 'AD1', quantity: 1, sellingPrice: 1 }] },
      }),
    ).toBe(false);
  });
  test('bounds quantities, tip, instructions and dates', () => {
    const withCart = (patch: Record<string, unknown>) =>
      body(def, { cart: { ...CART_INPUT, ...patch } });
    expect(withCart({ addOns: [{ addon: 'AD1', quantity: 0 }] })).toBe(false);
    expect(withCart({ santaTip: -1 })).toBe(false);
    expect(withCart({ santaTip: 10.5 })).toBe(false);
    expect(withCart({ instructions: 'x'.repeat(501) })).toBe(false);
    expect(withCart({ offers: [{ offerCode: 'A' }, { offerCode: 'B' }] })).toBe(false);
    for (const celebrationDate of ['2025-12-25', '25/12/2025', '1-1-2025', '25-12-25']) {
      expect([celebrationDate, withCart({ celebrationDate })]).toEqual([celebrationDate, false]);
    }
    expect(withCart({ readyTime: '5 PM' })).toBe(false);
    expect(withCart({ readyTime: '24:00' })).toBe(false);
  });
});

describe('POST /api/orders/update_orders_by_query_object', () => {
  const def = contract.orders.updateOrdersByQueryObject;
  const update = (updateObject: unknown, queryObject: unknown = { _id: ORDER_ID }) =>
    body(def, { queryObject, updateObject });

  test('accepts exactly cancel, reschedule and feedback', () => {
    expect(update(CANCEL)).toBe(true);
    expect(update(RESCHEDULE)).toBe(true);
    expect(update(FEEDBACK)).toBe(true);
    expect(update({ feedback: { stars: 3 } })).toBe(true);
  });

  test.each([
    ['another status', { bookingStatus: 'Order Completed', reason: 'x' }],
    ['a cancel without reason', { bookingStatus: 'Order Cancelled' }],
    ['a payment status', { paymentStatus: 'completed' }],
    ['a price', { priceDetail: { finalPrice: 0 } }],
    ['two updates at once', { ...CANCEL, ...FEEDBACK }],
    [
      'a reschedule with an extra field',
      { request: { ...RESCHEDULE.request, requestBy: 'staff' } },
    ],
    [
      'a reschedule with another tag',
      { request: { ...RESCHEDULE.request, tag: 'cancel request' } },
    ],
    ['6 stars', { feedback: { stars: 6 } }],
    ['0 stars', { feedback: { stars: 0 } }],
    ['4.5 stars', { feedback: { stars: 4.5 } }],
    ['a review over 1000 characters', { feedback: { stars: 4, review: 'x'.repeat(1001) } }],
    ['a $set', { $set: { bookingStatus: 'Order Cancelled' } }],
    ['nothing', {}],
  ])('refuses %s', (_name, updateObject) => {
    expect(update(updateObject)).toBe(false);
  });

  test('targets one order by id only', () => {
    expect(update(CANCEL, { _id: { $in: [ORDER_ID] } })).toBe(false);
    expect(update(CANCEL, { _id: { $gt: '' } })).toBe(false);
    expect(update(CANCEL, { _id: ORDER_ID, user: 'U2' })).toBe(false);
    expect(update(CANCEL, { _id: 'eab12cd3' })).toBe(false);
    expect(update(CANCEL, {})).toBe(false);
  });

  test('allows 1000 characters of review', () => {
    expect(update({ feedback: { stars: 4, review: 'x'.repeat(1000) } })).toBe(true);
  });
});

describe('POST /api/orders/get_orders_by_query_object', () => {
  const def = contract.orders.getOrdersByQueryObject;
  test('caps limit at 50 and allows known filters and sorts', () => {
    expect(body(def, { queryObject: { bookingStatus: 'Order Cancelled' }, limit: 50 })).toBe(true);
    expect(body(def, { queryObject: {}, limit: 51 })).toBe(false);
    expect(body(def, { queryObject: {}, limit: 0 })).toBe(false);
    expect(body(def, { queryObject: {}, skip: -1 })).toBe(false);
    expect(body(def, { queryObject: { user: 'U2' } })).toBe(false);
    expect(body(def, { queryObject: { $where: 'this.user' } })).toBe(false);
    expect(body(def, { queryObject: { _id: { $regex: '.*' } } })).toBe(false);
    expect(body(def, { queryObject: {}, sortingObj: { finalPrice: 1 } })).toBe(false);
    expect(body(def, { queryObject: {}, sortingObj: { createdAt: 2 } })).toBe(false);
  });
});

describe('POST /api/products/get_products_by_query_obj', () => {
  const def = contract.products.getProductsByQueryObj;
  const base = EXAMPLES['products.getProductsByQueryObj']?.body as Record<string, unknown>;
  test.each([
    ['limit 55', { limit: 55 }],
    ['a $gt operator', { queryObject: { _id: { $gt: '' } } }],
    ['a $where operator', { queryObject: { $where: 'sleep(100)' } }],
    [
      'a $in of 55 ids',
      { queryObject: { _id: { $in: Array.from({ length: 55 }, (_, i) => `P${i}`) } } },
    ],
    ['an empty $in', { queryObject: { _id: { $in: [] } } }],
    ['an unknown queried field', { queryObject: { costPrice: 100 } }],
    ['a pipeline stage', { pipeline: [{ $match: { active: false } }] }],
    ['an unknown projection', { projectionString: 'name internalNotes' }],
    ['an unknown sort', { sortingObj: { costPrice: -1 } }],
  ])('refuses %s', (_name, patch) => {
    expect(body(def, { ...base, ...patch })).toBe(false);
  });
});

describe('POST /api/products/get_products_by_filter', () => {
  const def = contract.products.getProductsByFilter;
  const base = EXAMPLES['products.getProductsByFilter']?.body as Record<string, unknown>;
  test('is one page of at most 54 with an empty queryObject and its tag', () => {
    expect(body(def, { ...base, limit: 55 })).toBe(false);
    expect(body(def, { ...base, queryObject: { active: false } })).toBe(false);
    expect(body(def, { ...base, tag: 'other' })).toBe(false);
    expect(body(def, { ...base, active: false })).toBe(false);
    expect(body(def, { ...base, filter: { unknown: 1 } })).toBe(false);
    expect(body(def, { ...base, sort: { field: 'costPrice', order: 1 } })).toBe(false);
  });
});

describe('other limits', () => {
  test.each([
    ['offers', contract.offers.getOffersByQueryObject, 100],
    ['add-ons', contract.addons.getAddonsByQueryObject, 100],
    ['banners', contract.homepage.getBanners, 10],
    ['orders', contract.orders.getOrdersByQueryObject, 50],
  ] as const)('%s: limit %d passes, one more fails', (_name, def, limit) => {
    expect(body(def, { queryObject: {}, limit })).toBe(true);
    expect(body(def, { queryObject: {}, limit: limit + 1 })).toBe(false);
  });

  test('offers cannot list invisible or inactive ones', () => {
    const def = contract.offers.getOffersByQueryObject;
    expect(body(def, { queryObject: { visibility: false } })).toBe(false);
    expect(body(def, { queryObject: { active: false } })).toBe(false);
    expect(body(def, { queryObject: { offerCode: 'SECRET50' } })).toBe(true);
    expect(body(def, { queryObject: { offerCode: { $regex: '.' } } })).toBe(false);
  });

  test('search needs 3 characters and places 4', () => {
    expect(query(contract.products.search, { text: 'ab' })).toBe(false);
    expect(query(contract.products.search, { text: 'abc' })).toBe(true);
    expect(query(contract.geo.autocomplete, { input: 'and' })).toBe(false);
    expect(query(contract.geo.autocomplete, { input: 'andh' })).toBe(true);
  });
});

describe('POST /api/payment/initiate', () => {
  const def = contract.payment.initiate;
  test('never takes an amount', () => {
    expect(body(def, { type: '_OLD_ORDER_PAYMENT', orderId: ORDER_ID })).toBe(true);
    expect(
      body(def, { type: '_NEW_ORDER_PAYMENT', cartId: 'U1C', option: 'full', amount: 1 }),
    ).toBe(false);
    expect(body(def, { type: '_OLD_ORDER_PAYMENT', orderId: ORDER_ID, amount: 100 })).toBe(false);
    expect(body(def, { type: '_NEW_ORDER_PAYMENT', cartId: 'U1C', option: 'half' })).toBe(false);
    expect(body(def, { type: '_OLD_ORDER_PAYMENT', cartId: 'U1C' })).toBe(false);
  });
});

describe('POST /api/v2/', () => {
  test('V2Body accepts each operation and refuses unknown ones', async () => {
    const { V2Body } = await import('../../../src/shared/contract');
    for (const key of Object.keys(EXAMPLES).filter((k) => k.startsWith('v2.'))) {
      expect([key, Value.Check(V2Body, EXAMPLES[key]?.body)]).toEqual([key, true]);
    }
    expect(Value.Check(V2Body, { options: { operation: 'dropDatabase' } })).toBe(false);
    expect(
      Value.Check(V2Body, { options: { operation: 'getServiceableCities', token: TOKEN } }),
    ).toBe(false);
    expect(
      Value.Check(V2Body, {
        options: { operation: 'getServiceAreaInfo', location: { lat: 91, lng: 0 } },
      }),
    ).toBe(false);
  });
});

describe('path parameters', () => {
  test.each([
    [contract.timeslot.getByDate, { date: '2025-12-25' }],
    [contract.timeslot.getByDate, { date: '25-12-2025/../x' }],
    [contract.orders.getOrderByIdWithoutToken, { id: 'EAB12CD' }],
    [contract.orders.getOrderByIdWithoutToken, { id: 'XAB12CD3' }],
    [contract.address.getAddressById, { id: '../../etc' }],
    [contract.content.policy, { slug: 'cookies' }],
    [contract.users.grantAccessForAdmin, { accessToken: 'short' }],
  ] as const)('%#: refuses a malformed value', (def, value) => {
    expect(params(def, value)).toBe(false);
  });
});

describe('querystrings are closed too', () => {
  test('an unknown query parameter is refused', () => {
    expect(query(contract.homepage.baseData, { hubId: HUB, debug: '1' })).toBe(false);
    expect(query(contract.dev.outbox, { phone: PHONE, all: 'true' })).toBe(false);
  });
});

describe('responses', () => {
  test('the error envelope', () => {
    expect(
      Value.Check(ErrorEnvelope, { isSuccess: false, isError: true, message: 'Invalid OTP' }),
    ).toBe(true);
    expect(Value.Check(ErrorEnvelope, { isSuccess: true, isError: true, message: '' })).toBe(false);
  });

  test('the public order view has no phone, address or payment fields', () => {
    const names: string[] = [];
    const walk = (schema: unknown) => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Record<string, unknown>;
      for (const [name, child] of Object.entries(
        (node.properties ?? {}) as Record<string, unknown>,
      )) {
        names.push(name);
        walk(child);
      }
      walk(node.items);
      for (const branch of (node.anyOf ?? []) as unknown[]) walk(branch);
    };
    walk(PublicOrder);
    const leaks = names.filter((name) =>
      /phone|mobile|bookingAddress|address1|flat|building|pin|payment|priceDetail|userId|email/i.test(
        name,
      ),
    );
    expect(leaks).toEqual([]);
    expect(Object.keys(PublicOrder.properties)).not.toContain('user');
    expect(Object.keys(Order.properties)).toEqual(
      expect.arrayContaining(['paymentDetails', 'priceDetail', 'bookingAddress']),
    );
  });

  test('serviceable cities are keyed by slug', () => {
    const city = {
      label: 'Mumbai',
      imageUrl: '/images/cities/mumbai.svg',
      location: { lat: 19.07, lng: 72.87 },
    };
    expect(Value.Check(ServiceableCities, { mumbai: city, 'delhi-NCR': city })).toBe(true);
    expect(Value.Check(ServiceableCities, { mumbai: { label: 'Mumbai' } })).toBe(false);
  });

  test('an address as stored', () => {
    const { locationv2, receiversDetails, ...form } = ADDRESS_INPUT;
    const stored = {
      _id: 'A1',
      ...form,
      receiversDetails,
      locationv2,
      serviceAreaInfo: { hubId: HUB, isServiceable: true, isInAnyHub: true },
      deleted: false,
    };
    expect(Value.Check(Address, stored)).toBe(true);
    expect(
      Value.Check(Address, {
        ...stored,
        serviceAreaInfo: { hubId: null, isServiceable: false, isInAnyHub: false },
      }),
    ).toBe(true);
  });

  test('the paymentInfos the payment host sends back are a closed shape', () => {
    const info = {
      paymentStatus: 'PAYMENT_SUCCESS',
      type: '_NEW_ORDER_PAYMENT',
      orderId: ORDER_ID,
    };
    expect(Value.Check(PaymentInfos, info)).toBe(true);
    expect(Value.Check(PaymentInfos, { ...info, redirect: 'javascript:alert(1)' })).toBe(false);
    expect(Value.Check(PaymentInfos, { ...info, paymentStatus: 'PAID' })).toBe(false);
  });

  test('a closed object type is what the strictness checks rely on', () => {
    expect(
      Value.Check(Type.Object({}, { additionalProperties: false }), JSON.parse('{"__proto__":{}}')),
    ).toBe(false);
  });
});
