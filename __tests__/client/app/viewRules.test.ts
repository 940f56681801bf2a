import { lintSnippets } from '../../support/lintSnippets';

// Snippets linted as if they were these files.
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
  viewImportsDomainRule: [
    'src/client/views/product/leak.tsx',
    "import { defaultCelebrationDate } from '../../../shared/domain';\nexport const day = defaultCelebrationDate(new Date());\n",
  ],
  viewImportsDomainSubmoduleRule: [
    'src/client/views/home/leak.tsx',
    "import { uniqueBanners } from '../../../shared/domain/bannerWords';\nexport const once = uniqueBanners([]);\n",
  ],
  viewImportsWholeDomain: [
    'src/client/views/home/leak.tsx',
    "import * as domain from '../../../shared/domain';\nexport const rules = domain;\n",
  ],
  viewImportsFormatter: [
    'src/client/views/checkout/shown.tsx',
    "import { formatInr, type CartPrice } from '../../../shared/domain';\nexport const shown = (price: CartPrice) => formatInr(price.finalPrice);\n",
  ],
  viewImportsMoment: [
    'src/client/views/home/leak.tsx',
    "import moment from 'moment';\nexport const today = () => moment().format('DD-MM-YYYY');\n",
  ],
  viewDerivesWithUseMemo: [
    'src/client/views/home/leak.tsx',
    "import { useMemo } from 'react';\nexport const useTotal = (xs: number[]) => useMemo(() => xs.reduce((a, b) => a + b, 0), [xs]);\n",
  ],
  viewDerivesWithReactUseMemo: [
    'src/client/views/home/leak.tsx',
    "import React from 'react';\nexport const useTotal = (xs: number[]) => React.useMemo(() => xs.length, [xs]);\n",
  ],
  viewUsesRawSelector: [
    'src/client/views/home/leak.tsx',
    "import { useSelector } from 'react-redux';\nexport const useAll = () => useSelector((state) => state);\n",
  ],
  selectorImportsDomainRule: [
    'src/client/features/demo/demoSelectors.ts',
    "import { defaultCelebrationDate } from '../../../shared/domain';\nexport const day = (now: Date) => defaultCelebrationDate(now);\n",
  ],
  listenerSetsTimeout: [
    'src/client/features/demo/demoListeners.ts',
    'export const later = (run: () => void) => setTimeout(run, 30000);\n',
  ],
} as const;

type CaseName = keyof typeof cases;

let ruleIds: Record<CaseName, string[]>;

beforeAll(() => {
  ruleIds = lintSnippets(cases);
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

  test.each([
    ['viewImportsDomainRule', 'no-restricted-imports'],
    ['viewImportsDomainSubmoduleRule', 'no-restricted-imports'],
    ['viewImportsWholeDomain', 'no-restricted-imports'],
    ['viewImportsMoment', 'no-restricted-imports'],
    ['viewDerivesWithUseMemo', 'no-restricted-syntax'],
    ['viewDerivesWithReactUseMemo', 'no-restricted-syntax'],
    ['viewUsesRawSelector', 'no-restricted-imports'],
  ] as const)('%s is refused', (name, rule) => {
    expect(ruleIds[name]).toEqual([rule]);
  });

  test('views may import display formatters and domain types', () => {
    expect(ruleIds.viewImportsFormatter).toEqual([]);
  });

  test('selectors may use the domain rules views may not', () => {
    expect(ruleIds.selectorImportsDomainRule).toEqual([]);
  });
});
