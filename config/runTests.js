// `npm test`: every stage of the test run, one after another, each timed.
//
// 1. check: the type-check and the lint side by side (one core each), then the format check.
// 2. unit: `shared` and `client` (jsdom) on one worker per core.
// 3. server: `server` on one worker per core; each file has its own database, copied from a
//    template the project's global setup migrated once.
// 4. browser: `e2e` on three workers, each with its own app and Chromium for its files. A
//    journey waits on its pages about a quarter of the time, so a third worker uses what two leave
//    idle of two cores.
//
// The browser stage needs the client built: on a fresh clone, a production build of about 45 s
// of CPU. It starts with the first stage, at the lowest CPU priority, so it runs on what the
// stages before leave idle (a type-check and a lint of different lengths, a stage's last file on
// one worker, workers waiting on PostgreSQL), and the browser stage waits for it.
//
// Every stage runs even when one before it failed; the exit code is the first failure's, and
// $JEST_SUMMARY_FILE gets the counts of all. `--jest` runs the Jest stages alone (`npm run
// test:jest`); any other arguments make it one plain Jest run (a path pattern, a project).
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const jest = [
  '--experimental-vm-modules',
  '--disable-warning=ExperimentalWarning',
  path.join(root, 'node_modules/jest/bin/jest.js'),
  '-c',
  path.join(root, 'config/jest.config.js'),
];
const cores = String(os.availableParallelism());

/** A stage is a list of steps run side by side, each a list of commands run in turn. */
const CHECK = {
  name: 'check',
  steps: [
    [['npm', 'run', '--silent', 'typecheck']],
    [
      ['npm', 'run', '--silent', 'lint'],
      ['npm', 'run', '--silent', 'format:check'],
    ],
  ],
};
const JEST_STAGES = [
  { name: 'unit', jest: ['--selectProjects', 'shared', 'client', `--maxWorkers=${cores}`] },
  { name: 'server', jest: ['--selectProjects', 'server', `--maxWorkers=${cores}`] },
  { name: 'browser', jest: ['--selectProjects', 'e2e', '--maxWorkers=3'] },
];

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function runSteps(steps) {
  const codes = await Promise.all(
    steps.map(async (commands) => {
      for (const [command, ...args] of commands) {
        const code = await run(command, args, process.env);
        if (code !== 0) return code;
      }
      return 0;
    }),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

/** Starts `config/buildClient.ts` niced; resolves to its exit code, its output kept in `log`. */
function buildClientInBackground(log) {
  return new Promise((resolve) => {
    const out = fs.openSync(log, 'w');
    const child = spawn(process.execPath, ['--import', 'tsx', 'config/buildClient.ts'], {
      cwd: root,
      env: process.env,
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    try {
      // Its webpack, started after this, inherits the priority.
      os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
    } catch {
      // Not allowed here: it only runs at the usual priority.
    }
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function readSummary(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function main() {
  const extra = process.argv.slice(2).filter((arg) => arg !== '--jest');
  if (extra.length > 0) return run(process.execPath, [...jest, ...extra], process.env);
  const withCheck = !process.argv.includes('--jest');

  const outer = process.env.JEST_SUMMARY_FILE;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-jest-'));
  const total = { passed: 0, failed: 0, pending: 0 };
  const times = [];
  let status = 0;
  const timed = async (name, work) => {
    process.stdout.write(`\n== ${name}\n\n`);
    const started = Date.now();
    const code = await work();
    times.push([name, (Date.now() - started) / 1000]);
    if (code !== 0 && status === 0) status = code;
    return code;
  };
  const buildLog = path.join(scratch, 'client-build.log');
  const buildStarted = Date.now();
  const clientBuild = buildClientInBackground(buildLog).then((code) => ({
    code,
    seconds: (Date.now() - buildStarted) / 1000,
  }));
  try {
    if (withCheck) {
      const code = await timed(CHECK.name, () => runSteps(CHECK.steps));
      if (code !== 0) total.failed += 1;
    }
    for (const stage of JEST_STAGES) {
      if (stage.name === 'browser') {
        const build = await clientBuild;
        process.stdout.write(
          `\nClient build ${build.code === 0 ? 'done' : 'failed'} in the background in ${build.seconds.toFixed(0)} s\n`,
        );
        // On failure the browser stage's own setup builds again and fails with the reason.
        if (build.code !== 0) process.stdout.write(fs.readFileSync(buildLog, 'utf8'));
      }
      const file = path.join(scratch, `${stage.name}.json`);
      const code = await timed(stage.name, () =>
        run(process.execPath, [...jest, ...stage.jest], {
          ...process.env,
          JEST_SUMMARY_FILE: file,
        }),
      );
      const summary = readSummary(file);
      if (summary) {
        total.passed += summary.passed;
        total.failed += summary.failed;
        total.pending += summary.pending;
      } else if (code !== 0) {
        // Jest stopped before reporting (a broken config, a crash): count the stage as a failure.
        total.failed += 1;
      }
    }
  } finally {
    await clientBuild;
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const line = times.map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join(', ');
  const sum = times.reduce((all, [, seconds]) => all + seconds, 0);
  process.stdout.write(`\nStage times: ${line}; in all ${sum.toFixed(0)} s\n`);
  if (outer) fs.writeFileSync(outer, JSON.stringify(total));
  return status;
}

main().then((code) => {
  process.exitCode = code;
});
