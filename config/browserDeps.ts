// The browser tests need Chromium and a colour emoji font (so screenshots show the icons a
// customer's phone shows). Before `npm test` (its `pretest` step) and before any e2e test file
// (the e2e project's global setup), this checks for both, and when one is missing stops at once
// with the command that installs it, rather than letting every browser test fail on its own.
// It never installs anything: a fresh machine gets them from `.ci/run` or the README's set-up.
import { spawnSync } from 'node:child_process';
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
  /** Whether this process runs as root (the install command needs no sudo). */
  root: boolean;
  aptGet: boolean;
}

export type BrowserPlan = { action: 'ready' } | { action: 'stop'; message: string };

/** Whether the browser tests can run on this machine, and if not, what to install and how. */
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
  const needs = packages
    .map((name) => (name === CHROMIUM_PACKAGE ? 'Chromium' : 'the Noto Color Emoji font'))
    .join(' and ');
  if (facts.aptGet) {
    const sudo = facts.root ? '' : 'sudo ';
    return {
      action: 'stop',
      message: `The browser tests need ${needs}. Install them, then run npm test again:\n\n  ${sudo}apt-get install -y ${packages.join(' ')}\n`,
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

/** Throws with what to install when the browser tests cannot run here. */
export function checkBrowserDeps(): void {
  const plan = planBrowserDeps(browserFacts());
  if (plan.action === 'stop') throw new Error(plan.message);
}

// `npm test`'s pretest step.
if (require.main === module) {
  try {
    checkBrowserDeps();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
