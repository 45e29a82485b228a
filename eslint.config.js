import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import react from 'eslint-plugin-react';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/** What every file of app/ (and server.ts) may not import, the page-weight toolkit aside. */
const APP_LAYER_PATTERNS = [
  {
    group: ['**/emulator', '**/emulator/**', '**/scripts/**', '**/tests/**'],
    message: 'The app never imports the emulator, dev tooling or tests.',
  },
  {
    group: ['../../*', './markets', './cms/*', './graphql/*'],
    message: 'Use the path aliases: ~/ for app/, @markets, @cms/*, @graphql/*.',
  },
  {
    regex: '^(\\.\\.?/)+page-weight(/|$)',
    message: 'Import the page-weight toolkit by its alias, ~/page-weight.',
  },
];

const PAGE_WEIGHT_PRIVATE =
  'is private to the page-weight toolkit: a page imports LazySection and lazyWithPreload from ' +
  '~/page-weight and serverSection from ~/page-weight/index.server (app/page-weight/README.md).';

/** Outside app/page-weight, a page reaches the toolkit through its two public entries only. */
const APP_PATTERNS = [
  ...APP_LAYER_PATTERNS,
  {group: ['~/page-weight/*', '!~/page-weight/index.server'], message: `That module ${PAGE_WEIGHT_PRIVATE}`},
];

/**
 * The shell wires the toolkit in (root, entries, layout, the pages with a first-screen sheet of
 * their own, the shell's test fixtures): they may also use `~/page-weight/shell(.server)`.
 */
const SHELL_FILES = [
  'app/root.tsx',
  'app/entry.client.tsx',
  'app/entry.server.tsx',
  'app/components/layout/**/*.{ts,tsx}',
  'app/components/shell-fixtures.tsx',
  'app/routes/($locale)._index.tsx',
  'app/routes/($locale).search.tsx',
  'app/routes/($locale).collections.$handle.tsx',
  'app/components/product/ProductPage.tsx',
];
const SHELL_PATTERNS = [
  ...APP_LAYER_PATTERNS,
  {
    group: [
      '~/page-weight/*',
      '!~/page-weight/index.server',
      '!~/page-weight/shell',
      '!~/page-weight/shell.server',
    ],
    message: `That module ${PAGE_WEIGHT_PRIVATE}`,
  },
];

/** What no file of the emulator, test or not, may import. */
const EMULATOR_PATTERNS = [
  {
    group: ['~/*', '@markets', '@markets/*', '@cms/*', '@graphql/*'],
    message: 'The emulator runs under plain Node from any directory: use relative paths (../../markets).',
  },
  {
    regex: '^(\\.\\./)+(app|scripts|tests)(/|$)',
    message: 'The emulator imports markets/ and its own code, never the app, dev tooling or tests.',
  },
];

/** The store's clients and operations: only the emulator's tests use them (to check it answers them). */
const EMULATOR_CLIENTS = {
  regex: '^(\\.\\./)+(cms|graphql)(/|$)',
  message: 'The emulator stands in for the services cms/ and graphql/ talk to: it never imports them.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'node_modules/**',
      '.cache/**',
      '**/*.generated.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.emulator-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React, its hooks and accessibility, at each plugin's recommended settings (the new JSX
    // transform: no React import needed in scope).
    files: ['**/*.tsx'],
    plugins: {...react.configs.flat.recommended.plugins, ...jsxA11y.flatConfigs.recommended.plugins},
    languageOptions: {...react.configs.flat.recommended.languageOptions},
    settings: {
      react: {version: 'detect'},
      // Our links and forms, so the rules check them like <a> and <form>.
      formComponents: ['Form'],
      linkComponents: [
        {name: 'Link', linkAttribute: 'to'},
        {name: 'NavLink', linkAttribute: 'to'},
        {name: 'MarketLink', linkAttribute: 'to'},
      ],
    },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // TypeScript checks props; prop-types would repeat it at run time.
      'react/prop-types': 'off',
    },
  },
  {
    // Imports resolve (TypeScript's paths included), name real exports and are not repeated.
    files: ['**/*.{ts,tsx}'],
    plugins: importPlugin.flatConfigs.recommended.plugins,
    settings: {
      ...importPlugin.flatConfigs.typescript.settings,
      'import/resolver': {typescript: {project: './tsconfig.json'}, node: true},
      // Remix's Vite plugin serves the server build under this name.
      'import/core-modules': ['virtual:remix/server-build'],
    },
    rules: {
      ...importPlugin.flatConfigs.recommended.rules,
      ...importPlugin.flatConfigs.typescript.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      'no-console': 'off',
    },
  },
  {
    // A component (or any function of a component file) over 150 lines does more than one job:
    // split it.
    files: ['app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {'max-lines-per-function': ['error', {max: 150}]},
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's.
    files: ['tests/e2e/**/*.ts'],
    rules: {'react-hooks/rules-of-hooks': 'off'},
  },
  {
    // Ambient declarations cannot use import statements without turning into modules.
    files: ['**/*.d.ts'],
    rules: {'@typescript-eslint/consistent-type-imports': 'off'},
  },
  {
    // Layering (docs/architecture.md): markets/ is pure data and helpers; cms/ and graphql/ talk to
    // their services without React; none of them reaches into the app, the emulator or dev tooling.
    files: ['markets/**/*.ts', 'cms/**/*.ts', 'graphql/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/*', '**/app/**', '**/emulator', '**/emulator/**', '**/scripts/**'],
              message: 'markets/, cms/ and graphql/ never import app/, emulator/ or scripts/.',
            },
            {
              group: ['react', 'react-dom', '@remix-run/*'],
              message: 'markets/, cms/ and graphql/ hold no UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['markets/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '~/*',
                '@cms/*',
                '@graphql/*',
                '**/app/**',
                '**/cms/**',
                '**/graphql/**',
                '**/emulator/**',
              ],
              message: 'markets/ is plain data and pure helpers: it imports nothing of ours.',
            },
            {
              group: ['react', 'react-dom', '@remix-run/*', '@shopify/*'],
              message: 'markets/ holds no UI and no platform code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app reaches markets/, cms/ and graphql/ through their aliases, its own files through `~/`.
    files: ['app/**/*.{ts,tsx}', 'server.ts'],
    rules: {'no-restricted-imports': ['error', {patterns: APP_PATTERNS}]},
  },
  {
    files: SHELL_FILES,
    rules: {'no-restricted-imports': ['error', {patterns: SHELL_PATTERNS}]},
  },
  {
    // app/lib is logic, view models and their types: components and routes import it, never the
    // reverse. Its tests may borrow the components' fixtures.
    files: ['app/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...APP_PATTERNS,
            {
              group: ['~/components', '~/components/**', '~/routes', '~/routes/**', '~/root', '~/entry.*'],
              message: 'app/lib never imports components, routes or the root: they import it.',
            },
            {
              regex: '^(\\.\\./)+(components|routes)(/|$)|^(\\.\\./)+(root|entry\\.\\w+)$',
              message: 'app/lib never imports components, routes or the root: they import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The emulator stands in for the hosted services and runs under plain Node from any directory
    // (no path aliases there): it reads the store's markets and nothing else of ours.
    files: ['emulator/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {'no-restricted-imports': ['error', {patterns: [...EMULATOR_PATTERNS, EMULATOR_CLIENTS]}]},
  },
  {
    // Its tests may also drive it with the store's own clients and operations (cms/, graphql/).
    files: ['emulator/**/*.test.ts'],
    rules: {'no-restricted-imports': ['error', {patterns: EMULATOR_PATTERNS}]},
  },
  {
    // Dev tooling: it runs the app, the emulator and the browser. It may share a helper of app/lib
    // that a tool must apply exactly as the app does (signing a preview link), never the app's UI;
    // tests use the tooling, not the other way round.
    files: ['scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+app/(?!lib/)|^~/(?!lib/)',
              message: "scripts/ may use app/lib helpers, never the app's components, routes or root.",
            },
            {
              regex: '^(\\.\\./)+tests(/|$)',
              message: 'scripts/ never imports tests/: tests use the tooling.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser, worker and dev-server tests drive the built app from outside, as a shopper or the
    // platform would: texts and helpers from app/lib, never its components, routes or root
    // (integration tests load route modules; unit tests sit beside the code).
    files: ['tests/e2e/**/*.ts', 'tests/worker/**/*.ts', 'tests/dev/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+app/(?!lib/)|^~/(?!lib/)',
              message: 'These tests drive the built app from outside: app/lib texts and helpers only.',
            },
          ],
        },
      ],
    },
  },
);
