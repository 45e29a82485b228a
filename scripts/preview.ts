/** `npm run preview`: the built worker in MiniOxygen against the emulator, on port 3000. */
import {loadEnv} from 'vite';
import {startLocalServices} from './local-services';
import {startBuiltWorker} from './worker-runtime';

const fileEnv = loadEnv('production', process.cwd(), '');
const services = await startLocalServices({fileEnv});
const worker = await startBuiltWorker({
  env: {...services.workerEnv, PUBLIC_SITE_ENV: services.workerEnv.PUBLIC_SITE_ENV || 'preview'},
  port: Number(process.env.PORT) || 3000,
  ...(services.emulatorUrl ? {emulatorUrl: services.emulatorUrl} : {}),
  logRequests: true,
});
console.log(`Preview (built worker) at ${worker.url.replace('127.0.0.1', 'localhost')}`);

async function stop() {
  await worker.dispose().catch(() => {});
  await services.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
