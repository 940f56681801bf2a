/**
 * @jest-environment node
 */
// The browser checks stored values with functions compiled from the contract's schemas; they
// must accept and refuse exactly what TypeBox's Value.Check does, and be regenerated when a
// schema changes.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import * as returnedInfosCheck from '../../../src/client/app/returnedInfosCheck';
import * as storedChecks from '../../../src/client/app/storedChecks';
import { checkedSchemas, type CheckedSchemas } from '../../../src/client/app/storedSchemas';
import { HUB, address, addOn, location, offer, product, user } from '../support/fixtures';

const checks = { ...storedChecks, ...returnedInfosCheck };

const cart = {
  product: product(),
  addOns: [{ addon: addOn(), quantity: 2 }],
  offers: [offer()],
  hubId: HUB,
  celebrationDate: '25-12-2026',
  readyTime: '17:00',
  arrivingTime: '14:00',
  bookingAddress: address(),
  santaTip: 50,
  instructions: 'Ring twice',
  editedAt: '2026-11-24T10:15:00.000Z',
};

/** One valid value of every checked shape. */
const valid: { [N in keyof CheckedSchemas]: unknown } = {
  SignedInUser: user,
  SelectedLocation: location,
  DateDMY: '24-11-2026',
  Address: address(),
  StoredUserIp: { ip: '203.0.113.7', location: { lat: 19.1, lng: 72.8 }, date: '24-11-2026' },
  StoredHub: { hubId: HUB },
  StoredCart: cart,
  StoredLocation: { hubId: HUB, selected: location },
  StoredIds: ['P1001', 'P1002'],
  StoredStack: ['/', '/decor/birthday'],
  StoredScroll: { '/': 0, '/decor/birthday': 1200.5 },
  StoredCount: 3,
  ReturnedInfos: {
    paymentStatus: 'PAYMENT_SUCCESS',
    type: '_NEW_ORDER_PAYMENT',
    orderId: 'EAB12CD3',
  },
};

/** Replacements that break (or keep) a field: wrong types, bounds, patterns, unstorable text. */
const substitutes: unknown[] = [
  undefined,
  null,
  '',
  'x',
  'a\u0000b',
  'lone \ud800 surrogate',
  'x'.repeat(3000),
  0,
  -1,
  1.5,
  Number.NaN,
  1e12,
  true,
  [],
  {},
  ['P1001'],
  '25-12-2026',
  '17:00',
  'EAB12CD3',
];

/** Every value reachable by changing one property (at any depth) of `value`, plus extra keys. */
function* variants(value: unknown): Generator<unknown> {
  yield value;
  if (Array.isArray(value)) {
    yield [...value, ...value];
    yield Array.from({ length: 120 }, () => value[0]);
    for (const [index, item] of value.entries()) {
      for (const changed of variants(item)) {
        if (changed !== item) yield value.map((each, at) => (at === index ? changed : each));
      }
    }
    return;
  }
  if (typeof value !== 'object' || value === null) {
    yield* substitutes;
    return;
  }
  const record = value as Record<string, unknown>;
  yield { ...record, unexpected: 1 };
  for (const key of Object.keys(record)) {
    const { [key]: _removed, ...rest } = record;
    yield rest;
    for (const changed of variants(record[key])) {
      if (changed !== record[key]) yield { ...record, [key]: changed };
    }
  }
}

describe('compiled checks of stored values', () => {
  test('storedChecks.ts and returnedInfosCheck.ts are what `npm run checks:generate` writes', () => {
    const root = path.resolve(__dirname, '../../..');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/client/app/generateStoredChecks.ts', '--check'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);

  test.each(Object.keys(checkedSchemas) as (keyof CheckedSchemas)[])(
    '%s: the compiled check agrees with Value.Check on the valid value and its variants',
    (name) => {
      const schema = checkedSchemas[name];
      const check = checks[`is${name}`] as (value: unknown) => boolean;
      expect(Value.Check(schema, valid[name])).toBe(true);
      let accepted = 0;
      let refused = 0;
      for (const value of variants(valid[name])) {
        const expected = Value.Check(schema, value);
        if (check(value) !== expected) {
          throw new Error(`${name} disagrees with Value.Check on ${JSON.stringify(value)}`);
        }
        if (expected) accepted += 1;
        else refused += 1;
      }
      expect(accepted).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    },
  );

  test('a string no database can store is refused, as the server refuses it', () => {
    expect(checks.isStoredStack(['/ok'])).toBe(true);
    expect(checks.isStoredStack(['/bad\u0000'])).toBe(false);
    expect(checks.isStoredHub({ hubId: `${HUB}\ud800` })).toBe(false);
  });
});
