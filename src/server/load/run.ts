// `npm run load`: three API instances on one PostgreSQL database (a scratch one next to
// DATABASE_URL's) and one Redis (REDIS_URL), behind a round-robin forwarder, with the payment
// sandbox; customers arrive at a fixed rate (LOAD_RATE a second, for LOAD_SECONDS) and each
// browses, searches, opens a product, and some book: sign in, address, slot, cart, then place
// cash on delivery or pay by card in the sandbox. Prints throughput, p50/p95/p99 per step and
// the failed calls, then checks the invariants in the database; exits 1 when a call failed or
// an invariant broke.
//
// Journeys chain answers (a token, a cart, a checkout link), so they are driven with fetch at a
// fixed arrival rate (an open workload: a slow answer does not slow the arrivals) rather than
// with autocannon's fixed set of connections, which suits one route at a time (`npm run bench`).
import { randomBytes, randomInt } from 'node:crypto';
import moment from 'moment';
import { DEFAULT_HUB_ID, IST_OFFSET_MINUTES } from '../../shared/domain';
import { loadSettings, loadToolSettings } from '../settings';
import {
  roundRobin,
  scratchDatabase,
  startApi,
  startSandbox,
  type ApiInstance,
  type Forwarder,
  type Sandbox,
  type ScratchDatabase,
} from './cluster';
import { freePort, root } from '../bench/launcher';
import { ensureServerBuild } from '../serverBuild';
import { checkInvariants } from './invariants';
import { Customer, Recorder, STEPS, type JourneyConfig, type Locality } from './journey';

const INSTANCES = 3;
/** Of the customers who browse, the share who book; of those, the share who pay by card. */
const BUY_SHARE = 0.5;
const CARD_SHARE = 0.5;
/** Days ahead customers book, and the share of the expected bookings their slots can hold. */
const DAYS_AHEAD = [2, 3, 4];
const ROOM = 0.7;
/** How long journeys still running when the arrivals stop may take to finish. */
const DRAIN_MS = 60_000;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    )
    .join('\n');
}

async function main() {
  const { databaseUrl, redisUrl } = loadSettings();
  const { loadSeconds, loadRate } = loadToolSettings();
  if (!databaseUrl || !redisUrl) {
    console.error(
      'npm run load needs PostgreSQL and Redis, as several instances share them: set DATABASE_URL (postgres://…; a scratch database is made next to it) and REDIS_URL (redis://…).',
    );
    process.exit(1);
  }

  const instances: ApiInstance[] = [];
  let db: ScratchDatabase | undefined;
  let forwarder: Forwarder | undefined;
  let sandbox: Sandbox | undefined;
  const cleanUp = async () => {
    await forwarder?.close();
    const codes = await Promise.all(instances.map((instance) => instance.stop()));
    await sandbox?.close();
    await db?.drop();
    return codes;
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

  try {
    db = await scratchDatabase(databaseUrl);
    const authSecret = randomBytes(32).toString('hex');
    const forwarderPort = await freePort();
    const apiOrigin = `http://127.0.0.1:${forwarderPort}`;
    sandbox = await startSandbox(authSecret, apiOrigin, apiOrigin);
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      AUTH_SECRET: authSecret,
      PAYMENTS: 'sandbox',
      SMS: 'outbox',
      API_ORIGIN: apiOrigin,
      WEB_ORIGIN: apiOrigin,
      PAY_ORIGIN: sandbox.origin,
      // The forwarder is on loopback: its X-Forwarded-For names each customer, whose own
      // throttles (shared in Redis) apply as in production.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    console.log(`Starting ${INSTANCES} API instances on a scratch database and ${redisUrl}...`);
    await ensureServerBuild(root);
    instances.push(...(await Promise.all(Array.from({ length: INSTANCES }, () => startApi(env)))));
    forwarder = await roundRobin(
      instances.map((instance) => instance.origin),
      forwarderPort,
    );

    // The days customers book: their slots made through the public read, then given room for
    // about ROOM of the bookings expected, so the last customers find them full.
    const days = DAYS_AHEAD.map((ahead) =>
      moment.utc().utcOffset(IST_OFFSET_MINUTES).add(ahead, 'days'),
    );
    let slotCount = 0;
    for (const day of days) {
      const res = await fetch(
        `${apiOrigin}/api/timeslot/${day.format('DD-MM-YYYY')}?hubId=${DEFAULT_HUB_ID}`,
      );
      slotCount += ((await res.json()) as { slots: unknown[] }).slots.length;
    }
    const expectedBookings = loadRate * loadSeconds * BUY_SHARE;
    const capacity = Math.max(1, Math.round((ROOM * expectedBookings) / slotCount));
    await db.query(`UPDATE time_slots SET capacity = $1 WHERE hub_id = $2 AND day = ANY($3)`, [
      capacity,
      DEFAULT_HUB_ID,
      days.map((day) => day.format('YYYY-MM-DD')),
    ]);
    const [locality] = await db.query<Locality>(
      `SELECT pincode, name, lat, lng FROM localities WHERE hub_id = $1 ORDER BY slug LIMIT 1`,
      [DEFAULT_HUB_ID],
    );
    if (!locality) throw new Error('the seeded catalogue has no locality for the default hub');

    const active = await db.query<{ id: string }>(
      `SELECT id FROM products WHERE active ORDER BY id LIMIT 200`,
    );
    const config: JourneyConfig = {
      productIds: active.map((row) => row.id),
      apiOrigin,
      hubId: DEFAULT_HUB_ID,
      days: days.map((day) => day.format('DD-MM-YYYY')),
      locality,
      buyShare: BUY_SHARE,
      cardShare: CARD_SHARE,
    };
    const recorder = new Recorder();
    const run = randomInt(1_000_000_000);
    console.log(
      `${loadRate} customers a second for ${loadSeconds} s through a round-robin over ${INSTANCES} instances (${slotCount} slots over ${days.length} days, ${capacity} bookings each)...`,
    );

    // Arrivals at fixed times from the start, whatever the answers' speed.
    const started = performance.now();
    const journeys: Promise<void>[] = [];
    const arrivals = Math.floor(loadRate * loadSeconds);
    for (let n = 0; n < arrivals; n += 1) {
      const due = started + (n * 1000) / loadRate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      journeys.push(new Customer(n + 1, config, recorder, run).run());
    }
    const arrivalsEnded = performance.now();
    const drained = await Promise.race([
      Promise.all(journeys).then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), DRAIN_MS).unref()),
    ]);
    const elapsed = (performance.now() - started) / 1000;

    const calls = STEPS.reduce((sum, step) => sum + (recorder.times.get(step)?.length ?? 0), 0);
    const failed = STEPS.reduce((sum, step) => sum + (recorder.failures.get(step) ?? 0), 0);
    const rows = [['step', 'calls', 'failed', 'p50 ms', 'p95 ms', 'p99 ms']];
    for (const step of STEPS) {
      const times = [...(recorder.times.get(step) ?? [])].sort((a, b) => a - b);
      rows.push([
        step,
        String(times.length),
        String(recorder.failures.get(step) ?? 0),
        ms(percentile(times, 50)),
        ms(percentile(times, 95)),
        ms(percentile(times, 99)),
      ]);
    }
    console.log('');
    console.log(table(rows));
    console.log('');
    console.log(
      `${arrivals} customers in ${((arrivalsEnded - started) / 1000).toFixed(1)} s (${(arrivals / ((arrivalsEnded - started) / 1000)).toFixed(2)}/s), all done after ${elapsed.toFixed(1)} s${drained ? '' : ` (some still running after ${DRAIN_MS / 1000} s more)`}`,
    );
    console.log(
      `${calls} API and sandbox calls, ${(calls / elapsed).toFixed(1)}/s; ${failed} failed; the instances took ${forwarder.counts.join(', ')} requests`,
    );
    console.log(
      `endings: ${[...recorder.endings].map(([ending, count]) => `${count} ${ending}`).join(', ')}`,
    );
    for (const example of recorder.examples) console.log(`  failed: ${example}`);

    const invariants = await checkInvariants(db, recorder);
    console.log('');
    for (const invariant of invariants) {
      console.log(
        `${invariant.held ? 'held  ' : 'BROKEN'}  ${invariant.name}: ${invariant.detail}`,
      );
    }
    const codes = await cleanUp();
    db = undefined;
    const ok = failed === 0 && drained && invariants.every((invariant) => invariant.held);
    if (codes.some((code) => code !== 0)) console.log(`instances exited with ${codes.join(', ')}`);
    process.exit(ok ? 0 : 1);
  } catch (error) {
    console.error(error);
    for (const instance of instances) console.error(instance.output().slice(-2000));
    await cleanUp().catch(() => undefined);
    process.exit(1);
  }
}

void main();
