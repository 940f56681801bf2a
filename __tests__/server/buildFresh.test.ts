import os from 'node:os';
import path from 'node:path';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { isBuildFresh } from '../../src/server/clientBuild';

/** A project with sources under `src/` and a build in `build/`, each file dated as asked. */
describe('whether a build is fresh (npm start and the test stages rebuild a stale one)', () => {
  let root: string;
  const built = () => path.join(root, 'build/out.js');
  const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 10, minutes));

  async function file(relative: string, minutes: number) {
    const target = path.join(root, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, relative);
    await utimes(target, at(minutes), at(minutes));
  }

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'utsav-fresh-'));
    await file('src/a.ts', 1);
    await file('src/deep/er/b.ts', 2);
    await file('lock.json', 1);
    // Folders are dated by their last change too: keep them old.
    for (const folder of ['src', 'src/deep', 'src/deep/er']) {
      await utimes(path.join(root, folder), at(0), at(0));
    }
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  test('is fresh when built after every source, however deep', async () => {
    await file('build/out.js', 5);
    expect(await isBuildFresh(root, built(), ['src', 'lock.json'])).toBe(true);
  });

  test('is stale when a source deep in a folder changed after the build', async () => {
    await file('build/out.js', 5);
    await file('src/deep/er/b.ts', 6);
    await utimes(path.join(root, 'src/deep/er'), at(0), at(0));
    expect(await isBuildFresh(root, built(), ['src', 'lock.json'])).toBe(false);
  });

  test('is stale when a file is added to a source folder after the build', async () => {
    await file('build/out.js', 5);
    await writeFile(path.join(root, 'src/deep/new.ts'), 'new');
    expect(await isBuildFresh(root, built(), ['src'])).toBe(false);
  });

  test('is stale when there is no build, and a missing source counts as old', async () => {
    expect(await isBuildFresh(root, built(), ['src'])).toBe(false);
    await file('build/out.js', 5);
    expect(await isBuildFresh(root, built(), ['src', 'not-there'])).toBe(true);
  });
});
