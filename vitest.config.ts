import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';

// Unit and component tests live beside the code they test. Component tests opt into
// jsdom with a `// @vitest-environment jsdom` line at the top of the file.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'markets/**/*.test.ts',
      'graphql/**/*.test.ts',
      'cms/**/*.test.ts',
      'emulator/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/conformance/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    testTimeout: 20_000,
    // Most of a file's time is starting it (environment, setup, imports), and the main process
    // is mostly idle meanwhile: threads start faster than forks, and a worker per core (Vitest
    // leaves one core free by default) took the suite from 201 s to 142 s on a two-core machine.
    pool: 'threads',
    maxWorkers: availableParallelism(),
  },
});
