import type {Page} from '@playwright/test';
import {fr} from '~/lib/i18n/messages/fr';
import {axeViolations} from './support/axe';
import {emulatorUrl} from './support/stack';
import {expect, test} from './support/test';

const STORE_FILTER =
  '(requires_shipping:false OR online_inventory_available:true OR tags:back-in-stock-enabled) AND NOT tags:findify-remove';

const overlay = (page: Page) => page.getByRole('dialog', {name: 'Search'});
const searchInput = (page: Page) => overlay(page).getByRole('combobox', {name: 'Search products'});

/** Requests the browser sends to the search service (not insights). */
function watchSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (/\/1\/indexes\//.test(request.url())) searches.push(request.postData() ?? request.url());
  });
  return searches;
}

/** The emulator's facet counts for a search, as InstantSearch's disjunctive facets see them. */
async function colourCounts(query: string): Promise<Record<string, number>> {
  const response = await fetch(`${emulatorUrl()}/1/indexes/us_products/query`, {
    method: 'POST',
    headers: {'x-algolia-application-id': 'test', 'x-algolia-api-key': 'test'},
    body: JSON.stringify({query, filters: STORE_FILTER, facets: ['color_group'], hitsPerPage: 0}),
  });
  const body = (await response.json()) as {facets: {color_group: Record<string, number>}};
  return body.facets.color_group;
}

/** Switches the emulator's search service off or back on. */
async function setSearchDown(down: boolean): Promise<void> {
  const response = await fetch(`${emulatorUrl()}/__emulator/faults`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({search: down ? {down: true} : null}),
  });
  expect(response.ok).toBe(true);
}

test.describe('search overlay', () => {
  test('Ctrl+K opens it; typing shows products and suggestions; arrows and Enter open a product', async ({
    page,
  }) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.keyboard.press('Control+k');
    await expect(overlay(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();

    await searchInput(page).pressSequentially('jogger');
    const products = overlay(page).getByRole('listbox', {name: 'Products'});
    // After the 500 ms debounce and the search service's answer; generous for a loaded machine.
    await expect(products.getByRole('option')).toHaveCount(4, {timeout: 15_000});
    await expect(products.getByRole('option').first()).toContainText('Jogger');
    await expect(
      overlay(page).getByRole('listbox', {name: 'Suggestions'}).getByRole('option').first(),
    ).toBeVisible();

    await page.keyboard.press('ArrowDown');
    const first = products.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(searchInput(page)).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id'))!,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]*jogger[a-z0-9-]*$/);
    await expect(overlay(page)).toBeHidden();
  });

  test('collections named like the query show in their own group, from the market’s categories index', async ({
    page,
  }) => {
    const searches = watchSearches(page);
    await page.goto('/fr-fr', {waitUntil: 'networkidle'});
    await page.keyboard.press('Control+k');
    const french = page.getByRole('dialog', {name: fr.header.search});
    await french.getByRole('combobox').pressSequentially('legging');
    const categories = french.getByRole('listbox', {name: fr.search.categories});
    await expect(categories.getByRole('option').first()).toBeVisible({timeout: 15_000});
    await expect(categories.getByRole('option').first()).toContainText('Leggings');
    expect(searches.some((body) => body.includes('fr_categories'))).toBe(true);
    await categories.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/fr-fr\/collections\/[a-z-]*leggings$/);
  });

  test('Escape closes it and focus returns to the search button', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const button = page.getByTestId('site-header').getByRole('button', {name: 'Search'}).first();
    await button.click();
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('recent searches keep the last three submitted queries across a reload', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    for (const query of ['legging', 'short', 'hoodie', 'jacket']) {
      await page.keyboard.press('Control+k');
      await searchInput(page).fill(query);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${query}$`));
      await expect(page.getByTestId('result-count')).toContainText(query);
    }
    await page.reload({waitUntil: 'networkidle'});
    await page.keyboard.press('Control+k');
    const recent = overlay(page).getByRole('listbox', {name: 'Recent searches'}).getByRole('option');
    await expect(recent).toHaveText(['jacket', 'hoodie', 'short'], {timeout: 15_000});
    // Emptying the input brings them back after typing.
    await searchInput(page).fill('jog');
    await searchInput(page).fill('');
    await expect(recent).toHaveText(['jacket', 'hoodie', 'short']);
  });

  test('a 600-character paste is cut to 512 characters', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.insertText('a'.repeat(600));
    await expect(searchInput(page)).toHaveValue('a'.repeat(512));
  });

  test('a query with a redirect rule goes where the rule says', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('sale');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/collections\/sale$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Sale'})).toBeVisible();
  });

  test('a redirect rule shows as the first option, above the products, and a click follows it', async ({
    page,
  }) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.keyboard.press('Control+k');
    await searchInput(page).pressSequentially('sale');
    const redirect = overlay(page).getByRole('listbox', {name: 'Go to “sale”'}).getByRole('option');
    await expect(redirect).toHaveText(['Go to “sale” →'], {timeout: 15_000});
    await expect(overlay(page).getByRole('listbox', {name: 'Products'}).getByRole('option')).not.toHaveCount(
      0,
    );
    await expect(overlay(page).getByRole('option').first()).toHaveText('Go to “sale” →');
    await redirect.click();
    await expect(page).toHaveURL(/\/collections\/sale$/);
  });

  test('with the search service down it says so, and Enter still leads to the search page', async ({
    page,
  }) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await setSearchDown(true);
    try {
      await searchInput(page).pressSequentially('jogger');
      await expect(overlay(page).getByText('Search is unavailable right now')).toBeVisible({timeout: 15_000});
      await expect(overlay(page).getByText(/No results/)).toHaveCount(0);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=jogger$/);
    } finally {
      await setSearchDown(false);
    }
  });

  test('product images come in sizes for the overlay, not at full size', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.keyboard.press('Control+k');
    await searchInput(page).pressSequentially('jogger');
    const image = overlay(page).getByRole('listbox', {name: 'Products'}).locator('img').first();
    await expect(image).toBeVisible({timeout: 15_000});
    const srcset = (await image.getAttribute('srcset')) ?? '';
    expect(srcset.split(',').map((candidate) => candidate.trim().split(' ')[1])).toEqual([
      '160w',
      '320w',
      '480w',
      '640w',
    ]);
    expect(await image.getAttribute('sizes')).toMatch(/vw/);
    // The browser picked one of those widths, not the original file.
    const current = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(new URL(current).searchParams.get('width')).toMatch(/^(160|320|480|640)$/);
  });

  for (const path of ['/', '/ar-ae']) {
    test(`has no axe violations while open on ${path}`, async ({page}) => {
      await page.goto(path, {waitUntil: 'networkidle'});
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').pressSequentially('jogger');
      await expect(dialog.getByRole('listbox').first().getByRole('option').first()).toBeVisible({
        timeout: 15_000,
      });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('search results page', () => {
  test('the server HTML holds the hits, and hydration sends no search', async ({page, request}) => {
    const html = await (await request.get('/search?q=jogger')).text();
    expect(html).toMatch(/href="\/products\/[a-z0-9-]*jogger/);
    const searches = watchSearches(page);
    await page.goto('/search?q=jogger', {waitUntil: 'networkidle'});
    await expect(page.getByRole('checkbox', {name: /^black/i})).toBeVisible();
    expect(searches).toEqual([]);
  });

  test('two colours are ORed with the emulator’s counts; price sort orders prices; back restores', async ({
    page,
  }) => {
    const counts = await colourCounts('jogger');
    await page.goto('/search?q=jogger', {waitUntil: 'networkidle'});
    const count = page.getByTestId('result-count');

    await page.getByRole('checkbox', {name: /^black/i}).click();
    await expect(page).toHaveURL(/color=black$/);
    await expect(count).toHaveText(`${counts.black} results for “jogger”`);
    await page.getByRole('checkbox', {name: /^blue/i}).click();
    await expect(page).toHaveURL(/color=black&color=blue$/);
    await expect(count).toHaveText(`${counts.black + counts.blue} results for “jogger”`);
    await expect(page.getByRole('checkbox', {name: /^blue/i})).toHaveAttribute('aria-checked', 'true');

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    const hits = page.getByTestId('product-hits');
    await expect(async () => {
      const prices = (await hits.getByTestId('price').allTextContents()).map((text) =>
        Number(/[\d.,]+/.exec(text)![0].replace(/,/g, '')),
      );
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass();

    await page.goBack();
    await expect(page).toHaveURL(/color=black&color=blue$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('featured');
    await page.goBack();
    await expect(page).toHaveURL(/color=black$/);
    await expect(count).toHaveText(`${counts.black} results for “jogger”`);
    await page.reload();
    await expect(page.getByRole('checkbox', {name: /^black/i})).toHaveAttribute('aria-checked', 'true');
  });

  test('a sort chosen while the page’s code is still on its way is applied once it arrives', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search?q=jogger', {waitUntil: 'domcontentloaded'});
    await page.getByLabel('Sort by').selectOption('price-asc');
    release();
    await expect(page).toHaveURL(/\/search\?q=jogger&sort=price-asc$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    await expect(async () => {
      const prices = (await page.getByTestId('product-hits').getByTestId('price').allTextContents()).map(
        (text) => Number(/[\d.,]+/.exec(text)![0].replace(/,/g, '')),
      );
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass();
  });

  for (const path of ['/search?q=jogger', '/ar-ae/search?q=jogger']) {
    test(`has no axe violations on ${path}`, async ({page}) => {
      // A list page is long (every facet value is a control): axe needs more than the default time here.
      test.slow();
      await page.goto(path, {waitUntil: 'networkidle'});
      await expect(page.getByTestId('product-hits')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('a list in another language', () => {
  test('keeps its words once it comes alive: filters, counts and chosen filters in French', async ({
    page,
  }) => {
    await page.goto('/fr-fr/search?q=jogger', {waitUntil: 'networkidle'});
    const count = page.getByTestId('result-count');
    await expect(count).toHaveText(/^\d+ résultats pour « jogger »$/);
    await page.getByRole('checkbox', {name: /^Noir/}).click();
    await expect(page).toHaveURL(/color=black$/);
    await expect(page.getByRole('checkbox', {name: /^Noir/})).toHaveAttribute('aria-checked', 'true');
    await expect(count).toHaveText(/^\d+ résultats? pour « jogger »$/);
    const chosen = page.getByRole('list', {name: 'Filtres choisis'});
    await expect(chosen.getByRole('link', {name: /Retirer le filtre : Noir/})).toBeVisible();
    await expect(page.getByLabel('Trier par')).toBeVisible();
    const clearAll = chosen.getByRole('link', {name: 'Tout effacer'});
    await expect(clearAll).toHaveAttribute('href', '/fr-fr/search?q=jogger');
    await clearAll.click();
    await expect(page).toHaveURL(/\/fr-fr\/search\?q=jogger$/);
    await expect(page.getByRole('checkbox', {name: /^Noir/})).toHaveAttribute('aria-checked', 'false');
    await expect(chosen).toHaveCount(0);
  });
});

test.describe('collection pages', () => {
  test('a collection from the mega menu opens with products and facets', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const women = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Women'});
    await women.hover();
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await women.getAttribute('aria-controls')}`);
    await panel.getByRole('link', {name: 'Leggings', exact: true}).click();
    await expect(page).toHaveURL(/\/collections\/womens-leggings$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Women’s Leggings');
    await expect(page.getByTestId('product-hits').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
  });

  test('filters open in a drawer on a phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/collections/women', {waitUntil: 'networkidle'});
    await page.getByRole('button', {name: 'Filters'}).click();
    const drawer = page.getByRole('dialog', {name: 'Filters'});
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox', {name: /^black/i}).click();
    await expect(page).toHaveURL(/color=black$/);
    await drawer.getByRole('button', {name: /^Show \d+ products?$/}).click();
    await expect(drawer).toBeHidden();
  });

  for (const path of ['/collections/womens-leggings', '/ar-ae/collections/womens-leggings']) {
    test(`has no axe violations on ${path}`, async ({page}) => {
      // A list page is long (every facet value is a control): axe needs more than the default time here.
      test.slow();
      await page.goto(path, {waitUntil: 'networkidle'});
      await expect(page.getByTestId('product-hits')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
