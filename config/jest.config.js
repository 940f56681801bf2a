// Jest projects mirror src/: shared rules, the server, the client store and views, and browser journeys.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
// SWC strips the types and does nothing else: `npm run typecheck` (tsc) has already checked them.
const swc = (syntax, extra = {}) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax, ...extra },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
// Dependencies that ship only ES modules; SWC turns them into CommonJS for the test runtime.
const esmOnly = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  '@redux-devtools/instrument',
];
const esmOnlyPattern = esmOnly.map((name) => name.replace('/', '\\/')).join('|');

const base = {
  rootDir: root,
  transform: {
    '^.+\\.ts$': swc('typescript'),
    '^.+\\.tsx$': swc('typescript', { tsx: true }),
    [`^.+/node_modules/(${esmOnlyPattern})/.+\\.js$`]: swc('ecmascript'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPattern})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

module.exports = {
  reporters: [
    'default',
    path.join(root, 'config/jestSummaryReporter.js'),
    path.join(root, 'config/jestTimingReporter.js'),
  ],
  projects: [
    {
      ...base,
      displayName: 'shared',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/shared/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      globalSetup: '<rootDir>/config/jest.server.globalSetup.ts',
      globalTeardown: '<rootDir>/config/jest.server.globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/config/jest.server.setup.ts'],
    },
    {
      ...base,
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/__tests__/client/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/config/jest.client.setup.ts'],
      // msw's ESM-only dependencies reach Jest as CommonJS copies (see the resolver).
      resolver: '<rootDir>/config/jestMjsResolver.js',
    },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/config/jest.e2e.globalSetup.ts',
      globalTeardown: '<rootDir>/config/jest.e2e.globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/config/jest.e2e.setup.ts'],
    },
  ],
};
