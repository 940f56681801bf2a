// What a fresh machine needs: a Node range every locked package accepts, and the browser
// tests' Chromium and emoji font installed or asked for before any test starts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {
  CHROMIUM_PACKAGE,
  EMOJI_FONT_PACKAGE,
  planBrowserDeps,
  type BrowserFacts,
} from '../../config/browserDeps';
import { findProjectRoot, projectRoot } from '../../config/projectRoot';

const root = path.resolve(__dirname, '../..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

describe("the Node range in package.json's engines", () => {
  const range = readJson<{ engines: { node: string } }>('package.json').engines.node;
  const lock = readJson<{
    packages: Record<string, { engines?: { node?: string } | string[]; os?: string[] }>;
  }>('package-lock.json');
  const oldest = semver.minVersion(range)?.version as string;

  test('names a real lower bound', () => {
    expect(oldest).toMatch(/^\d+\.\d+\.\d+$/);
    expect(semver.satisfies(process.version, range)).toBe(true);
  });

  test('is accepted by every locked package that installs on Linux', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name, meta]) => name !== '' && !(meta.os && !meta.os.includes('linux')))
      .flatMap(([name, meta]) => {
        const engines = meta.engines;
        const node = engines && !Array.isArray(engines) ? engines.node : undefined;
        return node && !semver.satisfies(oldest, node) ? [`${name} wants node ${node}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});

describe('the browser tests on a fresh machine', () => {
  const facts = (overrides: Partial<BrowserFacts>): BrowserFacts => ({
    chromiumPath: '/usr/bin/chromium',
    chromiumPathNamed: false,
    chromiumFound: true,
    emojiFontFound: true,
    root: true,
    aptGet: true,
    ...overrides,
  });

  test('run when Chromium and the emoji font are there, whoever runs them', () => {
    expect(planBrowserDeps(facts({}))).toEqual({ action: 'ready' });
    expect(planBrowserDeps(facts({ root: false, aptGet: false }))).toEqual({ action: 'ready' });
  });

  test('stop with the one install command to run, and never install themselves', () => {
    const both = planBrowserDeps(facts({ chromiumFound: false, emojiFontFound: false }));
    expect(both).toEqual({
      action: 'stop',
      message: expect.stringContaining(
        `\n  apt-get install -y ${CHROMIUM_PACKAGE} ${EMOJI_FONT_PACKAGE}\n`,
      ),
    });
    const font = planBrowserDeps(facts({ emojiFontFound: false }));
    expect(font.action === 'stop' && font.message).toContain('the Noto Color Emoji font');
    expect(font.action === 'stop' && font.message).toContain(
      `\n  apt-get install -y ${EMOJI_FONT_PACKAGE}\n`,
    );
    const notRoot = planBrowserDeps(facts({ chromiumFound: false, root: false }));
    expect(notRoot.action === 'stop' && notRoot.message).toContain(
      '\n  sudo apt-get install -y chromium\n',
    );
  });

  test('stop with what to install and how to name the browser where there is no apt-get', () => {
    const plan = planBrowserDeps(facts({ emojiFontFound: false, aptGet: false }));
    expect(plan.action).toBe('stop');
    expect(plan.action === 'stop' && plan.message).toContain('the Noto Color Emoji font');
    expect(plan.action === 'stop' && plan.message).toContain('CHROMIUM_PATH=');
  });

  test('never installs over a CHROMIUM_PATH that names no browser', () => {
    const plan = planBrowserDeps(
      facts({ chromiumPath: '/opt/nothing', chromiumPathNamed: true, chromiumFound: false }),
    );
    expect(plan.action).toBe('stop');
    expect(plan.action === 'stop' && plan.message).toContain('CHROMIUM_PATH names /opt/nothing');
  });
});

describe('the project root, found from any file', () => {
  test('is the folder with package.json, from a source file and from the server bundle alike', () => {
    expect(findProjectRoot(path.join(root, 'src/server/db'))).toBe(root);
    expect(findProjectRoot(path.join(root, 'build/server'))).toBe(root);
    expect(projectRoot).toBe(root);
  });

  test('says so when no folder above has one', () => {
    expect(() => findProjectRoot('/')).toThrow('no package.json in or above /');
  });
});
