// The browser tests need Chromium and a colour emoji font (so screenshots show the icons a
// customer's phone shows). Before `npm test` (its `pretest` step) and before any e2e test file
// (the e2e project's global setup), this checks for both: when one is missing it installs
// Debian's packages if it can (root, apt-get), and otherwise stops at once with the one command
// to run, rather than letting every browser test fail on its own.
import {
  execFileSync,
  spawnSync,
  type SpawnSyncOptionsWithStringEncoding,
} from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadToolSettings } from '../src/server/settings';

export const CHROMIUM_PACKAGE = 'chromium';
export const EMOJI_FONT_PACKAGE = 'fonts-noto-color-emoji';

export interface BrowserFacts {
  /** The browser the tests start (CHROMIUM_PATH, else Debian's /usr/bin/chromium). */
  chromiumPath: string;
  /** Whether CHROMIUM_PATH or CHROME_PATH chose it (a package install would not change it). */
  chromiumPathNamed: boolean;
  chromiumFound: boolean;
  emojiFontFound: boolean;
  /** Whether this process may install system packages. */
  root: boolean;
  aptGet: boolean;
}

export type BrowserPlan =
  | { action: 'ready' }
  | { action: 'install'; packages: string[] }
  | { action: 'stop'; message: string };

/** What to do about the browser tests' needs, from what this machine has. */
export function planBrowserDeps(facts: BrowserFacts): BrowserPlan {
  if (facts.chromiumPathNamed && !facts.chromiumFound) {
    return {
      action: 'stop',
      message: `The browser tests need Chromium, but CHROMIUM_PATH names ${facts.chromiumPath}, which is not an executable file. Point CHROMIUM_PATH at a Chromium, or unset it to use Debian's ${CHROMIUM_PACKAGE} package.`,
    };
  }
  const packages = [
    ...(facts.chromiumFound ? [] : [CHROMIUM_PACKAGE]),
    ...(facts.emojiFontFound ? [] : [EMOJI_FONT_PACKAGE]),
  ];
  if (packages.length === 0) return { action: 'ready' };
  if (facts.aptGet && facts.root) return { action: 'install', packages };
  const needs = packages
    .map((name) => (name === CHROMIUM_PACKAGE ? 'Chromium' : 'the Noto Color Emoji font'))
    .join(' and ');
  if (facts.aptGet) {
    return {
      action: 'stop',
      message: `The browser tests need ${needs}. Install them, then run npm test again:\n\n  sudo apt-get install -y ${packages.join(' ')}\n`,
    };
  }
  return {
    action: 'stop',
    message: `The browser tests need ${needs}, and this machine has no apt-get. Install them with its package manager, then run:\n\n  CHROMIUM_PATH=/path/to/chromium npm test\n`,
  };
}

const FONT_DIRS = ['/usr/share/fonts', '/usr/local/share/fonts', path.join(os.homedir(), '.fonts')];

function hasEmojiFont(): boolean {
  return FONT_DIRS.some((dir) => {
    if (!existsSync(dir)) return false;
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    return files.some((file) => /NotoColorEmoji/i.test(path.basename(file)));
  });
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether a command is found (on the PATH) and starts. */
function runs(command: string): boolean {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).error === undefined;
}

export function browserFacts(): BrowserFacts {
  const { chromiumPath, chromiumPathNamed } = loadToolSettings();
  return {
    chromiumPath,
    chromiumPathNamed,
    chromiumFound: executable(chromiumPath),
    emojiFontFound: hasEmojiFont(),
    root: process.getuid?.() === 0,
    aptGet: runs('apt-get'),
  };
}

function install(packages: string[]): void {
  console.log(`Installing Debian's ${packages.join(' and ')} for the browser tests...`);
  const quiet: SpawnSyncOptionsWithStringEncoding = {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  };
  const update = spawnSync('apt-get', ['update', '-qq'], quiet);
  const result =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
          ...quiet,
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        })
      : update;
  if (result.status !== 0) {
    const log = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-20);
    throw new Error(
      `Installing ${packages.join(' ')} failed:\n${log.join('\n')}\n\nInstall them, then run npm test again:\n\n  apt-get install -y ${packages.join(' ')}\n`,
    );
  }
  // A new font is only seen once fontconfig's cache knows it.
  if (runs('fc-cache')) execFileSync('fc-cache', ['-f'], { stdio: 'ignore' });
}

/** Makes sure the browser tests can run, installing what is missing; throws with what to do. */
export function ensureBrowserDeps(): void {
  const plan = planBrowserDeps(browserFacts());
  if (plan.action === 'ready') return;
  if (plan.action === 'stop') throw new Error(plan.message);
  install(plan.packages);
  const after = planBrowserDeps(browserFacts());
  if (after.action !== 'ready') {
    throw new Error(
      after.action === 'stop'
        ? after.message
        : `${after.packages.join(' and ')} still missing after installing them`,
    );
  }
}

// `npm test`'s pretest step.
if (require.main === module) {
  try {
    ensureBrowserDeps();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
