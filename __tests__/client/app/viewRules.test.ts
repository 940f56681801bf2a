import path from 'node:path';
import { execFileSync } from 'node:child_process';

const root = path.resolve(__dirname, '../../..');

// Snippets linted as if they were these files; ESLint runs in its own process, as `npm run check` does.
const cases = {
  viewFetches: [
    'src/client/views/home/leak.tsx',
    "export const load = () => fetch('/api/health');\n",
  ],
  viewReadsLocalStorage: [
    'src/client/views/home/leak.tsx',
    "export const read = () => localStorage.getItem('user');\n",
  ],
  viewReadsSessionStorage: [
    'src/client/views/home/leak.tsx',
    "export const read = () => window.sessionStorage.getItem('_ERROR_COUNT');\n",
  ],
  viewSetsTimeout: [
    'src/client/views/home/leak.tsx',
    'export const later = (run: () => void) => setTimeout(run, 30000);\n',
  ],
  viewSetsInterval: [
    'src/client/views/home/leak.tsx',
    'export const poll = (run: () => void) => window.setInterval(run, 5000);\n',
  ],
  listenerSetsTimeout: [
    'src/client/features/demo/demoListeners.ts',
    'export const later = (run: () => void) => setTimeout(run, 30000);\n',
  ],
} as const;

type CaseName = keyof typeof cases;

const script = `
  import { ESLint } from 'eslint';
  const cases = JSON.parse(process.argv[1]);
  const eslint = new ESLint({
    overrideConfigFile: 'config/eslint.config.mjs',
    overrideConfig: { rules: { 'import/no-cycle': 'off' } },
  });
  const out = {};
  for (const [name, [file, code]] of Object.entries(cases)) {
    const [result] = await eslint.lintText(code, { filePath: file });
    out[name] = result.messages.map((m) => m.ruleId ?? 'parse-error');
  }
  console.log(JSON.stringify(out));
`;

let ruleIds: Record<CaseName, string[]>;

beforeAll(() => {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  ruleIds = JSON.parse(output) as Record<CaseName, string[]>;
}, 60_000);

describe('views only dispatch and select (lint)', () => {
  test.each([
    ['viewFetches', 'no-restricted-globals'],
    ['viewReadsLocalStorage', 'no-restricted-globals'],
    ['viewReadsSessionStorage', 'no-restricted-properties'],
    ['viewSetsTimeout', 'no-restricted-globals'],
    ['viewSetsInterval', 'no-restricted-properties'],
  ] as const)('%s is refused', (name, rule) => {
    expect(ruleIds[name]).toEqual([rule]);
  });

  test('listeners may set timers', () => {
    expect(ruleIds.listenerSetsTimeout).toEqual([]);
  });
});
