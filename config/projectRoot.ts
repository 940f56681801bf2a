import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder holding the project's package.json, found upwards from `from`: the same answer from
 * a source file at any depth and from the server's bundle (`build/server/main.js`), whose modules
 * all share one `__dirname`.
 */
export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json in or above ${from}`);
  }
}

export const projectRoot = findProjectRoot(__dirname);
