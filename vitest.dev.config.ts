import {defineConfig} from 'vitest/config';

/** The development server as a newcomer meets it: fresh dependency cache, first visit in Chromium. */
export default defineConfig({
  test: {
    include: ['tests/dev/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
