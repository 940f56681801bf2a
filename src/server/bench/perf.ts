// `npm run perf`: Lighthouse on the built app as a first-time visitor meets it. Starts the app
// (building the client when dist/ is stale) on scratch ports and a scratch database, then runs
// Lighthouse (the npm package, in Debian's Chromium) on home, a listing, a product page and a
// /kw page, several times each with the mobile defaults (simulated throttling) and the desktop
// preset, and prints the median of each figure per page and form factor. The JSON reports go to
// test-results/perf/. Each page and form factor is loaded once before its measured runs (the
// server renders a picture on its first request). A run Lighthouse fails is tried twice more; a
// page it still cannot measure shows as FAILED and the command exits 1. Exits 1 too when a target
// is missed, unless --report-only. Beside them it prints what a customer's phone meets (issue 41):
// the taps lost on each page at 4× CPU, and the interaction latency once the app runs, measured
// as the lost-taps journey measures them (taps.ts), medians of as many runs.
//
//   npm run perf -- [--report-only] [--runs 3] [--form mobile|desktop] [--page home,product]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Result } from 'lighthouse';
import { Launcher } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { ensureClientBuild } from '../clientBuild';
import { ensureServerBuild } from '../serverBuild';
import { launchApp, root } from './launcher';
import { LATENCY_TARGET_MS, phoneFigures, TAP_EFFECT_MS, type PhoneFigures } from './taps';
import { CHROMIUM_ARGS, disabledFeaturesArg, loadToolSettings } from '../settings';

const reportsDir = path.join(root, 'test-results/perf');

type FormFactor = 'mobile' | 'desktop';
type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const CATEGORIES: readonly Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

interface Figures {
  scores: Record<Category, number>;
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
  /** Lighthouse's measure of this machine's CPU (a fixed script's speed; higher is faster). */
  benchmarkIndex: number;
}

/** Issue 15's targets: what a mid-range phone, and a desktop, should get on every public page. */
export const PERF_TARGETS: Record<
  FormFactor,
  { scores: Record<Category, number>; lcpSeconds?: number; cls: number; tbtMs?: number }
> = {
  mobile: {
    scores: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpSeconds: 2.5,
    cls: 0.05,
    tbtMs: 200,
  },
  desktop: {
    scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
    cls: 0.05,
  },
};

/** How many times one Lighthouse run is tried before its page and form factor count as failed. */
const ATTEMPTS = 3;

/**
 * The browser tests' flags, headless; the features they turn off go with Lighthouse's own (its
 * launcher's `--disable-features`, which ours would otherwise replace).
 */
const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  disabledFeaturesArg(Launcher.defaultFlags()),
];

/** Home, and the first listing, product and /kw page the sitemap names. */
async function pagesOf(webUrl: string): Promise<Record<string, string>> {
  const xml = await (await fetch(`${webUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
  const first = (prefix: string) => {
    const found = paths.find((pathname) => pathname.startsWith(prefix));
    if (!found) throw new Error(`the sitemap names no ${prefix} page`);
    return found;
  };
  return {
    home: '/',
    listing: first('/decors/list/'),
    product: first('/products/decor/'),
    keyword: first('/kw/'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

function figuresOf(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items =
    summary && 'items' in summary
      ? (summary.items as { resourceType?: string; transferSize?: number }[])
      : [];
  const script = items.find((item) => item.resourceType === 'script')?.transferSize ?? NaN;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? NaN) * 100)]),
    ) as Record<Category, number>,
    lcpSeconds: audit('largest-contentful-paint') / 1000,
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    scriptKb: script / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * One Lighthouse run in a fresh Chromium, its JSON report kept. Lighthouse runs in plain Node
 * (its own command line): under tsx, the functions it sends into the page would call esbuild's
 * `__name` helper, which the page does not have.
 */
async function measure(url: string, form: FormFactor, reportFile: string): Promise<Figures> {
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    `--output-path=${reportFile}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
    ...(form === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const chromePath = loadToolSettings().chromiumPath;
  // A report left by an earlier attempt must not pass for this one's.
  await rm(reportFile, { force: true });
  const cliError = await new Promise<string | undefined>((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: root, env: { ...process.env, NODE_OPTIONS: '', CHROME_PATH: chromePath } },
      (error, _stdout, stderr) => resolve(error ? stderr.trim() || error.message : undefined),
    );
  });
  // The command line still writes the report when Lighthouse stops with a runtime error.
  const lhr = await readFile(reportFile, 'utf8').then(
    (text) => JSON.parse(text) as Result,
    () => undefined,
  );
  const { runtimeError } = lhr ?? {};
  if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
  if (cliError !== undefined || !lhr) throw new Error(cliError ?? 'Lighthouse wrote no report');
  return figuresOf(lhr);
}

/**
 * A run that Lighthouse gives up on (NO_NAVSTART and its like come and go on a busy machine) is
 * tried again; the last attempt's error is returned, not thrown, so the other pages still run.
 */
async function measureWithRetries(
  url: string,
  form: FormFactor,
  reportFile: string,
): Promise<Figures | Error> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, form, reportFile);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (attempt === ATTEMPTS) return failure;
      console.error(
        `\nLighthouse on ${url} (${form}) failed: ${failure.message}\nTrying again (attempt ${attempt + 1} of ${ATTEMPTS}).`,
      );
    }
  }
}

function medianFigures(runs: Figures[]): Figures {
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
    ) as Record<Category, number>,
    lcpSeconds: median(runs.map((run) => run.lcpSeconds)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    scriptKb: median(runs.map((run) => run.scriptKb)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
  };
}

/**
 * Microseconds a first write to a fresh 4 KiB page of memory takes here (the median of five
 * rounds over 64 MiB). Lighthouse's CPU index times a script that allocates little, while a
 * browser loading a page touches tens of thousands of fresh pages: two machines with the same
 * index can differ here (a page fault of about 15 µs on one, well under 1 µs on most), and their
 * figures should not be read as one.
 */
function pageTouchMicros(rounds = 5): number {
  const size = 64 * 1024 * 1024;
  const pageSize = 4096;
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = process.hrtime.bigint();
    const memory = Buffer.allocUnsafeSlow(size);
    for (let offset = 0; offset < size; offset += pageSize) memory[offset] = 1;
    times.push(Number(process.hrtime.bigint() - start) / 1000 / (size / pageSize));
  }
  return median(times);
}

/** What the figures miss of the form factor's targets, in words. */
function missed(figures: Figures, form: FormFactor): string[] {
  const target = PERF_TARGETS[form];
  const misses = CATEGORIES.filter((id) => figures.scores[id] < target.scores[id]).map(
    (id) => `${id} ${figures.scores[id]} < ${target.scores[id]}`,
  );
  if (target.lcpSeconds !== undefined && figures.lcpSeconds > target.lcpSeconds) {
    misses.push(`LCP ${figures.lcpSeconds.toFixed(2)} s > ${target.lcpSeconds} s`);
  }
  if (figures.cls > target.cls) misses.push(`CLS ${figures.cls.toFixed(3)} > ${target.cls}`);
  if (target.tbtMs !== undefined && figures.tbtMs > target.tbtMs) {
    misses.push(`TBT ${Math.round(figures.tbtMs)} ms > ${target.tbtMs} ms`);
  }
  return misses;
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

/** Issue 41's phone targets: no tap lost, no interaction longer than 200 ms. */
function phoneMisses(figures: PhoneFigures): string[] {
  const misses: string[] = [];
  if (figures.lostTaps > 0) misses.push(`${figures.lostTaps} of ${figures.taps} taps lost`);
  if (figures.worstInteractionMs > LATENCY_TARGET_MS) {
    misses.push(
      `interaction ${Math.round(figures.worstInteractionMs)} ms > ${LATENCY_TARGET_MS} ms`,
    );
  }
  return misses;
}

/** The lost taps and interaction latency of each page (taps.ts), in a Chromium of their own. */
async function measurePhone(
  webUrl: string,
  pages: Record<string, string>,
  runs: number,
): Promise<Record<string, PhoneFigures>> {
  const browser = await chromium.launch({
    executablePath: loadToolSettings().chromiumPath,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    return await phoneFigures(browser, webUrl, pages, runs, (mark) => process.stdout.write(mark));
  } finally {
    await browser.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'report-only': { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      form: { type: 'string', multiple: true },
      page: { type: 'string', multiple: true },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('--runs takes a whole number, 1 or more');
  const forms = (values.form ?? ['mobile', 'desktop']).flatMap((form) => form.split(','));
  for (const form of forms) {
    if (form !== 'mobile' && form !== 'desktop') throw new Error(`no form factor ${form}`);
  }
  const only = values.page?.flatMap((page) => page.split(','));

  await Promise.all([
    ensureClientBuild(root, (message) => console.log(message)),
    ensureServerBuild(root),
  ]);
  // No throttles: the runs come from one address, faster than a visitor clicks.
  const app = await launchApp({ name: 'perf', env: { RATE_LIMITS: 'off' } });
  try {
    const pages = Object.entries(await pagesOf(app.webUrl)).filter(
      ([name]) => !only || only.includes(name),
    );
    await rm(reportsDir, { recursive: true, force: true });
    await mkdir(reportsDir, { recursive: true });
    console.log(
      `Lighthouse on ${app.webUrl}, ${runs} run(s) per page and form factor:\n${pages
        .map(([name, pathname]) => `  ${name}: ${pathname}`)
        .join('\n')}\n`,
    );
    const rows: string[][] = [];
    const misses: string[] = [];
    const failures: string[] = [];
    const summary: Record<string, Figures> = {};
    for (const [name, pathname] of pages) {
      for (const form of forms as FormFactor[]) {
        const figures: Figures[] = [];
        let failure: Error | undefined;
        // One run first that counts for nothing: the server renders a page's pictures at the
        // widths this form factor asks for on their first request (then keeps them), which a
        // visitor of a running site never waits for, and which would load the measured page's
        // two cores in the first run only.
        await measureWithRetries(
          `${app.webUrl}${pathname}`,
          form,
          path.join(reportsDir, `${name}-${form}-warm-up.json`),
        );
        process.stdout.write('w');
        for (let run = 1; run <= runs && !failure; run += 1) {
          const file = path.join(reportsDir, `${name}-${form}-${run}.json`);
          const measured = await measureWithRetries(`${app.webUrl}${pathname}`, form, file);
          if (measured instanceof Error) failure = measured;
          else figures.push(measured);
          process.stdout.write(failure ? 'x' : '.');
        }
        if (failure) {
          failures.push(`${name} (${form}): ${failure.message}`);
          rows.push([name, form, ...Array<string>(CATEGORIES.length + 4).fill('-'), 'FAILED']);
          continue;
        }
        const result = medianFigures(figures);
        summary[`${name} ${form}`] = result;
        const pageMisses = missed(result, form);
        misses.push(...pageMisses.map((miss) => `${name} (${form}): ${miss}`));
        rows.push([
          name,
          form,
          ...CATEGORIES.map((id) => String(result.scores[id])),
          result.lcpSeconds.toFixed(2),
          result.cls.toFixed(3),
          String(Math.round(result.tbtMs)),
          result.scriptKb.toFixed(1),
          pageMisses.length ? 'MISSED' : 'ok',
        ]);
      }
    }
    process.stdout.write('\n');
    // What a phone meets: measured with the mobile form factor (the default), not for desktop alone.
    const phone = forms.includes('mobile')
      ? await measurePhone(app.webUrl, Object.fromEntries(pages), runs)
      : {};
    process.stdout.write('\n\n');
    const header = ['page', 'form', 'perf', 'a11y', 'bp', 'seo', 'LCP s', 'CLS', 'TBT ms'];
    console.log(table([...header, 'JS KB', 'targets'], rows));
    console.log(
      `\nOn a phone at 4× CPU: taps made as soon as a control shows (lost: no effect within ${TAP_EFFECT_MS / 1000} s), and the longest interaction once the app runs (Event Timing)\n`,
    );
    console.log(
      table(
        ['page', 'lost taps', 'slowest tap ms', 'worst interaction ms', 'targets'],
        Object.entries(phone).map(([name, figures]) => {
          const pageMisses = phoneMisses(figures);
          misses.push(...pageMisses.map((miss) => `${name} (phone): ${miss}`));
          return [
            name,
            `${figures.lostTaps} of ${figures.taps}`,
            figures.slowestTapMs === null ? 'lost' : String(Math.round(figures.slowestTapMs)),
            String(Math.round(figures.worstInteractionMs)),
            pageMisses.length ? 'MISSED' : 'ok',
          ];
        }),
      ),
    );
    const measured = Object.values(summary);
    const machine = {
      benchmarkIndex: Math.round(median(measured.map((figures) => figures.benchmarkIndex))),
      pageTouchMicros: Number(pageTouchMicros().toFixed(2)),
    };
    await writeFile(
      path.join(reportsDir, 'summary.json'),
      JSON.stringify(
        { url: app.webUrl, runs, pages, machine, medians: summary, phone, misses, failures },
        null,
        2,
      ),
    );
    console.log(`\nMedians of ${runs} run(s); reports in ${path.relative(root, reportsDir)}/`);
    console.log(
      `This machine: Lighthouse's CPU index ${machine.benchmarkIndex}, a fresh memory page's first write ${machine.pageTouchMicros} µs`,
    );
    if (misses.length) {
      console.log(`\nTargets missed:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
      if (!values['report-only']) process.exitCode = 1;
    } else if (!failures.length) {
      console.log('Every target met.');
    }
    if (failures.length) {
      // Even with --report-only: a page that could not be measured leaves the report incomplete.
      console.log(
        `\nFailed after ${ATTEMPTS} attempts:\n${failures.map((failure) => `  ${failure}`).join('\n')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
