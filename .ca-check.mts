import {chromium} from 'playwright-core';
import {startLocalServices} from '/work/wt/w29/scripts/local-services';
import {EMULATED_CUSTOMER_ACCOUNTS} from '/work/wt/w29/scripts/local-env';
import {startBuiltWorker} from '/work/wt/w29/scripts/worker-runtime';
import {startShopifyFront} from '/work/wt/w29/scripts/shopify-front';

const services = await startLocalServices({fileEnv: {}, shellEnv: {}, port: 0, dataDir: '/tmp/w29-emu', quiet: true});
const worker = await startBuiltWorker({env: {...services.workerEnv, ...EMULATED_CUSTOMER_ACCOUNTS}, emulatorUrl: services.emulatorUrl, runtimeLog: (l) => { if (/error|Error/.test(l)) console.log('[rt]', l.slice(0, 300)); }});
console.log('worker', worker.url);
const front = await startShopifyFront({emulatorUrl: services.emulatorUrl!});
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', `--host-resolver-rules=${front.hostResolverRule}`]});
const context = await browser.newContext({ignoreHTTPSErrors: true});
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
try {
  await page.goto(`${worker.url}/account/orders`);
  console.log('at', page.url());
  await page.getByLabel('Email').fill('shopper@alderline.test');
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', {name: 'Continue'}).click();
  await page.waitForLoadState('networkidle');
  console.log('after login', page.url());
  console.log((await page.locator('main').innerText()).slice(0, 800));
  await page.screenshot({path: '/tmp/ca-orders.png', fullPage: true});
  await page.getByRole('link', {name: /Show older orders/}).click();
  await page.waitForLoadState('networkidle');
  console.log('after older', page.url(), await page.getByRole('row').count());
  await page.goto(`${worker.url}/account/addresses`);
  console.log((await page.locator('main').innerText()).slice(0, 400));
  await page.goto(`${worker.url}/account/dashboard`);
  console.log((await page.locator('main').innerText()).slice(0, 600));
} catch (e) { console.log('ERR', e); await page.screenshot({path: '/tmp/ca-err.png'}); console.log(page.url(), (await page.content()).slice(0, 1500)); }
await browser.close();
await worker.dispose();
await front.stop();
await services.stop();
