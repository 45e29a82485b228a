import type {Page} from '@playwright/test';
import {baseTest as test, expect} from './support/test';
import {skipCountryConfirmation} from './support/shell';
import {rootData} from './support/root-data';

/** What the server decided for the country dialogs, as the hydrated page holds it. */
type CountryState = {
  shell: {market: {countryCode: string}; country: {suggested: {countryCode: string} | null}};
};

const countrySwitcher = (page: Page) => page.getByRole('dialog', {name: 'Choose your country'});

test.describe('country switcher', () => {
  test.beforeEach(async ({context, baseURL}) => {
    await skipCountryConfirmation(context, baseURL);
  });

  test('moves the shopper to the same product in the United Kingdom, in pounds', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const product = page.locator('main a[href^="/products/"]').first();
    const path = await product.getAttribute('href');
    await page.goto(path!, {waitUntil: 'networkidle'});
    await expect(page.getByTestId('price').first()).toContainText('$');

    await page.getByTestId('country-flag-button').click();
    await countrySwitcher(page)
      .getByRole('link', {name: /United Kingdom/})
      .click();

    await expect(page).toHaveURL(new RegExp(`/en-gb${path}$`));
    await expect(page.getByTestId('price').first()).toContainText('£');
    await expect(page.getByTestId('country-flag-button').locator('img')).toHaveAttribute(
      'src',
      '/flags/gb.svg',
    );
  });

  test('lists the new international markets only when the flag is on', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.getByTestId('country-flag-button').click();
    await expect(countrySwitcher(page).getByRole('link', {name: /Germany/})).toHaveCount(1);
    await expect(countrySwitcher(page).getByRole('link', {name: /Japan/})).toHaveCount(0);

    await page.goto('/?ff.countrySwitcher.showNewIntlCountries=1', {waitUntil: 'networkidle'});
    await page.getByTestId('country-flag-button').click();
    await expect(countrySwitcher(page).getByRole('link', {name: /Japan/})).toHaveAttribute(
      'href',
      /^\/ja-jp/,
    );
  });

  test('closes with Escape and gives focus back', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    const flag = page.getByTestId('country-flag-button');
    await flag.click();
    await expect(countrySwitcher(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(countrySwitcher(page)).toHaveCount(0);
    await expect(flag).toBeFocused();
  });
});

test.describe('country confirmation for a visitor from Germany on the US store', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'DE'}});
  const confirmation = (page: Page) => page.getByRole('dialog', {name: 'Are you shopping from Germany?'});

  test('asks once; after "stay" it does not ask again', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    await expect(confirmation(page)).toBeVisible();
    const stay = page.getByRole('button', {name: 'Stay here'});
    await expect(stay).toBeVisible();
    const remembered = page.waitForResponse((response) =>
      response.url().endsWith('/api/country-confirmation'),
    );
    await stay.click();
    expect((await remembered).status()).toBe(200);
    await expect(confirmation(page)).toHaveCount(0);

    await page.reload({waitUntil: 'networkidle'});
    // The server remembers the choice and suggests no other store; once hydrated, no dialog opens.
    expect((await rootData<CountryState>(page)).shell.country.suggested).toBeNull();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('takes the visitor to the same page in the German store', async ({page}) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.getByRole('button', {name: 'Go to the Germany store'}).click();
    await expect(page).toHaveURL(/\/de-de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const state = await rootData<CountryState>(page);
    expect([state.shell.market.countryCode, state.shell.country.suggested]).toEqual(['DE', null]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('does not ask once the shopper has closed the country switcher', async ({page}) => {
    // Arrive as a US visitor (no question), close the switcher, then come back from Germany.
    await page.setExtraHTTPHeaders({'oxygen-buyer-country': 'US'});
    await page.goto('/', {waitUntil: 'networkidle'});
    await page.getByTestId('country-flag-button').click();
    await expect(countrySwitcher(page)).toBeVisible();
    const remembered = page.waitForResponse((response) =>
      response.url().endsWith('/api/country-confirmation'),
    );
    await page.keyboard.press('Escape');
    expect((await remembered).status()).toBe(200);

    await page.setExtraHTTPHeaders({'oxygen-buyer-country': 'DE'});
    await page.reload({waitUntil: 'networkidle'});
    expect((await rootData<CountryState>(page)).shell.country.suggested).toBeNull();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
