import {defineConfig} from 'vitest/config';
import {BaseSequencer, type TestSpecification} from 'vitest/node';
import tsconfigPaths from 'vite-tsconfig-paths';

/**
 * The files that take longest (35–45 s each against 1–10 s for the others) start first, so the
 * short ones fill in beside them rather than one of them running alone at the end. Vitest orders
 * files it has not timed before by size, which put the fault matrix's two short files last on a
 * fresh clone, as in CI.
 */
const LONGEST = /\/(fault-matrix[^/]*|storefront)\.test\.ts$/;

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONGEST.test(file.moduleId);
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

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
    sequence: {sequencer: LongestFirst},
  },
});
