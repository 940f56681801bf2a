import { usersApi } from '../../../src/client/api';
import { addressFieldChanged } from '../../../src/client/features/addressForm/addressFormSlice';
import { userSignedIn } from '../../../src/client/features/auth/authEvents';
import {
  initialAuthState,
  otpSent,
  otpSubmitted,
  phoneSubmitted,
  registrationSubmitted,
} from '../../../src/client/features/auth/authSlice';
import { instructionsChanged } from '../../../src/client/features/cart/cartSlice';
import { pageVisited } from '../../../src/client/features/history/historySlice';
import { locationSelected } from '../../../src/client/features/location/locationSlice';
import { cancelReasonChanged, modalOpened } from '../../../src/client/features/modals/modalsSlice';
import {
  profileEditStarted,
  profileFieldChanged,
} from '../../../src/client/features/profile/profileSlice';
import {
  reportNoteChanged,
  reportProblemOpened,
} from '../../../src/client/features/reportProblem/reportProblemSlice';
import { appStarted } from '../../../src/client/features/session/sessionEvents';
import {
  PLACEHOLDERS,
  actionSanitizer,
  redact,
  redactInSteps,
  stateSanitizer,
} from '../../../src/client/devtools/sanitize';
import { devToolsEnabled, devToolsOptions } from '../../../src/client/devtools/devToolsOptions';
import { contract } from '../../../src/shared/contract';
import {
  OTP_HASH,
  PHONE,
  REGISTRATION_TOKEN,
  TOKEN,
  address,
  location,
  order,
  serverCart,
  signedInData,
  user,
} from '../support/fixtures';
import { backgroundHandlers, handle, server, settle, withMockApi } from '../support/msw';
import { testStore } from '../support/store';

withMockApi();

const SECRETS = [TOKEN, OTP_HASH, REGISTRATION_TOKEN, PHONE, '123456', '9123456789'];
const leaks = (value: unknown) => {
  const text = JSON.stringify(value);
  return SECRETS.filter((secret) => text.includes(secret));
};

describe('sanitizers', () => {
  test.each([
    ['a phone submission', phoneSubmitted({ phoneNumber: PHONE })],
    ['an OTP answer', otpSent({ phoneNumber: PHONE, hash: OTP_HASH, isExist: true })],
    ['a code', otpSubmitted({ otp: '123456' })],
    [
      'a login',
      userSignedIn({
        data: signedInData({ addresses: [address({ mobile: [PHONE, '9123456789'] })] }),
        via: 'otp',
      }),
    ],
    [
      'a registration token',
      { type: 'x', payload: { data: { registrationToken: REGISTRATION_TOKEN } } },
    ],
  ])('no secret survives %s', (_name, action) => {
    expect(leaks(actionSanitizer(action))).toEqual([]);
  });

  test('placeholders are stable and the shape is kept', () => {
    const action = userSignedIn({ data: signedInData(), via: 'otp' });
    const once = actionSanitizer(action);
    expect(actionSanitizer(action)).toEqual(once);
    expect(once.payload.data.user).toMatchObject({
      _id: 'u1',
      name: PLACEHOLDERS.customerName,
      token: PLACEHOLDERS.token,
      phoneNumber: PLACEHOLDERS.phone,
    });
    expect(once.payload.data.addresses[0]?.mobile).toEqual([PLACEHOLDERS.phone]);
  });

  test('the original is not touched', () => {
    const action = otpSubmitted({ otp: '123456' });
    redact(action);
    expect(action.payload.otp).toBe('123456');
  });

  test('secrets inside other text are replaced too (query cache keys, messages)', () => {
    expect(
      redact({
        queries: {
          [`usersGetUser({"params":{"number":"${PHONE}"}})`]: {
            originalArgs: { params: { number: PHONE } },
          },
        },
        message: `token ${TOKEN} for +91 ${PHONE}`,
        token: TOKEN,
      }),
    ).toEqual({
      queries: {
        [`usersGetUser({"params":{"number":"${PLACEHOLDERS.phone}"}})`]: {
          originalArgs: { params: { number: PLACEHOLDERS.phone } },
        },
      },
      message: `token ${PLACEHOLDERS.token} for ${PLACEHOLDERS.phone}`,
      token: PLACEHOLDERS.token,
    });
  });

  test('a whole store after a login and API calls holds no secret once sanitised', async () => {
    server.use(
      handle(contract.users.getUser, () => ({ isSuccess: true, isExist: true, user })),
      handle(contract.users.generateOtp, () => ({
        isSuccess: true,
        isExist: true,
        hash: OTP_HASH,
        message: 'sent',
      })),
    );
    const { store } = testStore({ auth: { ...initialAuthState, user } });
    await store.dispatch(usersApi.endpoints.usersGetUser.initiate({ params: { number: PHONE } }));
    await store.dispatch(
      usersApi.endpoints.usersGenerateOtp.initiate({
        params: { inputNumber: PHONE },
        query: { type: 'login' },
      }),
    );
    await settle();
    expect(leaks(store.getState())).not.toEqual([]);
    expect(leaks(stateSanitizer(store.getState()))).toEqual([]);
  });
});

describe('personal data (SECURITY: no phone number, address or token is ever written to a log)', () => {
  const customer = { ...user, email: 'asha.rao@example.com', dateOfBirth: '14-02-1990' };
  const RECEIVER = 'Meera Iyer';
  const INSTRUCTIONS = 'Gate code 4321';
  const NOTE = 'The arch fell at my flat in Sunrise Towers';
  const REVIEW = 'Ravi set it up beautifully';
  const REASON = 'Moving the party to my sister';
  const home = address({
    receiversDetails: { name: RECEIVER, mobileNumber: '9123456789', type: 'someoneElse' },
  });
  const lastOrder = order({
    bookingAddress: home,
    instructions: INSTRUCTIONS,
    feedback: { user: { decoration: { stars: 4, review: REVIEW } } },
  });
  const PERSONAL = [
    customer.name,
    RECEIVER,
    customer.email,
    customer.dateOfBirth,
    '1990-02-14',
    home.pinCode,
    INSTRUCTIONS,
    NOTE,
    REVIEW,
    REASON,
    String(home.locationv2!.lat),
    String(home.locationv2!.lng),
  ];
  const personalIn = (value: unknown) => {
    const text = JSON.stringify(value);
    return PERSONAL.filter((item) => text.includes(item));
  };

  /** A signed-in store with every kind of personal data in it. */
  const signedInStore = async () => {
    server.use(...backgroundHandlers());
    const { store } = testStore({ auth: { ...initialAuthState, user: customer } });
    store.dispatch(
      userSignedIn({
        data: signedInData({
          user: customer,
          addresses: [home],
          lastOrder,
          cart: serverCart({ bookingAddress: home }),
        }),
        via: 'otp',
      }),
    );
    store.dispatch(instructionsChanged({ instructions: INSTRUCTIONS }));
    store.dispatch(locationSelected({ location: { ...location, locationv2: home.locationv2! } }));
    store.dispatch(profileEditStarted({ user: customer }));
    store.dispatch(reportProblemOpened({ origin: 'help' }));
    store.dispatch(reportNoteChanged({ note: NOTE }));
    store.dispatch(
      modalOpened({
        name: 'cancelOrder',
        options: { isCancel: true, orderId: lastOrder._id, reason: '' },
      }),
    );
    store.dispatch(cancelReasonChanged({ reason: REASON }));
    await settle();
    return store;
  };

  test('names, email, birthday, PIN codes, free text and exact places leave a signed-in store', async () => {
    const store = await signedInStore();
    // The live store does hold them: the test would catch a sanitizer that saw nothing.
    expect(personalIn(store.getState())).toEqual(PERSONAL);

    const sanitised = stateSanitizer(store.getState());
    expect(personalIn(sanitised)).toEqual([]);
    expect(sanitised.auth.user).toMatchObject({
      name: "the customer's name",
      email: "the customer's email",
      dateOfBirth: "the customer's date of birth",
    });
    expect(sanitised.session.lastOrder).toMatchObject({
      instructions: 'delivery instructions',
      feedback: { user: { decoration: { stars: 4, review: "the customer's review" } } },
      bookingAddress: {
        ownerName: "the customer's name",
        pinCode: 'a PIN code',
        receiversDetails: { name: "the receiver's name", type: 'someoneElse' },
        locationv2: { lat: 19.11, lng: 72.87, city: 'Mumbai' },
      },
    });
    expect(sanitised.reportProblem).toMatchObject({ note: "the customer's note" });
    expect(sanitised.modals.cancelOrder).toMatchObject({ reason: "the customer's reason" });
    expect(sanitised.location.selected?.locationv2).toMatchObject({ lat: 19.11, lng: 72.87 });
    // Names of things are not a person's.
    expect(sanitised.session.lastOrder?.product.name).toBe(lastOrder.product.name);
  });

  test('redacted in steps, a store gives the same copy as at once, pausing between its fields', async () => {
    const store = await signedInStore();
    server.use(
      handle(contract.users.getUser, () => ({ isSuccess: true, isExist: true, user: customer })),
    );
    await store.dispatch(usersApi.endpoints.usersGetUser.initiate({ params: { number: PHONE } }));
    const state = store.getState();
    let pauses = 0;
    const stepped = await redactInSteps(state, async () => {
      pauses += 1;
      await Promise.resolve();
    });
    // The same fields in the same order: the recorder writes either one as the trace's start.
    expect(JSON.stringify(stepped)).toBe(JSON.stringify(stateSanitizer(state)));
    expect(personalIn(stepped)).toEqual([]);
    expect(JSON.stringify(stepped)).not.toContain(PHONE);
    // Once per field of the slices and their parts: the cache's entries are walked one by one.
    expect(pauses).toBeGreaterThan(
      Object.keys(state).length + Object.keys(state.api.queries).length,
    );
    // A value that is not an object is redacted whole.
    await expect(redactInSteps(`call ${PHONE}`, () => Promise.resolve())).resolves.toBe(
      `call ${PLACEHOLDERS.phone}`,
    );
  });

  test.each([
    ['a registration with the name alone', registrationSubmitted({ name: customer.name })],
    [
      'a registration with every field',
      registrationSubmitted({
        name: customer.name,
        email: customer.email,
        gender: 'female',
        dateOfBirth: customer.dateOfBirth,
      }),
    ],
    ['a profile edit', profileFieldChanged({ field: 'name', value: customer.name })],
    ['a typed receiver', addressFieldChanged({ field: 'receiverName', value: RECEIVER })],
    ['typed instructions', instructionsChanged({ instructions: INSTRUCTIONS })],
    ['a typed report', reportNoteChanged({ note: NOTE })],
    [
      'a profile update sending the name alone',
      {
        type: 'api/executeMutation/pending',
        meta: {
          arg: {
            endpointName: 'usersUpdate',
            originalArgs: { body: { updateObject: { name: customer.name } } },
          },
        },
      },
    ],
  ])('nothing personal survives %s', (_name, action) => {
    expect(personalIn(action)).not.toEqual([]);
    expect(personalIn(actionSanitizer(action))).toEqual([]);
  });

  test('a blank field stays blank, and names of things stay as they are', () => {
    expect(actionSanitizer(registrationSubmitted({ name: '' })).payload).toEqual({ name: '' });
    expect(actionSanitizer(modalOpened({ name: 'login', options: {} }))).toEqual(
      modalOpened({ name: 'login', options: {} }),
    );
    expect(redact({ product: { name: 'Rose Gold Arch' }, city: { name: 'Mumbai' } })).toEqual({
      product: { name: 'Rose Gold Arch' },
      city: { name: 'Mumbai' },
    });
  });

  test("keys named like an object's own members are ordinary keys", () => {
    const odd = { constructor: 'kept', toString: 'kept', name: { hasOwnProperty: 'kept' } };
    expect(redact(odd)).toEqual(odd);
  });

  test('tokens inside the start-up search string, page paths, links and headers', () => {
    const GRANT = 'Zm9yLXN1cHBvcnQtb25seQ_0123456789-abcdefABCDEF';
    const started = appStarted({ path: '/', search: `?accessToken=${GRANT}&e=eabc1234` });
    expect(actionSanitizer(started).payload).toMatchObject({
      path: '/',
      search: '?accessToken=[redacted token]&e=eabc1234',
    });
    expect(
      actionSanitizer(
        pageVisited({ path: `/profile/myaccount?accessToken=${GRANT}`, kind: 'PUSH' }),
      ).payload.path,
    ).toBe('/profile/myaccount?accessToken=[redacted token]');
    expect(
      redact({
        url: `http://127.0.0.1:5003/checkout?session=${GRANT}&sig=0a1b2c3d4e5f`,
        detail: `Authorization: Bearer ${TOKEN}`,
        link: `/?token=${GRANT}#top`,
      }),
    ).toEqual({
      url: 'http://127.0.0.1:5003/checkout?session=[redacted token]&sig=[redacted token]',
      detail: 'Authorization: Bearer [redacted token]',
      link: '/?token=[redacted token]#top',
    });
    // Redacting again changes nothing.
    expect(redact(redact(started))).toEqual(redact(started));
  });

  test('coordinates are rounded to about 1 km wherever they are, cache keys included', () => {
    const key = (lat: number, lng: number) => `geoReverse({"query":{"lat":${lat},"lng":${lng}}})`;
    expect(
      redact({
        queries: {
          [key(19.1364, 72.8296)]: { originalArgs: { query: { lat: 19.1364, lng: 72.8296 } } },
        },
        panel: { lat: 19.1364, lng: 72.8296 },
        userIP: { location: { latitude: 19.13641, longitude: 72.82961 } },
        link: 'https://maps.example/?lat=19.1364&lng=72.8296',
      }),
    ).toEqual({
      queries: { [key(19.14, 72.83)]: { originalArgs: { query: { lat: 19.14, lng: 72.83 } } } },
      panel: { lat: 19.14, lng: 72.83 },
      userIP: { location: { latitude: 19.14, longitude: 72.83 } },
      link: 'https://maps.example/?lat=19.14&lng=72.83',
    });
  });

  test('an email in any text, and the geocoder parts that pin down a home', () => {
    expect(
      redact({
        message: 'Write to asha.rao@example.com',
        image: 'https://img.example/arch@2x.png',
        address_components: [
          { long_name: '12', short_name: '12', types: ['street_number'] },
          { long_name: 'S V Road', short_name: 'S V Rd', types: ['route'] },
          { long_name: 'Andheri West', short_name: 'Andheri West', types: ['sublocality'] },
          { long_name: '400058', short_name: '400058', types: ['postal_code'] },
        ],
      }),
    ).toEqual({
      message: "Write to the customer's email",
      image: 'https://img.example/arch@2x.png',
      address_components: [
        { long_name: 'the address line', short_name: 'the address line', types: ['street_number'] },
        { long_name: 'the address line', short_name: 'the address line', types: ['route'] },
        { long_name: 'Andheri West', short_name: 'Andheri West', types: ['sublocality'] },
        { long_name: 'a PIN code', short_name: 'a PIN code', types: ['postal_code'] },
      ],
    });
  });
});

describe('DevTools switch', () => {
  test.each([
    ['localhost', '', true],
    ['beta.utsav.in', '', true],
    ['utsav.in', '', false],
    ['utsav.in', '?debug', true],
    ['www.utsav.in', '?x=1&debug=1', true],
  ])('%s%s → %s', (hostname, search, enabled) => {
    expect(devToolsEnabled({ hostname, search })).toBe(enabled);
  });

  test('name, trace, maxAge 1000 and both sanitizers', () => {
    expect(devToolsOptions({ hostname: 'localhost', search: '' })).toEqual({
      name: 'Utsav',
      trace: true,
      traceLimit: 25,
      maxAge: 1000,
      actionSanitizer,
      stateSanitizer,
    });
    expect(devToolsOptions({ hostname: 'utsav.in', search: '' })).toBe(false);
    expect(devToolsOptions(null)).toBe(false);
  });
});
