// `npm run test:jest`: the whole Jest run in two phases.
//
// 1. `shared`, `server` and `client` on one worker per core: each file is one process's work
//    (PGlite, jsdom) and files share nothing but PostgreSQL and Redis, where each takes its own
//    scratch database, IPs and keys.
// 2. `e2e` one file at a time: a journey's app, Chromium and Jest already keep both cores busy,
//    and a second journey beside it would only make each slower.
//
// Both phases always run; the exit code is the first failure's, and $JEST_SUMMARY_FILE gets the
// counts of both. Given arguments (a path pattern, a project), it is one plain Jest run instead.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const jestArgs = [
  '--experimental-vm-modules',
  '--disable-warning=ExperimentalWarning',
  path.join(root, 'node_modules/jest/bin/jest.js'),
  '-c',
  path.join(root, 'config/jest.config.js'),
];

const PHASES = [
  {
    name: 'units',
    args: [
      '--selectProjects',
      'shared',
      'server',
      'client',
      `--maxWorkers=${os.availableParallelism()}`,
    ],
  },
  { name: 'journeys', args: ['--selectProjects', 'e2e', '--runInBand'] },
];

function runJest(args, env) {
  const result = spawnSync(process.execPath, [...jestArgs, ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

function readSummary(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function main() {
  const extra = process.argv.slice(2);
  if (extra.length > 0) return runJest(extra, process.env);

  const outer = process.env.JEST_SUMMARY_FILE;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-jest-'));
  const total = { passed: 0, failed: 0, pending: 0 };
  let status = 0;
  try {
    for (const phase of PHASES) {
      const file = path.join(scratch, `${phase.name}.json`);
      process.stdout.write(`\n== ${phase.name}: jest ${phase.args.join(' ')}\n\n`);
      const code = runJest(phase.args, { ...process.env, JEST_SUMMARY_FILE: file });
      const summary = readSummary(file);
      if (summary) {
        total.passed += summary.passed;
        total.failed += summary.failed;
        total.pending += summary.pending;
      } else if (code !== 0) {
        // Jest stopped before reporting (a broken config, a crash): count the phase as a failure.
        total.failed += 1;
      }
      if (code !== 0 && status === 0) status = code;
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  if (outer) fs.writeFileSync(outer, JSON.stringify(total));
  return status;
}

process.exitCode = main();
