import {defineConfig} from 'vitest/config';

/** Tests of the BUILT worker bundle running in MiniOxygen (workerd) against the emulator. */
export default defineConfig({
  test: {
    include: ['tests/worker/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
