import { clearAllListeners } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import {
  buildPath,
  contract,
  contractEntries,
  pathParamNames,
  type CallDef,
} from '../../../src/shared/contract';
import { api, addressApi, ADDRESS_LIST_ARG, healthApi, usersApi } from '../../../src/client/api';
import { endpointNameFor } from '../../../src/client/api/contractEndpoints';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { address, user } from '../support/fixtures';
import { apiOrigin, failure, handle, requests, server, settle, withMockApi } from '../support/msw';
import { testStore } from '../support/store';

withMockApi();

type Dispatchable = Parameters<ReturnType<typeof testStore>['store']['dispatch']>[0];
interface AnyEndpoint {
  initiate: (arg: unknown, options?: { subscribe?: boolean }) => Dispatchable;
}

const endpointFor = (key: string): AnyEndpoint | undefined =>
  (api.endpoints as unknown as Record<string, AnyEndpoint | undefined>)[endpointNameFor(key)];

/** Arguments with exactly the parts a call has, with a recognisable value per path parameter. */
function probeArgs(def: CallDef) {
  const params = Object.fromEntries(pathParamNames(def.path).map((name) => [name, `v-${name}`]));
  return {
    params,
    arg: {
      ...(def.params ? { params } : {}),
      ...(def.querystring ? { query: { probe: 'yes' } } : {}),
      ...(def.body ? { body: { probe: true } } : {}),
      ...(def.headers ? { headers: { 'x-probe': 'yes' } } : {}),
    },
  };
}

const loggedIn = { auth: { ...initialAuthState, user } };

describe('the API mirrors the contract', () => {
  test('there is exactly one endpoint per contract entry', () => {
    const expected = contractEntries.map(({ key }) => endpointNameFor(key)).sort();
    expect(Object.keys(api.endpoints).sort()).toEqual(expected);
  });

  test.each(contractEntries.map(({ key, def }) => [key, def] as const))(
    '%s is an endpoint sending its method and path',
    async (key, def) => {
      const endpoint = endpointFor(key);
      expect(endpoint).toBeDefined();
      server.use(http.all(`${apiOrigin()}/*`, () => HttpResponse.json({ isSuccess: true })));
      const { store } = testStore();
      const { params, arg } = probeArgs(def);
      await store.dispatch(endpoint!.initiate(Object.keys(arg).length ? arg : undefined));
      const [request] = requests;
      expect(request?.method).toBe(def.method);
      const fill = buildPath as (call: CallDef, values: Record<string, string>) => string;
      expect(request?.path).toBe(fill(def, params));
      if (def.querystring) expect(request?.search).toBe('?probe=yes');
      if (def.headers) expect(request?.headers.get('x-probe')).toBe('yes');
      // Answers may start delayed effects (the cover video loads 1 s after home data); they
      // belong to this probe's store and must not reach the next test's mock API.
      store.dispatch(clearAllListeners());
    },
  );
});

describe('bearer token and failures', () => {
  test('an authenticated call carries the token from the auth state', async () => {
    server.use(
      handle(contract.users.getWallet, () => ({
        isSuccess: true,
        balances: { reward: 0, credit: 0 },
        ledger: [],
      })),
    );
    const { store } = testStore(loggedIn);
    await store.dispatch(usersApi.endpoints.usersGetWallet.initiate());
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${user.token}`);
  });

  test('a call without auth never carries it, even when logged in', async () => {
    server.use(handle(contract.health.health, () => ({ isSuccess: true })));
    const { store } = testStore(loggedIn);
    await store.dispatch(healthApi.endpoints.healthHealth.initiate());
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  test('401 on an authenticated call logs out: user gone, storage cleared, page reloaded', async () => {
    server.use(
      http.post(`${apiOrigin()}${contract.address.getAddressBq.path}`, () =>
        failure(401, 'Invalid token'),
      ),
    );
    const { store, services, state } = testStore(loggedIn);
    services.local.setItem('user', JSON.stringify(user));
    const result = await store.dispatch(
      addressApi.endpoints.addressGetAddressBq.initiate(ADDRESS_LIST_ARG),
    );
    await settle();
    expect(result.error).toEqual({ status: 401, message: 'Invalid token' });
    expect(state().auth.user).toBeNull();
    expect(services.local.getItem('user')).toBeNull();
    expect(services.reloads).toBe(1);
  });

  test('401 on a call that sent no token (a wrong OTP) keeps the session', async () => {
    server.use(
      http.post(`${apiOrigin()}${contract.users.checkOtp.path}`, () => failure(401, 'Wrong OTP')),
    );
    const { store, services, state } = testStore(loggedIn);
    const result = await store.dispatch(
      usersApi.endpoints.usersCheckOtp.initiate({
        body: { otp: '123456', hashOtp: 'otp_request_0123456789abcdef', phoneNumber: '9876543210' },
      }),
    );
    expect(result).toMatchObject({ error: { status: 401, message: 'Wrong OTP' } });
    expect(state().auth.user).toEqual(user);
    expect(services.reloads).toBe(0);
  });

  test('a network failure is a FETCH_ERROR', async () => {
    server.use(http.get(`${apiOrigin()}/api/health`, () => HttpResponse.error()));
    const { store } = testStore();
    const result = await store.dispatch(healthApi.endpoints.healthHealth.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  test('a mutation invalidates the list it changes, so the list refetches', async () => {
    let lists = 0;
    server.use(
      handle(contract.address.getAddressBq, () => {
        lists += 1;
        return { isSuccess: true, addresses: [address()] };
      }),
      handle(contract.address.deleteAddress, () => ({ isSuccess: true })),
    );
    const { store } = testStore(loggedIn);
    const subscription = store.dispatch(
      addressApi.endpoints.addressGetAddressBq.initiate(ADDRESS_LIST_ARG),
    );
    await subscription;
    await store.dispatch(
      addressApi.endpoints.addressDeleteAddress.initiate({ params: { id: 'ad1' } }),
    );
    await settle();
    expect(lists).toBe(2);
    subscription.unsubscribe();
  });
});
