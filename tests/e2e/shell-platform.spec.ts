import type {Page} from '@playwright/test';
import {baseTest as test, expect, scrollToSection} from './support/test';
import {emulatorUrl} from './support/stack';
import {en} from '~/lib/i18n/messages/en';

/** The home page's bestsellers (personalised lists below them have grids of their own). */
const bestsellers = (page: Page) =>
  page.getByRole('region', {name: 'Bestsellers'}).getByTestId('product-grid');

const COOKIES_BLOCKED =
  'This page could not be loaded. Your browser is currently set to block cookies. Please try enabling cookies to use this service.';

/**
 * A returning shopper who has answered the consent banner and the country question,
 * so no dialog sits over the page these journeys click through.
 */
test.beforeEach(async ({context, baseURL}) => {
  const consent = `v=1&groups=C0001:1,C0002:0,C0003:0,C0004:0,C0005:0&at=${new Date().toISOString()}`;
  await context.addCookies([
    {name: 'automation', value: '1', url: baseURL!},
    {name: 'alderline_consent', value: encodeURIComponent(consent), url: baseURL!},
  ]);
});

/** The emulator's fault switches. */
async function setContentFault(fault: Record<string, unknown> | null) {
  const response = await fetch(`${emulatorUrl()}/__emulator/faults`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({content: fault}),
  });
  expect(response.ok).toBe(true);
}

/**
 * The moment React takes the document (its root is on it and it starts listening for `type`),
 * before it has rendered anything: presses the header's Search button (`click`) or a key on the
 * page (`keydown`) then, once.
 */
async function pressAsReactTakesTheDocument(page: Page, type: 'click' | 'keydown'): Promise<void> {
  await page.addInitScript((eventType) => {
    const listen = document.addEventListener.bind(document);
    let pressed = false;
    document.addEventListener = (...args: Parameters<typeof document.addEventListener>) => {
      listen(...args);
      const reactRoot = Object.keys(document).some((key) => key.startsWith('__reactContainer'));
      if (pressed || !reactRoot || args[0] !== eventType) return;
      pressed = true;
      queueMicrotask(() => {
        if (eventType === 'keydown') {
          document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'a', bubbles: true}));
          return;
        }
        [...document.querySelectorAll('header button')]
          .find((button) => button.getAttribute('aria-label') === 'Search')
          ?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
      });
    };
  }, type);
}

/**
 * Presses the header's Search button right after React commits the hydrated page and before
 * the page's first effects run: the moment an effect that resets state on arrival would undo a
 * press. React's scheduler runs its work in message-channel tasks; while one runs, the clock
 * moves on 6 ms per reading, so the scheduler yields after every task (its slice is 5 ms) and
 * the page's effects always come in a task after the commit's. The press follows the first
 * task after which the document is committed (React's root no longer waits to hydrate).
 */
async function pressAsReactCommitsThePage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const realNow = performance.now.bind(performance);
    let inTask = false;
    let skew = 0;
    performance.now = () => (inTask ? (skew += 6) : skew) + realNow();
    const committed = () => {
      const key = Object.keys(document).find((name) => name.startsWith('__reactContainer'));
      const root = key
        ? (
            document as unknown as Record<
              string,
              {stateNode: {current: {memoizedState?: {isDehydrated?: boolean}}}}
            >
          )[key]
        : undefined;
      return root?.stateNode.current.memoizedState?.isDehydrated === false;
    };
    let pressed = false;
    const NativeChannel = window.MessageChannel;
    window.MessageChannel = class extends NativeChannel {
      constructor() {
        super();
        const port = this.port1;
        let handler: ((event: MessageEvent) => void) | null = null;
        Object.defineProperty(port, 'onmessage', {
          get: () => handler,
          set(value: (event: MessageEvent) => void) {
            handler = value;
            port.addEventListener('message', (event) => {
              inTask = true;
              try {
                handler?.(event);
              } finally {
                inTask = false;
              }
              if (pressed || !committed()) return;
              pressed = true;
              [...document.querySelectorAll('header button')]
                .find((button) => button.getAttribute('aria-label') === 'Search')
                ?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
            });
            port.start();
          },
        });
      }
    };
  });
}

test.describe('the page shell', () => {
  for (const path of ['/en-gb', '/ar-ae', '/fr-fr/no-such-page']) {
    test(`hydrates ${path} on a desktop without React errors`, async ({page}) => {
      // A React error here usually means server HTML was thrown away and rendered again
      // (e.g. an urgent context update reaching a Suspense boundary still hydrating).
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path, {waitUntil: 'networkidle'});
      await expect(page.getByTestId('site-header')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('a button pressed the moment the page’s code starts still does its job', async ({page}) => {
    // Held back until the page is live, then pressed again.
    await pressAsReactTakesTheDocument(page, 'click');
    await page.goto('/en-gb');
    await expect(page.getByRole('dialog', {name: 'Search'})).toBeVisible();
  });

  test('a button pressed as React commits the page, before its first effects, still does its job', async ({
    page,
  }) => {
    // Reaching React there, the press opened the overlay and the overlay's effect on arrival
    // closed it again; held back until the page is live, it opens the overlay and it stays open.
    await pressAsReactCommitsThePage(page);
    await page.goto('/en-gb', {waitUntil: 'networkidle'});
    await expect(page.getByRole('dialog', {name: 'Search'})).toBeVisible();
  });

  test('comes alive when a key is pressed the moment its code starts', async ({page}) => {
    // A key then makes React hydrate the page at once, while Remix is still reading the page's data.
    await pressAsReactTakesTheDocument(page, 'keydown');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/en-gb');
    await page.getByRole('button', {name: 'Search'}).click();
    await expect(page.getByRole('dialog', {name: 'Search'})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('links the whole stylesheet once on arrival, and never lets a navigation take it away', async ({
    page,
  }) => {
    // From the load on, the fewest loaded copies of the sheet the page ever had.
    await page.addInitScript(() => {
      const count = () =>
        [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/app-"]'),
        ].filter((link) => link.sheet !== null).length;
      window.addEventListener('load', () => {
        const record = window as unknown as {fewestSheetLinks: number};
        record.fewestSheetLinks = count();
        new MutationObserver(() => {
          record.fewestSheetLinks = Math.min(record.fewestSheetLinks, count());
        }).observe(document.documentElement, {childList: true, subtree: true});
      });
    });
    const sheetLinks = () => page.locator('link[rel="stylesheet"][href*="/assets/app-"]');
    const fewest = () =>
      page.evaluate(() => (window as unknown as {fewestSheetLinks?: number}).fewestSheetLinks);

    for (const path of ['/en-gb', '/en-gb/search?q=jogger']) {
      await page.goto(path, {waitUntil: 'load'});
      await expect(sheetLinks()).toHaveCount(1);
    }
    await page.goto('/en-gb', {waitUntil: 'load'});
    await bestsellers(page).locator('a[href*="/products/"]').first().click();
    await expect(page).toHaveURL(/\/en-gb\/products\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/en-gb$/);
    // The address changes before the home page replaces the product page and its lists.
    await expect(page.getByTestId('hero-block')).toBeVisible();
    await expect(bestsellers(page)).toBeVisible();
    expect(await fewest()).toBeGreaterThanOrEqual(1);
  });

  test('paints the home, product and collection pages’ first screens as the whole stylesheet would, before it arrives', async ({
    browser,
    baseURL,
  }) => {
    /** Every element's box up to the whole sheet's link (the first screen), with or without that sheet. */
    const firstScreenBoxes = async (
      path: string,
      viewport: {width: number; height: number},
      sheet: boolean,
    ) => {
      const context = await browser.newContext({baseURL, viewport});
      const page = await context.newPage();
      // The server's HTML as it first paints: React's inline scripts put streamed parts in place,
      // the app's code never comes to render over it.
      await page.route(/\/assets\/[^/]*\.js$/, (route) => route.abort());
      if (!sheet) await page.route(/\/assets\/app-[^/]*\.css$/, (route) => route.abort());
      await page.goto(path, {waitUntil: 'load'});
      const boxes = await page.evaluate(() => {
        const end = document.querySelector('main link[rel="stylesheet"][href*="/assets/app-"]');
        if (!end) return null;
        return [...document.querySelectorAll('body *')]
          .filter((element) => end.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)
          .filter((element) => !element.contains(end))
          .map((element) => {
            const box = element.getBoundingClientRect();
            // A container's height may follow content after the link (a grid row): a leaf's may not.
            const height = element.childElementCount === 0 ? box.height : -1;
            return `${element.tagName} ${[box.x, box.y, box.width, height].map(Math.round).join(',')}`;
          });
      });
      await context.close();
      return boxes;
    };
    for (const path of ['/en-gb', '/en-gb/products/womens-energy-tank-rose', '/en-gb/collections/women']) {
      // Warm: a cold first view may leave out what arrives late (the colour swatches), a second may not.
      await (await fetch(new URL(path, baseURL))).text();
      for (const viewport of [
        {width: 390, height: 844},
        {width: 1280, height: 800},
      ]) {
        const alone = await firstScreenBoxes(path, viewport, false);
        // The page links the whole sheet inside its content, after its first screen.
        expect(alone?.length, path).toBeGreaterThan(20);
        expect(alone, `${path} at ${viewport.width} px`).toEqual(
          await firstScreenBoxes(path, viewport, true),
        );
      }
    }
  });

  test('describes every page for search engines', async ({page}) => {
    await page.goto('/en-gb?utm_source=mail#top');
    const head = page.locator('head');
    // Canonical, hreflang and JSON-LD URLs come from the configured market origins, never the Host.
    const origin = 'https://www.alderline.com';

    await expect(page).toHaveTitle(/\| Alderline$|^Alderline/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en-gb`);
    // Not the live production site, so nothing may be indexed.
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#3e3e3e');
    await expect(head.locator('meta[name="viewport"]')).toHaveAttribute('content', /maximum-scale=1/);

    const alternates = head.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(24);
    await expect(head.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute(
      'href',
      `${origin}/fr-fr`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${origin}/`,
    );

    const jsonLd = await head
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')));
    expect(jsonLd).toContainEqual(expect.objectContaining({'@type': 'Organization', name: 'Alderline'}));
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'WebSite',
        potentialAction: expect.objectContaining({
          target: expect.objectContaining({urlTemplate: `${origin}/en-gb/search?q={search_term_string}`}),
        }),
      }),
    );
  });

  test('keeps crawlers off a site that is not live production', async ({request}) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  test('shows a deliberate test error page for ?showErrorPage, inside the shell', async ({page}) => {
    const response = await page.goto('/en-gb?showErrorPage=1');
    expect(response?.status()).toBe(500);
    await expect(page.getByTestId('error-page')).toContainText('test error page');
    await expect(page.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/en-gb');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('tells a shopper whose browser blocks cookies what to do', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'cookieEnabled', {get: () => false});
    });
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText(COOKIES_BLOCKED);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('returns to the same scroll position when going back, once the sections that arrive late are in', async ({
    page,
  }) => {
    await page.goto('/en-gb');
    // The personalised slots come when the browser is idle, at the foot of the page: going back
    // to a product in the last of them, the page is shorter than it was until they come again.
    const slots = page.locator('section', {
      has: page.getByRole('heading', {level: 2, name: en.product.recommended}),
    });
    await expect(slots).toHaveCount(2, {timeout: 15_000});
    const productLink = slots.last().getByRole('link').last();
    await scrollToSection(productLink);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);

    await productLink.click();
    await expect(page).toHaveURL(/\/en-gb\/products\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

    await page.goBack();
    await expect(page).toHaveURL(/\/en-gb$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });

  test('shows a progress bar while a slow page loads', async ({page}) => {
    // From the header, which hydrates at once (links in sections below the fold work as plain
    // links until their code arrives).
    await page.goto('/en-gb/pages/community', {waitUntil: 'networkidle'});
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('banner').getByRole('link', {name: 'Alderline home'}).click();
    await expect(page.getByRole('progressbar', {name: 'Loading page'})).toBeVisible();
    await expect(page).toHaveURL(/\/en-gb$/);
    await expect(page.getByRole('progressbar', {name: 'Loading page'})).toHaveCount(0);
  });

  test('turns a feature flag on from the query, and ignores values it does not accept', async ({page}) => {
    // countrySwitcher.showNewIntlCountries adds the newer markets, such as Japan, to the switcher.
    const japanListed = async (query: string) => {
      await page.goto(`/${query}`, {waitUntil: 'networkidle'});
      await page.getByTestId('country-flag-button').click();
      const dialog = page.getByRole('dialog', {name: 'Choose your country'});
      await expect(dialog).toBeVisible();
      return dialog.getByRole('link', {name: /Japan/}).count();
    };
    expect(await japanListed('?ff.countrySwitcher.showNewIntlCountries=1')).toBe(1);
    expect(await japanListed('?ff.countrySwitcher.showNewIntlCountries=yes')).toBe(0);
  });
});

test.describe('the home page', () => {
  test('is built from content blocks in the market language, with products below', async ({page}) => {
    const response = await page.goto('/fr-fr');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('hero-block')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByTestId('featured-content-block')).toBeVisible();
    await expect(page.getByTestId('comparison-carousel-block')).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: 'Meilleures ventes'})).toBeVisible();
    await expect(page.getByTestId('product-grid').getByTestId('price').first()).toContainText('€');
    for (const link of await page.getByTestId('hero-block').getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^\/fr-fr\//);
    }
  });

  test('loads its lead block’s code and data, and the country dialogs’, only once the shopper reaches for them', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/fr-fr', {waitUntil: 'networkidle'});
    // The lead is static and this shopper has no other store to be offered: nothing to run yet.
    expect(requests).not.toContain('/fr-fr/api/home/lead');
    expect(requests).not.toContain('/fr-fr/api/shell/country');
    // Nor the bag drawer's code: only an add opens it, and this page has nothing to add.
    expect(requests.filter((path) => path.startsWith('/assets/BagDrawer'))).toEqual([]);

    const hero = page.getByTestId('hero-block');
    await hero.hover();
    await expect.poll(() => requests).toContain('/fr-fr/api/home/lead');
    await page.getByTestId('country-flag-button').hover();
    await expect.poll(() => requests).toContain('/fr-fr/api/shell/country');
    await page.getByTestId('country-flag-button').click();
    await expect(page.getByRole('dialog', {name: 'Choisissez votre pays'})).toBeVisible();
    await page.keyboard.press('Escape');

    // The lead's links stay the app's: a press navigates in the browser, not to a new document.
    const link = hero.getByRole('link').first();
    const target = new URL((await link.getAttribute('href'))!, 'http://localhost').pathname;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    expect(requests).not.toContain(target);
  });

  test('shows its lead block again when a shopper comes back to it in the browser', async ({page}) => {
    await page.goto('/fr-fr/collections/new', {waitUntil: 'networkidle'});
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.getByTestId('site-header').getByRole('link', {name: 'Accueil Alderline'}).first().click();
    await expect(page).toHaveURL(/\/fr-fr$/);
    await expect(page.getByTestId('hero-block')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: 'Meilleures ventes'})).toBeVisible();
    // A navigation in the browser, not a new document.
    expect(requests).not.toContain('/fr-fr');
  });

  test('still answers 200 with the built-in header and footer when the content service is down', async ({
    page,
  }) => {
    await setContentFault({down: true});
    try {
      // A market no other journey visits, so no cached layout can stand in for the fallback.
      const response = await page.goto('/en-dk');
      expect(response?.status()).toBe(200);
      const header = page.getByTestId('site-header');
      await expect(header).toHaveAttribute('data-content', 'fallback');
      await expect(header.getByRole('link', {name: 'Women', exact: true}).first()).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByTestId('product-grid')).toBeVisible();
    } finally {
      await setContentFault(null);
    }
  });
});

test.describe('country flags', () => {
  const COUNTRIES = 'at au be ca dk fi fr de hk ie it jp mx nl no pt sg es se ch ae gb us'.split(' ');

  test('serves a small SVG flag for every market', async ({request}) => {
    for (const code of COUNTRIES) {
      const response = await request.get(`/flags/${code}.svg`);
      expect(response.status(), code).toBe(200);
      const body = await response.text();
      expect(body, code).toMatch(/^<svg[^>]+viewBox="0 0 60 40"/);
      expect(body.length, code).toBeLessThan(4096);
    }
  });
});
