import {defineConfig} from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';

/** Tests of the BUILT worker bundle running in MiniOxygen (workerd) against the emulator. */
export default defineConfig({
  // Tests may use the app's own helpers (e.g. to sign a form token), by its aliases.
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/worker/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
