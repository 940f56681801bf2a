// Every call of the contract, fed hostile input generated from its own schemas: each field of
// its params, querystring, body and headers in turn gets a wrong type, a NUL byte, a lone
// surrogate, 10,000 characters, deep nesting or an unknown neighbour, and each date field dates
// the calendar does not have, the rest of the request staying valid. No answer may be a 5xx, and nothing typed may reach the log.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { TSchema } from '@sinclair/typebox';
import { buildApp, type App } from '../../src/server/app';
import { seedCatalogue } from '../../src/server/db/seed';
import { createLogger } from '../../src/server/logging';
import { loadSettings } from '../../src/server/settings';
import {
  contractEntries,
  DATE_DMY_PATTERN,
  pathParamNames,
  TIMESTAMP_PATTERN,
  type CallDef,
} from '../../src/shared/contract';
import { EXAMPLES, type RequestExample } from '../shared/contract/examples';
import { bearer, signUp, type SignedUp } from './accounts/support';
import { createTestDatabase, type TestDatabase } from './support/databases';
import { logTexts, PHONE_LIKE } from '../support/phoneLike';

jest.setTimeout(240_000);

// Every hostile string carries this marker, so the log check finds any of them.
const MARKER = 'Qzx7Marker';
const PHONE_IN_TEXT = `${MARKER} call 9812345678`;
const NESTED = JSON.parse(`${'['.repeat(2000)}${']'.repeat(2000)}`) as unknown;
const DEEP_OBJECT = Array.from({ length: 500 }).reduce<unknown>((inner) => ({ a: inner }), {});

/** Values for one field: wrong types, unstorable and oversized strings, deep nesting. */
const FIELD_VALUES: readonly unknown[] = [
  12345,
  -1.5,
  true,
  null,
  [],
  {},
  `${MARKER}\u0000nul`,
  `${MARKER}\ud800`,
  `\udc00${MARKER}`,
  `${MARKER}${'x'.repeat(10_000)}`,
  PHONE_IN_TEXT,
  { $gt: '' },
  NESTED,
  DEEP_OBJECT,
];

/** The same, as they reach a path segment or a query value (raw bytes for surrogates). */
const URL_VALUES: readonly string[] = [
  '12345',
  'true',
  '',
  `${MARKER}%00nul`,
  `${MARKER}%ED%A0%80`,
  `%ED%B0%80${MARKER}`,
  `${MARKER}%FF%FE`,
  `${MARKER}${'x'.repeat(10_000)}`,
  encodeURIComponent(PHONE_IN_TEXT),
  '%5B%5D',
];

/** Dates shaped right that the calendar has not: each must be a 400, never a failed parse. */
const DATE_VALUES: Readonly<Record<string, readonly string[]>> = {
  [DATE_DMY_PATTERN]: [
    '01-01-0000',
    '01-01-0001',
    '31-02-2027',
    '29-02-2027',
    '00-01-2027',
    '32-01-2027',
    '01-13-2027',
    '31-04-2027',
    '99-99-9999',
    '01-01-9999',
  ],
  [TIMESTAMP_PATTERN]: [
    '2027-13-45T99:99:99Z',
    '0000-01-01T00:00:00Z',
    '2027-02-29T10:00:00Z',
    '2027-04-31T10:00:00Z',
    '2027-01-01T24:00:00Z',
    '9999-12-31T23:59:59Z',
  ],
};

/** The schemas at `path` in `schema`, through every union branch on the way. */
function schemasAt(schema: TSchema | undefined, path: string[]): Record<string, unknown>[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const branches = [...((node.anyOf as TSchema[]) ?? []), ...((node.oneOf as TSchema[]) ?? [])];
  if (branches.length > 0) return branches.flatMap((branch) => schemasAt(branch, path));
  const [key, ...rest] = path;
  if (key === undefined) return [node];
  const properties = node.properties as Record<string, TSchema> | undefined;
  return schemasAt(key === '0' ? (node.items as TSchema) : properties?.[key], rest);
}

/** The dates a field of this schema takes that no calendar has (none for other fields). */
function impossibleDates(schema: TSchema | undefined, path: string[]): readonly string[] {
  return [
    ...new Set(schemasAt(schema, path).flatMap((node) => DATE_VALUES[String(node.pattern)] ?? [])),
  ];
}

/** The dotted paths of every field a schema describes (objects, array items, union branches). */
function fieldPaths(schema: TSchema | undefined, prefix: string[] = []): string[][] {
  if (!schema) return [];
  const node = schema as Record<string, unknown>;
  const nested: string[][] = [];
  const properties = node.properties as Record<string, TSchema> | undefined;
  for (const [key, child] of Object.entries(properties ?? {})) {
    nested.push([...prefix, key], ...fieldPaths(child, [...prefix, key]));
  }
  if (node.items && typeof node.items === 'object') {
    nested.push(...fieldPaths(node.items as TSchema, [...prefix, '0']));
  }
  for (const branch of [
    ...((node.anyOf as TSchema[]) ?? []),
    ...((node.oneOf as TSchema[]) ?? []),
  ]) {
    nested.push(...fieldPaths(branch, prefix));
  }
  const seen = new Set<string>();
  return nested.filter((path) => !seen.has(path.join('.')) && seen.add(path.join('.')));
}

/** A copy of `base` with `value` at `path`, creating the objects and arrays on the way. */
function setAt(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key = '', ...rest] = path;
  const container: Record<string, unknown> | unknown[] = Array.isArray(base)
    ? [...(base as unknown[])]
    : typeof base === 'object' && base !== null
      ? { ...(base as Record<string, unknown>) }
      : key === '0'
        ? []
        : {};
  const record = container as Record<string, unknown>;
  record[key] = setAt(record[key], rest, value);
  return container;
}

interface FuzzRequest {
  what: string;
  params: Record<string, string>;
  query: string;
  body: unknown;
  headers: Record<string, string>;
  rawBody?: string;
}

const queryOf = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');

/** The example request of a call, as URL parts. */
function baseRequest(def: CallDef, example: RequestExample): FuzzRequest {
  const params = Object.fromEntries(
    pathParamNames(def.path).map((name) => [
      name,
      encodeURIComponent(String(example.params?.[name] ?? 'x')),
    ]),
  );
  return {
    what: 'the example',
    params,
    query: queryOf(example.query ?? {}),
    body: example.body,
    headers: Object.fromEntries(
      Object.entries(example.headers ?? {}).map(([name, value]) => [name, String(value)]),
    ),
  };
}

/** Every hostile variant of a call's example request. */
function variants(def: CallDef, example: RequestExample): FuzzRequest[] {
  const base = baseRequest(def, example);
  const out: FuzzRequest[] = [base];
  for (const name of Object.keys(base.params)) {
    for (const value of [...URL_VALUES, ...impossibleDates(def.params, [name])]) {
      out.push({ ...base, what: `param ${name}`, params: { ...base.params, [name]: value } });
    }
  }
  const query = example.query ?? {};
  for (const [name] of fieldPaths(def.querystring).filter((path) => path.length === 1)) {
    if (name === undefined) continue;
    const others = queryOf(Object.fromEntries(Object.entries(query).filter(([k]) => k !== name)));
    for (const value of [...URL_VALUES, ...impossibleDates(def.querystring, [name])]) {
      const mutated = `${others}${others ? '&' : ''}${encodeURIComponent(name)}=${value}`;
      out.push({ ...base, what: `query ${name}`, query: mutated });
    }
    out.push({ ...base, what: `query ${name} twice`, query: `${base.query}&${name}=a&${name}=b` });
  }
  out.push({ ...base, what: 'an unknown query field', query: `${base.query}&fuzzUnknown=1` });
  for (const path of fieldPaths(def.body)) {
    for (const value of [...FIELD_VALUES, ...impossibleDates(def.body, path)]) {
      out.push({ ...base, what: `body ${path.join('.')}`, body: setAt(example.body, path, value) });
    }
    const parent = path.slice(0, -1);
    out.push({
      ...base,
      what: `an unknown field beside body ${path.join('.')}`,
      body: setAt(example.body, [...parent, 'fuzzUnknown'], 1),
    });
    out.push({
      ...base,
      what: `__proto__ beside body ${path.join('.')}`,
      rawBody: JSON.stringify(setAt(example.body, [...parent, 'constructor'], 1)).replace(
        '"constructor"',
        '"__proto__"',
      ),
    });
  }
  for (const value of [...FIELD_VALUES, 'not json']) {
    out.push({ ...base, what: 'the whole body', body: value });
  }
  out.push({ ...base, what: 'malformed JSON', rawBody: '{"a":' });
  for (const [name] of fieldPaths(def.headers).filter((path) => path.length === 1)) {
    if (name === undefined) continue;
    for (const value of ['', `${MARKER}${'f'.repeat(10_000)}`, 'A'.repeat(64), '1']) {
      out.push({ ...base, what: `header ${name}`, headers: { ...base.headers, [name]: value } });
    }
  }
  return out;
}

// Provider callbacks: whatever the input, an unsigned or wrongly signed one is refused.
const SIGNED_CALLBACKS = new Set([
  'payment.sandboxCallback',
  'payment.razorpayCallback',
  'payment.razorpayWebhook',
]);

function urlOf(def: CallDef, request: FuzzRequest): string {
  const path = def.path.replace(
    /:([A-Za-z0-9_]+)/g,
    (_m, name: string) => request.params[name] ?? '',
  );
  return request.query ? `${path}?${request.query}` : path;
}

describe('the contract under hostile input (PGlite)', () => {
  const lines: string[] = [];
  let database: TestDatabase;
  let app: App;
  let customer: SignedUp;
  let leaving: SignedUp;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    database = await createTestDatabase('pglite');
    await seedCatalogue(database.db);
    const settings = loadSettings({
      NODE_ENV: 'test',
      DATA_DIR: 'unused',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      // The throttles would answer 429 long before the handlers are reached.
      RATE_LIMITS: 'off',
    });
    app = await buildApp({ database, settings }, { loggerInstance: createLogger('info', sink) });
    await app.ready();
    customer = await signUp(app, 'Asha Rao');
    // Logging out ends a session: that call gets a customer of its own.
    leaving = await signUp(app, 'Ravi Rao');
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  test('every call with input starts from a valid example, so its fields are reached', () => {
    const withInput = contractEntries.filter(
      ({ def }) => def.params ?? def.querystring ?? def.body,
    );
    expect(withInput.filter(({ key }) => !EXAMPLES[key]).map(({ key }) => key)).toEqual([]);
  });

  test('every call that takes a date or a time is fed dates the calendar does not have', () => {
    const withDates = contractEntries
      .filter(({ key, def }) =>
        variants(def, EXAMPLES[key] ?? {}).some((request) =>
          /01-01-0000|2027-13-45T99:99:99Z/.test(
            JSON.stringify([request.params, request.query, request.body]),
          ),
        ),
      )
      .map(({ key }) => key);
    expect(withDates.sort()).toEqual(
      [
        'users.register',
        'users.update',
        'cart.createUpdate',
        'orders.updateOrdersByQueryObject',
        'timeslot.getByDate',
        'timeslot.getTimeSlotData',
        'timeslot.checkSlotAvailability',
        'reports.createError',
        'reports.list',
        'ops.board',
        'ops.move',
        'ops.setCapacity',
      ].sort(),
    );
  });

  test.each(contractEntries.map(({ key, def }) => [key, def] as const))(
    'SECURITY: %s answers no 5xx to hostile input, and logs nothing typed',
    async (key, def) => {
      const session = key === 'users.logout' ? leaving : customer;
      const auth = def.auth === 'none' ? {} : bearer(session.token);
      const failures: string[] = [];
      const from = lines.length;
      for (const request of variants(def, EXAMPLES[key] ?? {})) {
        const raw =
          request.rawBody ??
          (request.body === undefined ? undefined : JSON.stringify(request.body));
        const res = await app.inject({
          method: def.method,
          url: urlOf(def, request),
          headers: {
            ...auth,
            ...request.headers,
            ...(raw !== undefined && { 'content-type': 'application/json' }),
          },
          ...(raw !== undefined && def.method !== 'GET' && { payload: raw }),
        });
        const refused = res.statusCode >= 400 && res.statusCode < 500;
        if (res.statusCode >= 500 || (SIGNED_CALLBACKS.has(key) && !refused)) {
          failures.push(`${request.what}: ${res.statusCode} ${res.body}`);
        }
      }
      expect(failures).toEqual([]);
      const leaks = lines.slice(from).filter((line) => {
        const text = logTexts(line);
        return text.includes(MARKER) || text.includes(session.phone) || PHONE_LIKE.test(text);
      });
      expect(leaks.map((line) => line.slice(0, 300))).toEqual([]);
    },
  );
});
