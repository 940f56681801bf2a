import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type TSchema } from '@sinclair/typebox';
import {
  ERROR_STATUSES,
  V2_OPERATIONS,
  V2_PATH,
  buildPath,
  contract,
  contractEntries,
  pathParamNames,
  type CallDef,
} from '../../../src/shared/contract';
import { SPEC_BROWSER_ONLY, SPEC_CALLS, SPEC_TABLE_CALLS, SPEC_UNSHOWN_CALLS } from './specCalls';

const byKey = new Map(contractEntries.map((entry) => [entry.key, entry.def]));
const inputParts = (def: CallDef) =>
  (['params', 'querystring', 'body'] as const).filter((part) => def[part] !== undefined);

// Request bodies that are someone else's format (only the signature makes them trustworthy).
const OPEN_REQUEST_BODIES = new Set(['payment.razorpayWebhook']);
// Google-shaped answers (README.md) carry `status` instead of `isSuccess`.
const GOOGLE_SHAPED = new Set(['geo.autocomplete', 'geo.geocode', 'geo.reverse']);

type JsonSchema = TSchema & Record<string, unknown>;

/** Every problem with a request schema: open objects, unbounded strings, arrays or numbers. */
function requestSchemaProblems(schema: JsonSchema, at = '$'): string[] {
  const problems: string[] = [];
  const children = (value: unknown, where: string) => {
    if (value && typeof value === 'object')
      problems.push(...requestSchemaProblems(value as JsonSchema, where));
  };
  if (schema.type === 'object') {
    if (schema.additionalProperties !== false) problems.push(`${at}: object is not closed`);
    for (const [name, child] of Object.entries(
      (schema.properties ?? {}) as Record<string, unknown>,
    )) {
      children(child, `${at}.${name}`);
    }
    for (const child of Object.values(
      (schema.patternProperties ?? {}) as Record<string, unknown>,
    )) {
      children(child, `${at}[*]`);
    }
  }
  if (schema.type === 'string' && schema.const === undefined && schema.maxLength === undefined) {
    problems.push(`${at}: string without maxLength`);
  }
  if (schema.type === 'array') {
    if (schema.maxItems === undefined) problems.push(`${at}: array without maxItems`);
    children(schema.items, `${at}[]`);
  }
  if (
    (schema.type === 'integer' || schema.type === 'number') &&
    schema.const === undefined &&
    schema.maximum === undefined
  ) {
    problems.push(`${at}: number without maximum`);
  }
  for (const branch of (schema.anyOf ?? []) as unknown[]) children(branch, `${at}|`);
  return problems;
}

function successBranches(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ? (schema.anyOf as JsonSchema[]).flatMap(successBranches) : [schema];
}

test('the request-schema check finds open objects and unbounded values', () => {
  const loose = Type.Object({ name: Type.String(), ids: Type.Array(Type.Integer()) });
  expect(requestSchemaProblems(loose as JsonSchema)).toEqual([
    '$: object is not closed',
    '$.name: string without maxLength',
    '$.ids: array without maxItems',
    '$.ids[]: number without maximum',
  ]);
});

describe('SPEC section 7 coverage', () => {
  test.each(SPEC_CALLS.map((call) => [call.name, call.key]))('%s -> %s', (_name, key) => {
    expect(byKey.has(key)).toBe(true);
  });

  test('the lists are the spec: 35 table rows (v2 as four operations) and every unshown call', () => {
    expect(SPEC_TABLE_CALLS).toHaveLength(35);
    expect(SPEC_UNSHOWN_CALLS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(SPEC_CALLS.map((call) => call.name)).size).toBe(SPEC_CALLS.length);
  });

  test('the calls the spec marks (B) are bearer calls', () => {
    const marked = [
      'users.update',
      'cart.delete',
      'cart.createUpdate',
      'timeslot.getTimeSlotData',
      'timeslot.checkSlotAvailability',
      'address.updateAddressBq',
      'address.getAddressBq',
      'address.saveAddress',
      'orders.getOrdersByQueryObject',
      'orders.updateOrdersByQueryObject',
      'orders.place',
      'payment.placePayment',
      'payment.getByOrderId',
      'homepage.addToRecentlyViewed',
    ];
    expect(marked.filter((key) => byKey.get(key)?.auth !== 'bearer')).toEqual([]);
  });

  test('owned objects (addresses, wishlist, wallet, payments) are bearer calls too', () => {
    const owned = contractEntries.filter(({ key }) =>
      /^(address|cart|payment\.(initiate|placePayment|getByOrderId))|users\.(getWishlist|updateWishlist|getWallet|logout)/.test(
        key,
      ),
    );
    expect(owned.length).toBeGreaterThan(10);
    expect(owned.filter(({ def }) => def.auth !== 'bearer').map(({ key }) => key)).toEqual([]);
  });

  test('the spec paths are kept exactly, trailing slashes included', () => {
    expect(contract.users.checkOtp.path).toBe('/api/users/checkotp/');
    expect(contract.v2.getProductDetails.path).toBe('/api/v2/');
    expect(contract.cart.createUpdate.path).toBe('/api/users/cart/create_update');
    expect(contract.address.updateAddressBq.path).toBe('/api/users/address/update-address-bq');
    expect(contract.homepage.addToRecentlyViewed.path).toBe('/api/homepage/add_to_recently_viewed');
    expect(contract.timeslot.getByDate.path).toBe('/api/timeslot/:date');
  });
});

describe.each(
  contractEntries.map(({ key, def }) => [`${def.method} ${def.path} (${key})`, key, def] as const),
)('%s', (_title, key, def) => {
  test('is well formed', () => {
    expect(['GET', 'POST', 'PATCH', 'DELETE']).toContain(def.method);
    expect(def.path.startsWith('/api/')).toBe(true);
    expect(['none', 'bearer', 'optional']).toContain(def.auth);
    expect(def.summary.length).toBeGreaterThan(10);
    if (def.method === 'GET' || def.method === 'DELETE') expect(def.body).toBeUndefined();
  });

  test('every :param of the path has a params property, and nothing else does', () => {
    const names = pathParamNames(def.path).sort();
    const declared = Object.keys(
      ((def.params as JsonSchema | undefined)?.properties ?? {}) as Record<string, unknown>,
    ).sort();
    expect(declared).toEqual(names);
    if (names.length === 0) expect(def.params).toBeUndefined();
  });

  test('lists its error statuses consistently', () => {
    expect(new Set(def.errors).size).toBe(def.errors.length);
    for (const status of def.errors) expect(ERROR_STATUSES).toContain(status);
    if (def.auth !== 'none') expect(def.errors).toContain(401);
    if (inputParts(def).length > 0) expect(def.errors).toContain(400);
    if (/^\/api\/reports\/?/.test(def.path) && def.method === 'GET')
      expect(def.errors).toContain(403);
  });

  test('request schemas are closed and bounded', () => {
    for (const part of inputParts(def)) {
      if (part === 'body' && OPEN_REQUEST_BODIES.has(key)) continue;
      expect(requestSchemaProblems(def[part] as JsonSchema, part)).toEqual([]);
    }
  });

  test('the 200 response is a success envelope', () => {
    for (const branch of successBranches(def.response as JsonSchema)) {
      const properties = (branch.properties ?? {}) as Record<string, JsonSchema>;
      if (GOOGLE_SHAPED.has(key)) {
        expect(properties.status).toBeDefined();
        expect(properties.isSuccess).toBeUndefined();
      } else {
        expect(properties.isSuccess?.const).toBe(true);
      }
    }
  });
});

describe('routing', () => {
  test('no two entries share method and path, except the POST /api/v2/ operations', () => {
    const seen = new Map<string, string[]>();
    for (const { key, def } of contractEntries) {
      const route = `${def.method} ${def.path}`;
      seen.set(route, [...(seen.get(route) ?? []), key]);
    }
    const shared = [...seen.entries()].filter(([, keys]) => keys.length > 1);
    expect(shared).toEqual([[`POST ${V2_PATH}`, V2_OPERATIONS.map((op) => `v2.${op}`)]]);
  });

  test('each v2 entry fixes its operation literal', () => {
    for (const operation of V2_OPERATIONS) {
      const body = contract.v2[operation].body as JsonSchema;
      const options = (body.properties as Record<string, JsonSchema>).options;
      const literal = (options?.properties as Record<string, JsonSchema>).operation;
      expect(literal?.const).toBe(operation);
    }
  });

  test('a route group file exists for every group and holds only its own paths', () => {
    const prefixes: Record<string, RegExp> = {
      users: /^\/api\/users\/(?!address|cart)/,
      address: /^\/api\/users\/address\//,
      cart: /^\/api\/users\/cart\//,
      orders: /^\/api\/orders\//,
      payment: /^\/api\/payment\//,
      products: /^\/api\/products\//,
      offers: /^\/api\/offers\//,
      addons: /^\/api\/addons\//,
      homepage: /^\/api\/(homepage\/|preload$)/,
      v2: /^\/api\/v2\/$/,
      timeslot: /^\/api\/(timeslot\/|getTimeSlotData$|checkSlotAvailability$)/,
      geo: /^\/api\/geo\//,
      session: /^\/api\/session\//,
      content: /^\/api\/content\//,
      reports: /^\/api\/reports/,
      ops: /^\/api\/ops\//,
      dev: /^\/api\/dev\//,
      health: /^\/api\/health$/,
    };
    expect(Object.keys(contract).sort()).toEqual(Object.keys(prefixes).sort());
    for (const { key, def } of contractEntries) {
      const group = key.split('.')[0] ?? '';
      expect([key, prefixes[group]?.test(def.path)]).toEqual([key, true]);
    }
  });
});

describe('buildPath', () => {
  test('fills and encodes each :name segment', () => {
    expect(buildPath(contract.users.generateOtp, { inputNumber: '9876543210' })).toBe(
      '/api/users/generateotp/9876543210',
    );
    expect(buildPath(contract.timeslot.getByDate, { date: '25-12-2025' })).toBe(
      '/api/timeslot/25-12-2025',
    );
    expect(buildPath(contract.address.deleteAddress, { id: 'a/b?c' })).toBe(
      '/api/users/address/delete-address/a%2Fb%3Fc',
    );
  });

  test('leaves paths without parameters alone, trailing slash included', () => {
    expect(buildPath(contract.users.checkOtp)).toBe('/api/users/checkotp/');
    expect(buildPath(contract.health.health)).toBe('/api/health');
  });

  test('throws on a missing parameter', () => {
    const loose = buildPath as (def: CallDef, params?: unknown) => string;
    expect(() => loose(contract.users.getUser, {})).toThrow(/number/);
  });
});

describe('README.md', () => {
  const readme = readFileSync(
    path.join(__dirname, '../../../src/shared/contract/README.md'),
    'utf8',
  );
  const rows = readme
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---') && !line.includes('---|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/^`|`$/g, '').replace(/\\\|/g, '|')),
    );
  const specRows = rows.filter((cells) => cells.length === 5 && byKey.has(cells[1] ?? ''));
  const entryRows = rows.filter((cells) => cells.length === 5 && byKey.has(cells[0] ?? ''));

  test('maps every spec call to its entry with the right method, path and auth', () => {
    for (const call of SPEC_CALLS) {
      const row = specRows.find((cells) => cells[0] === call.name);
      const def = byKey.get(call.key);
      expect([call.name, row]).toEqual([
        call.name,
        [call.name, call.key, def?.method, def?.path, def?.auth],
      ]);
    }
    expect(specRows).toHaveLength(SPEC_CALLS.length);
  });

  test('lists every entry with its method, path, auth and errors', () => {
    expect(entryRows.map((cells) => cells[0])).toEqual(contractEntries.map(({ key }) => key));
    for (const { key, def } of contractEntries) {
      const row = entryRows.find((cells) => cells[0] === key);
      const errors = def.errors.length > 0 ? def.errors.join(', ') : '–';
      expect(row).toEqual([key, def.method, def.path, def.auth, errors]);
    }
  });

  test('says why the browser-only items of section 7 are not in the contract', () => {
    for (const item of SPEC_BROWSER_ONLY) expect(readme).toContain(item);
  });
});
