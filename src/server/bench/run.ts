// `npm run bench`: seeds 10,000 products into a scratch database in a child process, then drives
// its API and its server-rendered pages over HTTP with autocannon, next to a bare Fastify route on
// the same run. Latency is measured with one connection (the embedded database answers one query
// at a time, so more connections only queue); throughput also with BENCH_CONNECTIONS (default 8).
// BENCH_SECONDS sets each pass's length; with DATABASE_URL the scratch data goes to that
// PostgreSQL instead.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { listingBody } from './listingRequest';
import type { BenchReady } from './server';
import { loadSettings, loadToolSettings } from '../settings';

interface Scenario {
  name: string;
  port: 'apiPort' | 'webPort' | 'baselinePort';
  requests: Request[];
  /** The p95 target in milliseconds on the 2-core reference machine. */
  targetP95?: number;
  /** Targets under load: p95 in milliseconds, and the share of the bare route's requests/s. */
  targetLoaded?: { p95: number; share: number };
}

const json = (body: unknown): Pick<Request, 'method' | 'body' | 'headers'> => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

const listing = (hubId: string, skip: number, filter: Record<string, unknown>) =>
  ({
    path: '/api/products/get_products_by_filter',
    ...json(listingBody(hubId, skip, filter)),
  }) satisfies Request;

const keptListings = [
  listing('MUM-THANE-HUB', 0, {}),
  listing('MUM-WEST-HUB', 54, { category: 'birthday' }),
  listing('PUNE-HUB', 108, { sort: 'sellingPriceAsc' }),
  listing('SLG-HUB', 0, { label: 'On Stand' }),
];

const HUBS = ['MUM-THANE-HUB', 'MUM-WEST-HUB', 'PUNE-HUB', 'SLG-HUB'];
let uncachedCount = 0;
/** A listing call no instance has answered yet: each asks for another window of the list. */
const uncachedListing: Request = {
  path: '/api/products/get_products_by_filter',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  setupRequest: (request) => {
    const n = uncachedCount++;
    const body = listingBody(
      HUBS[n % HUBS.length] ?? 'PUNE-HUB',
      n % 9_000,
      {},
      54 - (Math.floor(n / 9_000) % 50),
    );
    return { ...request, body: JSON.stringify(body) };
  },
};

/** A browser asking for a page, priced for the hub its location cookie names. */
const page = (path: string): Request => ({
  path,
  headers: {
    accept: 'text/html',
    cookie: `utsav_location=${encodeURIComponent(JSON.stringify({ hubId: 'MUM-THANE-HUB', selected: null }))}`,
  },
});

const scenarios = (ready: BenchReady): Scenario[] => [
  { name: 'baseline (bare Fastify)', port: 'baselinePort', requests: [{ path: '/' }] },
  {
    name: 'listing page (not yet kept)',
    port: 'apiPort',
    targetP95: 20,
    requests: [uncachedListing],
  },
  {
    name: 'listing page (kept answer)',
    port: 'apiPort',
    requests: keptListings,
  },
  {
    name: 'listing page (kept, as a browser asks: br)',
    port: 'apiPort',
    targetLoaded: { p95: 10, share: 0.25 },
    requests: keptListings.map((request) => ({
      ...request,
      headers: { ...request.headers, 'accept-encoding': 'gzip, deflate, br, zstd' },
    })),
  },
  {
    name: 'search',
    port: 'apiPort',
    targetP95: 15,
    requests: ['birthdy', 'anniversary', 'canopi', 'baby shower'].map((text) => ({
      path: `/api/products/search?text=${encodeURIComponent(text)}&hubId=MUM-THANE-HUB`,
    })),
  },
  {
    name: 'serviceability',
    port: 'apiPort',
    targetP95: 5,
    requests: [
      [19.1197, 72.8468],
      [18.5074, 73.8077],
      [26.7271, 88.3953],
      [28.6139, 77.209],
    ].map(([lat, lng]) => ({ path: '/api/geo/service_area', ...json({ lat, lng }) })),
  },
  {
    name: 'product page (rendered)',
    port: 'webPort',
    requests: ready.productPages.map(page),
  },
  {
    name: 'listing page (rendered)',
    port: 'webPort',
    requests: ready.listingPages.map(page),
  },
];

const { benchSeconds: seconds, benchConnections: loadConnections } = loadToolSettings();

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function drive(url: string, scenario: Scenario, connections: number) {
  const samples: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, requests: scenario.requests },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 400) failures += 1;
      samples.push(responseTime);
    });
  });
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    rps: result.requests.average,
    failures: failures + result.errors + result.timeouts,
  };
}

async function main() {
  const child = fork(path.join(__dirname, 'server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    // Pages render with React's and Redux Toolkit's production builds, as `npm start` in production.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BENCH_DATABASE_URL: loadSettings().databaseUrl ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  console.log(`Seeding a scratch database with 10,000 products...`);
  const ready = await new Promise<BenchReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as BenchReady));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  console.log(
    `${ready.products} products on ${ready.database}; ${seconds} s per pass; latency with 1 connection, load with ${loadConnections}\n`,
  );
  const rows: string[][] = [];
  let baselineRps = NaN;
  for (const scenario of scenarios(ready)) {
    const url = `http://127.0.0.1:${ready[scenario.port]}`;
    const single = await drive(url, scenario, 1);
    const loaded = await drive(url, scenario, loadConnections);
    if (scenario.port === 'baselinePort') baselineRps = loaded.rps;
    const share = loaded.rps / baselineRps;
    const verdicts: string[] = [];
    if (scenario.targetP95 !== undefined) {
      const ok = single.p95 < scenario.targetP95;
      verdicts.push(`p95 < ${scenario.targetP95} ms ${ok ? 'ok' : 'MISSED'}`);
    }
    if (scenario.targetLoaded) {
      const { p95, share: least } = scenario.targetLoaded;
      verdicts.push(`x${loadConnections} p95 < ${p95} ms ${loaded.p95 < p95 ? 'ok' : 'MISSED'}`);
      verdicts.push(`>= ${least * 100}% of bare ${share >= least ? 'ok' : 'MISSED'}`);
    }
    rows.push([
      scenario.name,
      single.p50.toFixed(1),
      single.p95.toFixed(1),
      single.p99.toFixed(1),
      `${Math.round(single.rps)}`,
      loaded.p95.toFixed(1),
      `${Math.round(loaded.rps)}`,
      `${(share * 100).toFixed(1)}%`,
      `${single.failures + loaded.failures}`,
      verdicts.join(', '),
    ]);
  }
  const header = [
    'scenario',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s',
    `p95 ms x${loadConnections}`,
    `req/s x${loadConnections}`,
    `of bare x${loadConnections}`,
    'errors',
    'targets',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  child.disconnect();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
