/**
 * `tsx emulator/cli.ts` (npm run emulator): starts the emulator on EMULATOR_PORT (default 4100).
 * `tsx emulator/cli.ts --reset-only` (npm run emulator:reset): deletes the saved state and exits.
 */
import {nodeProcess} from './http';
import {performance} from 'node:perf_hooks';
import {startEmulator} from './index';
import {deleteDataDir, resolveDataDir} from './persistence';

const CANONICAL_ORDER = [
  'storefront',
  'checkout',
  'search',
  'content',
  'email',
  'captcha',
  'personalisation',
  'images',
  'videos',
];

async function main(): Promise<void> {
  const args = nodeProcess.argv.slice(2);
  if (args.includes('--reset-only')) {
    const dir = resolveDataDir(undefined);
    if (dir) await deleteDataDir(dir);
    console.log(`Emulator state deleted (${dir ?? 'persistence off'})`);
    return;
  }

  const emulator = await startEmulator();
  const names = [...emulator.services].sort(
    (a, b) => CANONICAL_ORDER.indexOf(a) - CANONICAL_ORDER.indexOf(b),
  );
  console.log(
    `Emulator ready at ${emulator.url} (${names.join(', ')}) in ${Math.round(performance.now())} ms`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`[emulator] ${signal} again, exiting without waiting`);
      nodeProcess.exit(1);
    }
    stopping = true;
    emulator.close().then(
      () => nodeProcess.exit(0),
      (error: unknown) => {
        console.error('[emulator] error while stopping:', error);
        nodeProcess.exit(1);
      },
    );
  };
  nodeProcess.on('SIGINT', stop);
  nodeProcess.on('SIGTERM', stop);
  // Started by the dev/test tooling with an IPC channel: stop when that parent goes away,
  // so a killed `npm run dev` never leaves an orphan holding the port.
  if (nodeProcess.send) nodeProcess.on('disconnect', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    console.error(
      `[emulator] port already in use; set EMULATOR_PORT to another port or stop the other emulator`,
    );
  } else {
    console.error('[emulator] failed to start:', error);
  }
  nodeProcess.exit(1);
});
