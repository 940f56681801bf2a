// Jest projects mirror src/: shared rules, the server, the client store and views, and browser journeys.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const tsJest = [
  'ts-jest',
  {
    tsconfig: path.join(root, 'config/tsconfig.jest.json'),
  },
];
// Dependencies that ship only ES modules; ts-jest turns them into CommonJS for the test runtime.
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
    '^.+\\.tsx?$': tsJest,
    [`^.+/node_modules/(${esmOnlyPattern})/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'CommonJS' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPattern})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

module.exports = {
  reporters: ['default', path.join(root, 'config/jestSummaryReporter.js')],
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
      setupFilesAfterEnv: ['<rootDir>/config/jest.e2e.setup.ts'],
    },
  ],
};
