import path from 'node:path';
import { execFileSync } from 'node:child_process';

const root = path.resolve(__dirname, '../..');

const cases = {
  clientImportsServer: [
    'src/client/leak.ts',
    "import { buildApp } from '../server/app';\nexport const a = buildApp;\n",
  ],
  serverImportsClient: [
    'src/server/leak.ts',
    "import { makeStore } from '../client/app/store';\nexport const a = makeStore;\n",
  ],
  sharedImportsServer: [
    'src/shared/domain/leak.ts',
    "import { buildApp } from '../../server/app';\nexport const a = buildApp;\n",
  ],
  featureImportsView: [
    'src/client/features/leak.ts',
    "import HomePage from '../views/home/HomePage';\nexport const a = HomePage;\n",
  ],
  clientImportsConfig: [
    'src/client/fine.ts',
    "import { appConfig } from '../../config/app.config';\nexport const a = appConfig;\n",
  ],
  viewUsesRawHook: [
    'src/client/views/home/leak.tsx',
    "import { useSelector } from 'react-redux';\nexport const a = useSelector;\n",
  ],
  viewFetchesAndStores: [
    'src/client/views/home/leak.ts',
    "export async function load() {\n  localStorage.setItem('a', 'b');\n  return fetch('/api/health');\n}\n",
  ],
} as const;

type CaseName = keyof typeof cases;

// ESLint runs in its own process (as `npm run check` does); the snippets exist only in memory,
// so import/no-cycle, which needs files on disk, is left out here.
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

describe('import boundaries of ARCHITECTURE.md', () => {
  test.each([
    'clientImportsServer',
    'serverImportsClient',
    'sharedImportsServer',
    'featureImportsView',
  ] as const)('%s is refused', (name) => {
    expect(ruleIds[name]).toContain('import/no-restricted-paths');
  });

  test('client importing config is allowed', () => {
    expect(ruleIds.clientImportsConfig).toEqual([]);
  });

  test('raw react-redux hooks are refused outside app/hooks.ts', () => {
    expect(ruleIds.viewUsesRawHook).toContain('no-restricted-imports');
  });

  test('views may not fetch or touch storage', () => {
    expect(ruleIds.viewFetchesAndStores).toEqual([
      'no-restricted-globals',
      'no-restricted-globals',
    ]);
  });
});
