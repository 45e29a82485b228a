import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/emulator', '**/emulator/**', '**/scripts/**', '**/tests/**'],
              message: 'The app never imports the emulator, dev tooling or tests.',
            },
            {
              group: ['../../*', './markets', './cms/*', './graphql/*'],
              message: 'Use the path aliases: ~/ for app/, @markets, @cms/*, @graphql/*.',
            },
          ],
        },
      ],
    },
  },
);
