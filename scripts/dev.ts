/**
 * `npm run dev`: the emulator (when no store is configured) and the storefront's
 * Vite dev server at http://localhost:3000. Ctrl-C stops both.
 *
 * `PORT` moves the dev server and `VITE_CACHE_DIR` its dependency cache; the
 * first-visit check in `npm test` uses both to run beside a developer's own server.
 */
import {createServer, loadEnv} from 'vite';
import {startLocalServices} from './local-services';

const port = Number(process.env.PORT) || 3000;
const services = await startLocalServices({fileEnv: loadEnv('development', process.cwd(), '')});
const vite = await createServer({
  mode: 'development',
  server: {port},
  ...(process.env.VITE_CACHE_DIR ? {cacheDir: process.env.VITE_CACHE_DIR} : {}),
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await vite.close().catch(() => {});
  await services.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  await vite.listen();
  vite.printUrls();
} catch (error) {
  console.error(error);
  await stop(1);
}
