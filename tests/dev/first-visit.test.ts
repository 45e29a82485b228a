import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {chromium, type Browser, type Page} from '@playwright/test';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {freePort} from '../../scripts/local-services';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../scripts/chromium';

/**
 * `npm run dev` on a fresh clone: an empty Vite dependency cache, then the first visit
 * in a browser. A dependency Vite finds only while serving a page gets re-bundled and
 * the page reloaded with a second copy of React, which leaves the page blank; so any
 * page error, console error or mid-visit re-optimisation fails this check.
 */
/**
 * A fresh dev server pre-bundles dependencies and transforms every module on its first visit to
 * each page; on a busy two-core machine that has taken over 30 s. This is a check for errors,
 * not for speed (the bench measures speed), so each first visit gets a generous allowance.
 */
const FIRST_VISIT_TIMEOUT_MS = 120_000;

let dev: ChildProcess;
let output = '';
let baseUrl: string;
let browser: Browser;
const scratch = mkdtempSync(join(tmpdir(), 'alderline-dev-check-'));

beforeAll(async () => {
  const [port, emulatorPort] = await Promise.all([freePort(), freePort()]);
  baseUrl = `http://localhost:${port}`;
  dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      EMULATOR_PORT: String(emulatorPort),
      EMULATOR_DATA_DIR: join(scratch, 'emulator'),
      VITE_CACHE_DIR: join(scratch, 'vite'),
      // CI=true makes Vite colour its output even into a pipe, splitting the URL with escapes.
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const collect = (chunk: Buffer) => (output += stripAnsi(String(chunk)));
  dev.stdout!.on('data', collect);
  dev.stderr!.on('data', collect);
  await waitFor(
    () => output.includes(`localhost:${port}`),
    60_000,
    () => `dev server did not start:\n${output}`,
  );
  browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
});

afterAll(async () => {
  await browser?.close();
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    await exited;
  }
  rmSync(scratch, {recursive: true, force: true});
});

describe('the first visit to a fresh dev server', () => {
  it('renders and hydrates the home page, a product page, search and an RTL market without errors', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(FIRST_VISIT_TIMEOUT_MS);
    page.setDefaultNavigationTimeout(FIRST_VISIT_TIMEOUT_MS);
    const problems = collectProblems(page);

    await page.goto(baseUrl, {waitUntil: 'load'});
    await expectHydrated(page);
    // Only a hydrated page answers a click: the country button opens its dialog.
    await page
      .getByRole('button', {name: /change country/i})
      .first()
      .click();
    await expect
      .poll(() => page.getByRole('dialog').count(), {timeout: FIRST_VISIT_TIMEOUT_MS})
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    const productHref = await page.locator('a[href*="/products/"]').first().getAttribute('href');
    expect(productHref).toBeTruthy();

    for (const path of [productHref!, '/search?q=jogger', '/ar-ae']) {
      await page.goto(new URL(path, baseUrl).href, {waitUntil: 'load'});
      await expectHydrated(page);
    }

    expect(problems, `the dev server's log, errors only:\n${errorLines(output)}`).toEqual([]);
    expect(output).not.toMatch(/optimized dependencies changed|new dependencies optimized/);
  });
});

/** The router has started in the browser and the page still shows its content. */
async function expectHydrated(page: Page) {
  await page.waitForFunction(() => 'state' in ((window as {__remixRouter?: object}).__remixRouter ?? {}));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main').first().innerText()).resolves.not.toBe('');
}

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('pageerror', (error) => problems.push(`page error on ${where()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${where()}: ${message.text()}`);
  });
  // The console names no address for a failed request; which one failed is half the diagnosis.
  page.on('response', (response) => {
    if (response.status() >= 500) {
      const {pathname, search} = new URL(response.url());
      problems.push(`${response.status()} from ${pathname}${search.slice(0, 80)} on ${where()}`);
    }
  });
  return problems;
}

/** The dev server's lines that report a failure (MiniOxygen's, Vite's and the app's), for a failed check. */
function errorLines(log: string): string {
  return log
    .split('\n')
    .filter((line) => /error|fail|closed|lost|\b5\d\d\b/i.test(line))
    .slice(-40)
    .join('\n');
}

function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

async function waitFor(condition: () => boolean, timeoutMs: number, describe: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
