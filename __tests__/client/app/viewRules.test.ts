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
});
