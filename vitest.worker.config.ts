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
    // Each file starts its own emulator and worker on free ports, so files cannot disturb each
    // other's fault switches or caches. Two at a time: each file already keeps a worker, an
    // emulator and the test runner busy (221 s → 118 s for the suite on a two-core machine).
    maxWorkers: 2,
  },
});
