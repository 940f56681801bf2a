// Lint rules, including the import boundaries of ARCHITECTURE.md:
// client and server import shared, never each other; shared imports neither;
// features never import views, nor each other's listeners; shared view components never import
// pages or the shell; raw react-redux hooks only in app/hooks.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

// One zone per feature: another feature's listeners (its effects) and its lazy registration
// module (*Feature.ts, see app/injectFeature.ts) are private; features meet through slices
// (events, selectors), events modules and thunks.
const featureNames = readdirSync(new URL('../src/client/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = featureNames.map((name) => ({
  target: `./src/client/features/${name}`,
  from: [
    `./src/client/features/!(${name})/*Listeners.ts`,
    `./src/client/features/!(${name})/*Feature.ts`,
  ],
  message:
    'features import each other through slices, events and thunks, never listeners or *Feature modules',
}));

// Imports no client file may use; the views' block below repeats them beside its own.
const restrictedPaths = [
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector', 'useStore'],
    message: 'Use the typed hooks from src/client/app/hooks.',
  },
  { name: 'react-google-maps', message: 'Use @vis.gl/react-google-maps.' },
];

// What views may take from src/shared/domain: ways to show a value (formatters, labels, messages),
// to write a link or a picture's address, and fixed sizes and lengths. Everything else there is a
// business rule (prices, discounts, dates, permissions, which items) and reaches views through a
// feature's selectors and thunks. Types are always allowed.
const viewDomainNames = [
  // formatters, labels and messages
  'formatInr',
  'isoToDmy',
  'titleCase',
  'slotLabel',
  'ratingText',
  'productTagLabel',
  'bannerWords',
  'notServedMessage',
  'MESSAGES',
  // links and paths
  'productPath',
  'backPath',
  'pageBeforeScript',
  'LOCATION_PAGE_PATH',
  'MENU_PAGE_PATH',
  // pictures and clips
  'imageSrcSet',
  'avifSrcSet',
  'placeholderPath',
  'clipFiles',
  'HOW_IT_WORKS_CLIP',
  'DROP_BANNER_CLIPS',
  // layout and fixed sizes (the grid places banners as the server's render does)
  'interleaveListing',
  'BANNER_RATIO_MOBILE',
  'BANNER_RATIO_WIDE',
  'SLOT_TEMPLATES',
  'OTP_LENGTH',
  'PHONE_LENGTH',
  'SEARCH_TEXT_MAX',
  'CITIES',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      // Only the project's own modules matter for boundaries and cycles.
      'import/ignore': ['node_modules'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/client',
              from: './src/server',
              message: 'client and server share only src/shared',
            },
            {
              target: './src/server',
              from: './src/client',
              // The one way in: the server renders public pages with the browser's own app.
              except: ['./ssr'],
              message:
                'client and server share only src/shared; the server renders pages through src/client/ssr',
            },
            {
              target: './src/shared',
              from: ['./src/client', './src/server'],
              message: 'shared imports neither client nor server',
            },
            {
              target: './src/client/features',
              from: './src/client/views',
              message: 'features never import views',
            },
            {
              target: './src/client/api',
              from: './src/client/views',
              message: 'the API layer never imports views',
            },
            { target: './src/client/app', from: './src/server' },
            {
              target: './src/client/views/components',
              from: './src/client/views',
              except: ['./components'],
              message: 'shared components never import pages or the shell (views/shell)',
            },
            {
              target: './src/client/app',
              from: './src/client/views/components',
              message: 'the app draws pages through views/shell, not shared components',
            },
            ...featureZones,
          ],
        },
      ],
      'no-restricted-imports': ['error', { paths: restrictedPaths }],
    },
  },
  {
    // The browser bundle carries no validators: the client sends calls from the contract's route
    // table and checks stored values with compiled functions (app/storedChecks.ts), so TypeBox
    // and the schema-bearing contract modules are imported for their types only. The server's
    // page render (ssr) runs in node; storedSchemas.ts and its generator are build-time inputs.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: [
      'src/client/ssr/**',
      'src/client/app/storedSchemas.ts',
      'src/client/app/generateStoredChecks.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sinclair/typebox', '@sinclair/typebox/*'],
              allowTypeImports: true,
              message:
                'The browser does not ship TypeBox: import types only (compiled checks are in app/storedChecks.ts).',
            },
            {
              // The contract's index and schema modules, entities' own files included; constants,
              // core and routes hold no schema.
              regex: '/shared/contract(/(?!(constants|core|routes)$)[^/]+|/entities/[^/]+)?$',
              allowTypeImports: true,
              message:
                'Contract schemas stay out of the browser: import types only; values come from shared/contract/constants or routes.',
            },
            {
              group: ['**/app/storedSchemas'],
              allowTypeImports: true,
              message:
                'Schemas stay out of the browser: use the compiled checks in app/storedChecks.',
            },
          ],
        },
      ],
    },
  },
  {
    // Views only dispatch and select: decisions (defaults, dates, filters, what a user may do)
    // live in features, so views neither import the domain's rules nor derive state with useMemo.
    files: ['src/client/views/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
          patterns: [
            {
              regex: '(^|/)shared/domain(/[^/]+)?$',
              allowImportNames: viewDomainNames,
              allowTypeImports: true,
              message:
                "Views show values; a business rule reaches them through a feature's selector or thunk. Display formatters and constants are listed in config/eslint.config.mjs.",
            },
            {
              group: ['moment', 'moment/*'],
              message:
                'Dates are worked out in features (selectors take the time as an argument); views only show them.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='useMemo']",
          message:
            'Derived values come from memoised selectors (createSelector in features); views select them.',
        },
        {
          selector: "CallExpression[callee.object.name='React'][callee.property.name='useMemo']",
          message:
            'Derived values come from memoised selectors (createSelector in features); views select them.',
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Views never fetch: use the API slice through features.' },
        { name: 'localStorage', message: 'Views never touch storage: listeners do.' },
        { name: 'sessionStorage', message: 'Views never touch storage: listeners do.' },
        { name: 'setTimeout', message: 'Timers live in listeners (features/*Listeners.ts).' },
        { name: 'setInterval', message: 'Timers live in listeners (features/*Listeners.ts).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Views never fetch.' },
        { object: 'window', property: 'localStorage', message: 'Views never touch storage.' },
        { object: 'window', property: 'sessionStorage', message: 'Views never touch storage.' },
        { object: 'window', property: 'setTimeout', message: 'Timers live in listeners.' },
        { object: 'window', property: 'setInterval', message: 'Timers live in listeners.' },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
