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
    // Layering from DESIGN.md: pure modules never reach into the app or the emulator.
    files: ['markets/**/*.ts', 'cms/**/*.ts', 'graphql/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/*', '**/app/*', '**/emulator/*'],
              message: 'markets/, cms/ and graphql/ never import app/ or emulator/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/emulator/*', '**/scripts/*'],
              message: 'The app never imports the emulator or dev tooling.',
            },
          ],
        },
      ],
    },
  },
);
