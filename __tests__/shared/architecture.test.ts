import { lintSnippets } from '../support/lintSnippets';

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

let ruleIds: Record<CaseName, string[]>;

beforeAll(() => {
  ruleIds = lintSnippets(cases);
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
