/**
 * `npm run lint:routes`: Shopify's own check that the project has every standard storefront
 * route (`shopify hydrogen check routes`) and uses none of the paths Oxygen reserves. The
 * command only warns, and always exits 0, so this fails on its warnings. It runs offline:
 * with telemetry off the CLI makes no network call (with it on, it fails on a lookup).
 */
import {spawnSync} from 'node:child_process';

const ALL_PRESENT = 'All standard Shopify routes present';
const PROBLEMS = ['Standard Shopify routes missing', 'Reserved routes present'];

const result = spawnSync('shopify', ['hydrogen', 'check', 'routes'], {
  encoding: 'utf8',
  shell: process.platform === 'win32',
  env: {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1', NO_COLOR: '1', FORCE_COLOR: '0'},
});
const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
const problems = PROBLEMS.filter((headline) => output.includes(headline));

if (result.error || result.status !== 0 || problems.length > 0 || !output.includes(ALL_PRESENT)) {
  process.stderr.write(output);
  if (result.error) process.stderr.write(`${result.error.message}\n`);
  process.stderr.write(
    '\nshopify hydrogen check routes: the storefront is missing standard routes (above).\n',
  );
  process.exit(1);
}
process.stdout.write(`check routes: ${ALL_PRESENT.toLowerCase()}\n`);
