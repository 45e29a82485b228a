import type {Page} from '@playwright/test';
import {optionNameIn, optionValueIn} from '../../emulator/seed/option-i18n';
import type {LanguageCode} from '../../emulator/seed/types';
import {ar} from '~/lib/i18n/messages/ar';
import {en} from '~/lib/i18n/messages/en';
import {ja} from '~/lib/i18n/messages/ja';
import type {Messages} from '~/lib/i18n/types';
import {longSizeName} from '~/lib/product/size-chart';
import {
  collectionTitle,
  familyMembers,
  findProduct,
  findProducts,
  onlySizeToChoose,
  shoppable,
  sizesInStock,
  soldOutSizes,
} from './support/catalogue';
import {axeViolations} from './support/axe';
import {expect, scrollToSection, test} from './support/test';

/** `colourCount`: the family's count beside the colours, as each language writes it. */
/** `language`: the Storefront's, which names options and colours (the emulator's translations). */
const MARKETS: Array<{
  prefix: string;
  messages: Messages;
  lang: string;
  language: LanguageCode;
  colourCount: RegExp;
}> = [
  {prefix: '', messages: en, lang: 'en', language: 'EN', colourCount: /\(\d+ colours\)/},
  {prefix: '/ar-ae', messages: ar, lang: 'ar', language: 'AR', colourCount: /\((لونان|\d+ (ألوان|لونًا))\)/},
  {prefix: '/ja-jp', messages: ja, lang: 'ja', language: 'JA', colourCount: /\(全\d+色\)/},
];

/** A size radio's name: sizes are read by their long names ("Medium"), numbers as they are. */
function sizeName(messages: Messages, size: string): string {
  const long = longSizeName(size);
  return long ? messages.product.sizeNames[long] : size;
}

const gallery = (page: Page, messages: Messages) =>
  page.getByRole('region', {name: messages.product.gallery.label});
/** The header's bag count (its label comes from content). */
const bagCount = (page: Page) => page.getByRole('banner').getByTestId('bag-count').filter({visible: true});

/** In stock in at least two sizes, with other colours to go to. */
async function everydayProduct() {
  const candidates = await findProducts(
    (product) => shoppable(product) && onlySizeToChoose(product) && sizesInStock(product).length >= 2,
  );
  for (const product of candidates) if ((await familyMembers(product)).length > 0) return product;
  throw new Error('The seed has no product in stock in two sizes with another colour');
}

test.describe('product page journey', () => {
  // Journeys visit several pages each; on a busy machine they need more than the default time.
  test.slow();

  for (const {prefix, messages, lang, language, colourCount} of MARKETS) {
    test(`colour, size and add to bag${prefix ? ` in ${prefix}` : ''}`, async ({page}) => {
      const product = await everydayProduct();
      const [other] = await familyMembers(product);
      await page.goto(`${prefix}/products/${other.handle}`, {waitUntil: 'networkidle'});
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const firstImage = gallery(page, messages).getByRole('img').first();
      const imageBefore = await firstImage.getAttribute('src');

      // A colour swatch goes to that colour's own page, with its own images.
      const colours = page.getByRole('navigation', {name: messages.product.colours});
      await expect(colours).toContainText(colourCount);
      const colour = optionValueIn(
        'Color',
        product.options.find((option) => option.name === 'Color')!.optionValues[0].name,
        language,
      );
      await colours.getByRole('link', {name: colour, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/products/${product.handle}$`));
      await expect(colours.getByRole('link', {name: colour, exact: true})).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(firstImage).not.toHaveAttribute('src', imageBefore!);

      // Nothing to add until a size is chosen.
      const addToBag = page.getByRole('button', {name: messages.product.addToBag});
      await expect(addToBag).toBeDisabled();
      // Options are named in the market's language, in the page and in its address.
      const sizeOption = optionNameIn('Size', language);
      const sizes = page.getByRole('group', {name: sizeOption});
      const [size] = sizesInStock(product);
      await sizes.getByRole('radio', {name: sizeName(messages, size), exact: true}).check();
      await expect(page).toHaveURL(
        new RegExp(`[?&]${encodeURIComponent(sizeOption)}=${encodeURIComponent(size)}`),
      );
      await expect(addToBag).toBeEnabled();

      await addToBag.click();
      await expect(page.getByRole('status').filter({hasText: messages.cart.added})).toBeVisible();
      await expect(bagCount(page)).toHaveText('1');

      // The choice is in the address: it survives a reload.
      await page.reload({waitUntil: 'networkidle'});
      await expect(sizes.getByRole('radio', {name: sizeName(messages, size), exact: true})).toBeChecked();
    });
  }

  test('adding the same size again increases the quantity in the bag', async ({page}) => {
    const product = await everydayProduct();
    const [size] = sizesInStock(product);
    await page.goto(`/products/${product.handle}?Size=${encodeURIComponent(size)}`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('button', {name: en.product.increaseQuantity}).click();
    await expect(page.getByRole('spinbutton', {name: en.product.quantity})).toHaveValue('2');
    // The bag drawer opens after an add (the header count may include a free gift the
    // threshold brings, so the product's own line is what is checked).
    const drawer = page.getByRole('dialog', {name: new RegExp(en.cart.title)});
    await page.getByRole('button', {name: en.product.addToBag}).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('line-quantity')).toHaveText('2');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await page.getByRole('button', {name: en.product.addToBag}).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('line-quantity')).toHaveText('4');
  });

  test('a sold-out size offers back in stock', async ({page}) => {
    const product = await findProduct(
      'has back in stock and a sold-out size',
      (candidate) =>
        candidate.tags.includes('back-in-stock-enabled') &&
        onlySizeToChoose(candidate) &&
        soldOutSizes(candidate).length > 0,
    );
    const [size] = soldOutSizes(product);
    await page.goto(`/products/${product.handle}`, {waitUntil: 'networkidle'});
    // Pressed before the purchase column runs: the press is taken and made again once it does.
    const soldOut = page.getByRole('radio', {
      name: en.product.soldOutValue.replace('{value}', sizeName(en, size)),
      exact: true,
    });
    await soldOut.click();
    await expect(soldOut).toBeChecked();
    await expect(page.getByRole('button', {name: en.product.soldOut})).toBeDisabled();
    const signUp = page.getByRole('region', {name: en.product.backInStock.title});
    await signUp.getByRole('textbox', {name: en.product.backInStock.emailLabel}).fill('waiting@example.test');
    await signUp.getByRole('button', {name: en.product.backInStock.button}).click();
    await expect(signUp.getByRole('status')).toHaveText(en.product.backInStock.success);
  });

  test('on a phone, the reviews load their code and data only as the shopper scrolls to them', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    const reviewRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/review-list/')) reviewRequests.push(request.url());
    });
    const product = await everydayProduct();
    await page.goto(`/products/${product.handle}`, {waitUntil: 'networkidle'});
    // The first screen is live (its sizes answer) and the page has settled: nothing for the reviews yet.
    const size = page
      .getByRole('group', {name: 'Size'})
      .getByRole('radio', {name: sizeName(en, sizesInStock(product)[0]), exact: true});
    await size.click();
    await expect(size).toBeChecked();
    await expect(page).toHaveURL(/[?&]Size=/);
    await page.waitForLoadState('networkidle');
    expect(reviewRequests).toEqual([]);

    await scrollToSection(page.getByRole('heading', {name: en.product.reviews.title}));
    await expect.poll(() => reviewRequests.length).toBe(1);
  });

  test('a new shopper’s personalised slots are read once the page is idle, which gives them a session, and show under the product', async ({
    page,
    context,
  }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/product-recommendations/'))
        reads.push(request.url());
    });
    const product = await everydayProduct();
    await page.goto(`/products/${product.handle}`, {waitUntil: 'networkidle'});
    await expect.poll(() => reads.length).toBe(1);
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'alderline_reco_session'))
      .toBe(true);

    // The service's lists (marked with its result id for its click tracking) fill their place,
    // titled in the page's words.
    await scrollToSection(page.locator('[data-personalised-slots]'));
    const slot = page.locator('[data-personalised-slots] section[data-result-id]').first();
    await expect(slot.getByRole('heading', {level: 2, name: en.product.recommended})).toBeVisible();
    await expect(slot.getByRole('link').first()).toBeVisible();
    expect(reads).toHaveLength(1);
  });

  test('a shopper who only looks loads no code for the purchase column, its dialogs or the bag drawer; scrolling and reaching for them do', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    const scripts: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
    });
    const loaded = (name: string) => scripts.some((path) => path.startsWith(`/assets/${name}-`));
    // A gallery with a video loads when the browser is idle, to play it.
    const [product] = await findProducts(
      (candidate) =>
        shoppable(candidate) &&
        onlySizeToChoose(candidate) &&
        sizesInStock(candidate).length > 0 &&
        !candidate.media.nodes.some((media) => media.__typename === 'Video'),
    );
    await page.goto(`/products/${product.handle}`, {waitUntil: 'networkidle'});
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    for (const name of [
      'PurchasePanel',
      'ProductGallery',
      'ProductDetails',
      'SizeGuideDialog',
      'BagDrawer',
    ]) {
      expect(loaded(name), `${name} loaded without the shopper asking`).toBe(false);
    }

    // On a phone the sticky "Add to bag" bar shows once the column's own button has scrolled away.
    await page.mouse.wheel(0, 1500);
    const sticky = page.getByTestId('sticky-add-to-bag');
    await expect(sticky).toBeVisible();
    expect(loaded('PurchasePanel')).toBe(true);
    expect(loaded('BagDrawer')).toBe(false);

    // The gallery's when a pointer comes over it.
    await gallery(page, en).hover();
    await expect.poll(() => loaded('ProductGallery')).toBe(true);

    // Reaching for "Add to bag" brings the drawer's code before the press.
    const sizes = page.getByRole('group', {name: 'Size'});
    await sizes.getByRole('radio', {name: sizeName(en, sizesInStock(product)[0]), exact: true}).check();
    await page.getByRole('main').getByRole('button', {name: en.product.addToBag}).first().hover();
    await expect.poll(() => loaded('BagDrawer')).toBe(true);
  });

  test('the size guide opens as a dialog and closes with Escape', async ({page}) => {
    const product = await everydayProduct();
    await page.goto(`/products/${product.handle}`, {waitUntil: 'networkidle'});
    const opener = page.getByRole('button', {name: en.product.sizeGuide.open});
    await opener.click();
    const dialog = page.getByRole('dialog', {name: en.product.sizeGuide.title});
    await expect(dialog).toBeVisible();
    // The US measures in inches.
    await expect(
      dialog.getByRole('columnheader', {name: `${en.product.sizeGuide.waist} (in)`}),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the gallery video plays muted and inline by itself', async ({page}) => {
    const product = await findProduct(
      'has a video that autoplays',
      (candidate) =>
        candidate.media.nodes.some((media) => media.__typename === 'Video') &&
        candidate.autoplay?.value === 'true',
    );
    await page.goto(`/products/${product.handle}`, {waitUntil: 'networkidle'});
    const video = page.locator('[data-testid="product-gallery"] video');
    await scrollToSection(video);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0 && !element.paused))
      .toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.playsInline])).toEqual(
      [true, true],
    );
    await expect(
      page.getByRole('button', {name: new RegExp(`^${en.product.gallery.pauseVideo}`)}),
    ).toBeVisible();
  });

  for (const {prefix, messages} of MARKETS) {
    test(`breadcrumbs name the collection from ?collection=${prefix ? ` in ${prefix}` : ''}`, async ({
      page,
    }) => {
      const product = await everydayProduct();
      const title = await collectionTitle(
        'women',
        prefix === '/ar-ae' ? 'AE' : prefix === '/ja-jp' ? 'JP' : 'US',
      );
      await page.goto(`${prefix}/products/${product.handle}?collection=women`);
      const crumbs = page.getByRole('navigation', {name: messages.product.breadcrumbs});
      await expect(crumbs.getByRole('link', {name: messages.product.home})).toBeVisible();
      await expect(crumbs.getByRole('link', {name: title})).toHaveAttribute(
        'href',
        `${prefix}/collections/women`,
      );
      await expect(crumbs.getByRole('listitem').last()).toHaveAttribute('aria-current', 'page');
    });
  }

  test('an unknown collection leaves the breadcrumb out', async ({page}) => {
    const product = await everydayProduct();
    await page.goto(`/products/${product.handle}?collection=no-such-collection`, {waitUntil: 'networkidle'});
    const crumbs = page.getByRole('navigation', {name: en.product.breadcrumbs});
    await expect(crumbs.getByRole('listitem')).toHaveCount(2);
    await expect(crumbs).not.toContainText(en.product.loading);
  });

  test('adds to the bag without JavaScript', async ({browser, baseURL}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    await context.addCookies([{name: 'automation', value: '1', url: baseURL!}]);
    const page = await context.newPage();
    const product = await everydayProduct();
    const [size] = sizesInStock(product);
    await page.goto(`/products/${product.handle}?Size=${encodeURIComponent(size)}`);
    await page.getByRole('button', {name: en.product.addToBag}).first().click();
    await expect(page).toHaveURL(/[?&]bag=added/);
    await expect(page.getByRole('status').filter({hasText: en.cart.added})).toBeVisible();
    await context.close();
  });

  test('the page’s structured data describes the product and its offers in the market’s currency', async ({
    page,
  }) => {
    const product = await findProduct(
      'has reviews',
      (candidate) => Number(candidate.rating?.value) > 0 && shoppable(candidate),
    );
    await page.goto(`/en-gb/products/${product.handle}`);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    const described = blocks.find((block) => block['@type'] === 'Product');
    expect(described.offers.length).toBeGreaterThan(0);
    expect(described.offers.every((offer: {priceCurrency: string}) => offer.priceCurrency === 'GBP')).toBe(
      true,
    );
    expect(described.aggregateRating).toMatchObject({'@type': 'AggregateRating', bestRating: 5});
  });

  for (const path of ['', '/ar-ae']) {
    test(`has no axe violations${path ? ` in ${path}` : ''}`, async ({page}) => {
      const product = await everydayProduct();
      await page.goto(`${path}/products/${product.handle}`, {waitUntil: 'networkidle'});
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
