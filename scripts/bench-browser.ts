/**
 * Bench figures that need a browser (the system Chromium through Playwright):
 * - the JS a page has loaded once it is idle (network quiet, the browser idle), gzip: first-load
 *   JS plus the lazy chunks a page asks for at once (the product list's InstantSearch chunk);
 * - the search overlay: a keystroke burst to results painted (the 500 ms debounce included).
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium';
import {percentile} from './stats';

export async function withBrowser<T>(task: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    return await task(browser);
  } finally {
    await browser.close();
  }
}

async function newPage(browser: Browser, origin: string) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  // The automation cookie keeps the country confirmation shut.
  await context.addCookies([{name: 'automation', value: '1', url: origin}]);
  return {context, page: await context.newPage()};
}

export interface IdleJs {
  /** Gzip bytes of every script the page fetched. */
  bytes: number;
  files: number;
}

/**
 * Every script a page had fetched by the time the network was quiet and the browser idle, with
 * no interaction: gzip bytes of the build's own (as a compressing server sends them) and the
 * number of files, any others (a provider's script) counted at the size they arrived.
 */
export async function jsLoadedByIdle(
  browser: Browser,
  origin: string,
  path: string,
  distDir: string,
): Promise<IdleJs> {
  const {context, page} = await newPage(browser, origin);
  try {
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
      const {pathname} = new URL(response.url());
      const file = join(distDir, 'client', pathname);
      const own = new URL(response.url()).origin === origin && existsSync(file);
      scripts.set(
        response.url(),
        own
          ? Promise.resolve(gzipSync(readFileSync(file)).length)
          : response.body().then(
              (body) => body.length,
              () => 0,
            ),
      );
    });
    await page.goto(`${origin}${path}`, {waitUntil: 'networkidle'});
    await page.evaluate('new Promise((done) => requestIdleCallback(() => done()))');
    const sizes = await Promise.all(scripts.values());
    return {bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length};
  } finally {
    await context.close();
  }
}

const OVERLAY_QUERIES = [
  'jogger',
  'legging',
  'short',
  'hoodie',
  'jacket',
  'tank',
  'bra',
  'tee',
  'sock',
  'cap',
];

/**
 * The overlay opened with Ctrl+K on the home page, then for each query (a fresh one each time,
 * so no cached answer): the time from typing it to the frame after its product options appear.
 */
export async function overlayKeystrokeToPaint(browser: Browser, origin: string): Promise<string> {
  const {context, page} = await newPage(browser, origin);
  try {
    await page.goto(`${origin}/`, {waitUntil: 'networkidle'});
    await page.keyboard.press('Control+k');
    const input = page.getByRole('dialog').getByRole('combobox');
    const opened = await input.waitFor({timeout: 10_000}).then(
      () => true,
      () => false,
    );
    if (!opened) return 'no search overlay in this build';
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    const samples: number[] = [];
    for (const query of OVERLAY_QUERIES) {
      await input.fill('');
      await page.waitForFunction(() => !document.querySelector('[id$="-products-list"]'));
      // A string, not a function: tsx would wrap a function's inner helpers in its own `__name`.
      const elapsed = (await page.evaluate(`new Promise((resolve) => {
        const started = performance.now();
        const check = () => {
          const option = document.querySelector('[id$="-products-list"] [role="option"]');
          if (option) requestAnimationFrame(() => resolve(performance.now() - started));
          else requestAnimationFrame(check);
        };
        document.execCommand('insertText', false, ${JSON.stringify(query)});
        check();
      })`)) as number;
      samples.push(elapsed);
    }
    return `p50 ${percentile(samples, 50).toFixed(0)} ms, p95 ${percentile(samples, 95).toFixed(0)} ms (n=${samples.length}, debounce 500 ms included)`;
  } finally {
    await context.close();
  }
}
