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
  clientRunsTypebox: [
    'src/client/features/leak.ts',
    "import { Value } from '@sinclair/typebox/value';\nexport const a = Value;\n",
  ],
  clientRunsContract: [
    'src/client/features/leak.ts',
    "import { contract } from '../../shared/contract';\nexport const a = contract;\n",
  ],
  clientRunsSchemaModule: [
    'src/client/api/leak.ts',
    "import { Address } from '../../shared/contract/entities';\nexport const a = Address;\n",
  ],
  clientRunsEntityFile: [
    'src/client/features/leak.ts',
    "import { User } from '../../shared/contract/entities/user';\nexport const a = User;\n",
  ],
  clientTypesFromEntityFile: [
    'src/client/features/fine.ts',
    "import type { User } from '../../shared/contract/entities/user';\nexport type A = User;\n",
  ],
  clientRunsRouteFile: [
    'src/client/api/fine.ts',
    "import { payment } from '../../shared/contract/routes/payment';\nexport const a = payment;\n",
  ],
  clientRunsStoredSchemas: [
    'src/client/features/leak.ts',
    "import { checkedSchemas } from '../app/storedSchemas';\nexport const a = checkedSchemas;\n",
  ],
  clientTypesFromContract: [
    'src/client/features/fine.ts',
    "import type { Static } from '@sinclair/typebox';\nimport { type Address, type contract } from '../../shared/contract';\nexport type A = [Static<typeof contract.users.getUser.response>, Address];\n",
  ],
  clientRunsRoutesAndConstants: [
    'src/client/api/fine.ts',
    "import { LISTING_PAGE_SIZE } from '../../shared/contract/constants';\nimport { fillPath } from '../../shared/contract/core';\nimport { routes } from '../../shared/contract/routes';\nexport const a = [LISTING_PAGE_SIZE, fillPath, routes];\n",
  ],
  ssrRunsContract: [
    'src/client/ssr/fine.ts',
    "import { contract } from '../../shared/contract';\nexport const a = contract;\n",
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

  test.each([
    'clientRunsTypebox',
    'clientRunsContract',
    'clientRunsSchemaModule',
    'clientRunsEntityFile',
    'clientRunsStoredSchemas',
  ] as const)('%s: the browser bundle may not run TypeBox or the contract schemas', (name) => {
    expect(ruleIds[name]).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  test.each([
    'clientTypesFromContract',
    'clientRunsRoutesAndConstants',
    'clientTypesFromEntityFile',
    'clientRunsRouteFile',
    'ssrRunsContract',
  ] as const)('%s is allowed (types, routes, constants, or the server-side render)', (name) => {
    expect(ruleIds[name]).toEqual([]);
  });
});
