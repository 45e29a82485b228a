import type {Locator, Page} from '@playwright/test';
import {optionNameIn} from '../../emulator/seed/option-i18n';
import {ar} from '~/lib/i18n/messages/ar';
import {en} from '~/lib/i18n/messages/en';
import {findProducts, onlySizeToChoose, shoppable, sizesInStock, type SeedProduct} from './support/catalogue';
import {axeViolations} from './support/axe';
import {dataRequests} from './support/data-requests';
import {emulatorUrl} from './support/stack';
import {expect, scrollToSection, test} from './support/test';

const bagCount = (page: Page) => page.getByRole('banner').getByTestId('bag-count').filter({visible: true});
const bagDialog = (page: Page, title = en.cart.title) => page.getByRole('dialog', {name: new RegExp(title)});
const lineWith = (scope: Page | Locator, size: string) =>
  scope.getByTestId('bag-line').filter({hasText: new RegExp(`Size: ${size}(?![A-Za-z0-9])`)});
const titleOf = (product: SeedProduct) => product.title.split('|')[0].trim();
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const SHOPPER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function setFaults(faults: Record<string, unknown>) {
  await fetch(`${emulatorUrl()}/__emulator/faults`, {method: 'PUT', body: JSON.stringify(faults)});
}

/** A product in stock in at least two sizes that only asks for a size. */
async function twoSizeProduct(skip = 0): Promise<{product: SeedProduct; sizes: [string, string]}> {
  const candidates = await findProducts(
    (product) => shoppable(product) && onlySizeToChoose(product) && sizesInStock(product).length >= 2,
  );
  const product = candidates[skip];
  const [a, b] = sizesInStock(product);
  return {product, sizes: [a, b]};
}

async function addSize(page: Page, prefix: string, product: SeedProduct, size: string) {
  // The address names the option as the market's language does (the Storefront's translation).
  const option = encodeURIComponent(optionNameIn('Size', prefix === '/ar-ae' ? 'AR' : 'EN'));
  await page.goto(`${prefix}/products/${product.handle}?${option}=${encodeURIComponent(size)}`, {
    waitUntil: 'networkidle',
  });
  await page
    .getByRole('button', {name: prefix === '/ar-ae' ? ar.product.addToBag : en.product.addToBag})
    .click();
}

test.describe('the bag', () => {
  test.slow();

  test('add two sizes, change, remove, discount codes, free gift, reload and checkout', async ({page}) => {
    const {product, sizes} = await twoSizeProduct();
    const title = titleOf(product);
    await addSize(page, '', product, sizes[0]);
    const drawer = bagDialog(page);
    await expect(drawer).toBeVisible();
    await expect(bagCount(page)).toHaveText('1');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('radio', {name: new RegExp(`^${sizes[1]}$|`)}).first();
    await addSize(page, '', product, sizes[1]);
    await expect(drawer).toBeVisible();
    // Two sizes cross the free gift's threshold: the gift line joins them.
    await expect(drawer.getByTestId('bag-line').filter({hasText: en.cart.giftLabel})).toBeVisible();
    await expect(drawer.getByTestId('bag-line')).toHaveCount(3);
    await expect(bagCount(page)).toHaveText('3');

    // Change a quantity in the drawer, then go to the bag page.
    const first = lineWith(drawer, sizes[0]);
    await first.getByRole('button', {name: fill(en.cart.increase, {title})}).click();
    await expect(first.getByTestId('line-quantity')).toHaveText('2');
    await expect(bagCount(page)).toHaveText('4');
    await drawer.getByRole('link', {name: en.cart.viewBag}).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', {level: 1, name: new RegExp(en.cart.title)})).toBeVisible();

    // A bad code is shown as a message; a good one is applied.
    const code = page.getByRole('textbox', {name: en.cart.discountLabel});
    await code.fill('SPRING10');
    await page.getByRole('button', {name: en.cart.apply}).click();
    await expect(page.getByRole('status').filter({hasText: en.cart.discountInactive})).toBeVisible();
    await code.fill('WELCOME10');
    await page.getByRole('button', {name: en.cart.apply}).click();
    await expect(page.getByRole('status').filter({hasText: en.cart.discountApplied})).toBeVisible();
    await expect(
      page.getByRole('button', {name: fill(en.cart.removeCode, {code: 'WELCOME10'})}),
    ).toBeVisible();

    // Ten fast clicks end at exactly the right quantity.
    const line = lineWith(page, sizes[0]);
    const plus = line.getByRole('button', {name: fill(en.cart.increase, {title})});
    for (let click = 0; click < 10; click += 1) await plus.click();
    await expect(line.getByTestId('line-quantity')).toHaveText('12');
    await expect(page.getByRole('status').filter({hasText: en.cart.updating})).toBeHidden();
    await expect(page.getByTestId('bag-line').filter({hasText: en.cart.giftLabel})).toBeVisible();
    await page.reload({waitUntil: 'networkidle'});
    await expect(lineWith(page, sizes[0]).getByTestId('line-quantity')).toHaveText('12');
    await expect(page.getByTestId('bag-line')).toHaveCount(3);

    // Below the threshold the gift goes, with the message.
    await lineWith(page, sizes[0])
      .getByRole('button', {name: fill(en.cart.remove, {title})})
      .click();
    await expect(page.getByRole('status').filter({hasText: en.cart.giftThresholdNotMet})).toBeVisible();
    await expect(page.getByTestId('bag-line')).toHaveCount(1);

    // Reload: the same bag.
    await page.reload({waitUntil: 'networkidle'});
    await expect(page.getByTestId('bag-line')).toHaveCount(1);
    await expect(lineWith(page, sizes[1])).toBeVisible();
    await expect(bagCount(page)).toHaveText('1');

    // Checkout lands on the checkout page with the bag's line.
    await page.getByRole('button', {name: en.cart.checkout}).click();
    await expect(page.getByRole('heading', {name: 'Alderline checkout'})).toBeVisible();
    await expect(page.getByTestId('checkout-lines')).toContainText(title);
    await expect(page.getByTestId('checkout-discounts')).toContainText('WELCOME10');
  });

  test('a press asks the server once: the action answers with the bag, and nothing loads after it', async ({
    page,
  }) => {
    const {product, sizes} = await twoSizeProduct(8);
    const title = titleOf(product);
    await addSize(page, '', product, sizes[0]);
    const drawer = bagDialog(page);
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');

    const asked = dataRequests(page);
    // The header counts what the drawer's title counts (the free gift may join).
    const countsAlike = async () => {
      const items = (await drawer.getByRole('heading', {name: new RegExp(en.cart.title)}).innerText()).match(
        /(\d+) items?/,
      )?.[1];
      await expect(bagCount(page)).toHaveText(items ?? 'none');
    };
    const pressed = async (press: () => Promise<void>, settled: () => Promise<void>) => {
      asked.length = 0;
      await press();
      await settled();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([expect.stringMatching(/^POST \/cart\.data$/)]);
    };

    // An add: the drawer opens with the answer's bag, and the header counts it.
    await pressed(
      () => page.getByRole('button', {name: en.product.addToBag}).click(),
      async () => {
        await expect(lineWith(drawer, sizes[0]).getByTestId('line-quantity')).toHaveText('2');
        await countsAlike();
      },
    );
    // A change in the drawer.
    await pressed(
      () =>
        lineWith(drawer, sizes[0])
          .getByRole('button', {name: fill(en.cart.increase, {title})})
          .click(),
      async () => {
        await expect(lineWith(drawer, sizes[0]).getByTestId('line-quantity')).toHaveText('3');
        await expect(drawer.getByRole('status')).not.toHaveText(en.cart.updating);
        await countsAlike();
      },
    );

    // On the bag page: a code and a removal, the heading's count following.
    await page.goto('/cart', {waitUntil: 'networkidle'});
    const heading = page.getByRole('heading', {level: 1, name: new RegExp(en.cart.title)});
    await pressed(
      async () => {
        await page.getByRole('textbox', {name: en.cart.discountLabel}).fill('WELCOME10');
        await page.getByRole('button', {name: en.cart.apply}).click();
      },
      () =>
        expect(page.getByRole('button', {name: fill(en.cart.removeCode, {code: 'WELCOME10'})})).toBeVisible(),
    );
    await pressed(
      () =>
        lineWith(page, sizes[0])
          .getByRole('button', {name: fill(en.cart.remove, {title})})
          .click(),
      async () => {
        await expect(page.getByTestId('bag-line')).toHaveCount(0);
        await expect(heading).toHaveText(en.cart.title);
        await expect(bagCount(page)).toHaveCount(0);
      },
    );
  });

  test('under the bag, picks for the shopper: priced, never the bag’s own, each leading to its product', async ({
    page,
  }) => {
    const {product, sizes} = await twoSizeProduct(5);
    await addSize(page, '', product, sizes[0]);
    await expect(bagDialog(page)).toBeVisible();
    await page.goto('/cart', {waitUntil: 'networkidle'});
    await expect(lineWith(page, sizes[0])).toBeVisible();

    const picks = page.getByRole('region', {name: en.cart.upsellTitle});
    await scrollToSection(picks);
    const links = picks.getByRole('link');
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    for (let index = 0; index < count; index += 1) {
      await expect(links.nth(index)).toContainText(/\$\d/);
      await expect(links.nth(index)).not.toContainText(product.title);
    }

    // Its code arrives as it comes into view: the link goes to the product in the browser.
    const first = links.first();
    const title = (await first.getByRole('heading').innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.getByRole('heading', {level: 1, name: title.split('|')[0].trim()})).toBeVisible();
  });

  test('a press on the bag page before its code has arrived counts once', async ({page}) => {
    const {product, sizes} = await twoSizeProduct(6);
    const title = titleOf(product);
    await addSize(page, '', product, sizes[0]);
    await expect(bagDialog(page)).toBeVisible();
    // A fresh page whose bag code is slow to arrive: press once the page has hydrated (the code
    // is asked for when the browser is idle) and before the code is here.
    const code = /\/assets\/BagContents-[^/]+\.js$/;
    await page.route(code, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const asked = page.waitForRequest(code);
    await page.goto('/cart');
    await asked;
    const line = lineWith(page, sizes[0]);
    await line.getByRole('button', {name: fill(en.cart.increase, {title})}).click();
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    await expect(page.getByRole('status').filter({hasText: en.cart.updating})).toBeHidden();
    // Taken in the page, not posted as a form (that comes back with `?bag=`).
    await expect(page).toHaveURL(/\/cart$/);
    await page.unroute(code);
    await page.reload({waitUntil: 'networkidle'});
    await expect(lineWith(page, sizes[0]).getByTestId('line-quantity')).toHaveText('2');
  });

  test('a slow Storefront API during an add: the add completes once, with its message', async ({page}) => {
    const {product, sizes} = await twoSizeProduct(1);
    await addSize(page, '', product, sizes[0]);
    await expect(bagDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    try {
      await setFaults({storefront: {latencyMs: 1000}});
      await page.getByRole('button', {name: en.product.addToBag}).click();
      // The first add's message is still on the page: wait for this add to be under way, then done.
      await expect(page.getByRole('button', {name: en.product.adding})).toBeVisible();
      // The drawer opens only on an "added" answer.
      const drawer = bagDialog(page);
      await expect(drawer).toBeVisible({timeout: 15_000});
      await expect(lineWith(drawer, sizes[0]).getByTestId('line-quantity')).toHaveText('2');
    } finally {
      await setFaults({});
    }
    // Two of them cross the free gift's threshold: however slow the API, the gift follows the add.
    await page.goto('/cart', {waitUntil: 'networkidle'});
    await expect(lineWith(page, sizes[0]).getByTestId('line-quantity')).toHaveText('2');
    await expect(page.getByTestId('bag-line').filter({hasText: en.cart.giftLabel})).toBeVisible();
    await expect(page.getByTestId('bag-line')).toHaveCount(2);
  });

  test.describe('in a shopper’s browser, which gets the page as it streams', () => {
    // Crawlers (a headless browser's own user agent included) get the whole page at once, and
    // the local runtime's compression holds a page back until its end (Oxygen's edge does not).
    test.use({userAgent: SHOPPER_USER_AGENT, extraHTTPHeaders: {'Accept-Encoding': 'identity'}});

    test('a press while the bag count is still on its way opens the search and keeps the server’s header', async ({
      page,
    }) => {
      const {product, sizes} = await twoSizeProduct(7);
      await addSize(page, '', product, sizes[0]);
      await expect(bagDialog(page)).toBeVisible();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        // The sign-in page asks the Storefront API only for the bag, whose count streams in
        // two seconds after the page.
        await setFaults({storefront: {latencyMs: 2000}});
        await page.goto('/account/login', {waitUntil: 'commit'});
        const search = page.getByRole('banner').getByRole('button', {name: en.header.search}).first();
        await expect
          .poll(() =>
            search.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$'))),
          )
          .toBe(true);
        await expect(bagCount(page)).toHaveCount(0);
        await search.click();
        await expect(page.getByRole('dialog', {name: 'Search'})).toBeVisible();
        await expect(bagCount(page)).toHaveText('1', {timeout: 10_000});
      } finally {
        await setFaults({});
      }
      // React kept the header's server HTML: no part of the page was thrown away and rendered again.
      expect(errors).toEqual([]);
    });
  });

  test("the Storefront API down during an add: the page stays, with the bag's message, and nothing is lost", async ({
    page,
  }) => {
    const {product, sizes} = await twoSizeProduct(4);
    await addSize(page, '', product, sizes[0]);
    await expect(bagDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    try {
      await setFaults({storefront: {down: true}});
      await page.getByRole('button', {name: en.product.addToBag}).click();
      await expect(page.getByRole('status').filter({hasText: en.cart.failed})).toBeVisible({timeout: 15_000});
      await expect(page.getByRole('heading', {level: 1, name: titleOf(product)})).toBeVisible();
      await expect(page.getByRole('button', {name: en.product.addToBag})).toBeEnabled();
    } finally {
      await setFaults({});
    }
    // Back up: the bag holds the first add only, and a new add lands once.
    await page.getByRole('button', {name: en.product.addToBag}).click();
    await expect(bagDialog(page)).toBeVisible();
    await expect(lineWith(bagDialog(page), sizes[0]).getByTestId('line-quantity')).toHaveText('2');
    await page.goto('/cart', {waitUntil: 'networkidle'});
    await expect(lineWith(page, sizes[0]).getByTestId('line-quantity')).toHaveText('2');
  });

  test('a gift card is sent to someone: the recipient is saved on its line and shown again', async ({
    page,
  }) => {
    const [giftCard] = await findProducts(
      (product) => product.title.includes('Gift Card') && shoppable(product),
    );
    const denomination = giftCard.options[0].optionValues[0].name;
    await page.goto(
      `/products/${giftCard.handle}?${giftCard.options[0].name}=${encodeURIComponent(denomination)}`,
      {waitUntil: 'networkidle'},
    );
    await page.getByRole('button', {name: en.product.addToBag}).click();
    await expect(bagDialog(page)).toBeVisible();
    await page.goto('/cart', {waitUntil: 'networkidle'});

    const form = page.getByRole('group', {name: 'Send as a gift'});
    await expect(form.getByLabel('Recipient email')).toBeHidden();
    await form.getByRole('checkbox', {name: 'This is a gift'}).check();
    await form.getByLabel('From').fill('Alex');
    await form.getByLabel('Recipient email').fill('sam@example.com');
    await form.getByLabel('Message').fill('Happy birthday!');
    await form.getByRole('button', {name: en.cart.giftFormSave}).click();
    await expect(page.getByRole('status').filter({hasText: en.cart.giftRecipientSaved})).toBeVisible();

    await page.reload({waitUntil: 'networkidle'});
    const saved = page.getByRole('group', {name: 'Send as a gift'});
    await expect(saved.getByRole('checkbox', {name: 'This is a gift'})).toBeChecked();
    await expect(saved.getByLabel('Recipient email')).toHaveValue('sam@example.com');
    await expect(saved.getByLabel('From')).toHaveValue('Alex');
    await expect(saved.getByLabel('Message')).toHaveValue('Happy birthday!');
    await page.screenshot({path: 'test-results/bag-gift-card-en-us.png', fullPage: true});
  });

  test('works without JavaScript: add, change, remove and checkout', async ({browser, baseURL}) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    await context.addCookies([{name: 'automation', value: '1', url: baseURL!}]);
    const page = await context.newPage();
    const {product, sizes} = await twoSizeProduct(2);
    const title = titleOf(product);
    await addSize(page, '', product, sizes[0]);
    await expect(page).toHaveURL(/[?&]bag=added/);
    await page.goto('/cart');
    const line = lineWith(page, sizes[0]);
    await line.getByRole('button', {name: fill(en.cart.increase, {title})}).click();
    await expect(lineWith(page, sizes[0]).getByTestId('line-quantity')).toHaveText('2');
    await expect(page.getByRole('status').filter({hasText: en.cart.updated})).toBeVisible();
    await page.getByRole('button', {name: en.cart.checkout}).click();
    await expect(page.getByRole('heading', {name: 'Alderline checkout'})).toBeVisible();
    await page.goto('/cart');
    await lineWith(page, sizes[0])
      .getByRole('button', {name: fill(en.cart.remove, {title})})
      .click();
    // Removed (and the free gift with it when two of them had earned one).
    await expect(page).toHaveURL(/[?&]bag=(removed|giftThresholdNotMet)/);
    await expect(page.getByTestId('bag-line')).toHaveCount(0);
    await context.close();
  });

  for (const {prefix, title, lang} of [
    {prefix: '', title: en.cart.title, lang: 'en-us'},
    {prefix: '/ar-ae', title: ar.cart.title, lang: 'ar-ae'},
  ]) {
    test(`no accessibility violations on the bag page and the open drawer (${lang})`, async ({page}) => {
      const {product, sizes} = await twoSizeProduct(3);
      await addSize(page, prefix, product, sizes[0]);
      await expect(bagDialog(page, title)).toBeVisible();
      expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
      await page.goto(`${prefix}/cart`, {waitUntil: 'networkidle'});
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({path: `test-results/bag-${lang}.png`, fullPage: true});
    });
  }
});
