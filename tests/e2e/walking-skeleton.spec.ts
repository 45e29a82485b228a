import {expect, test} from './support/test';

test.describe('a shopper browsing markets', () => {
  test('goes from the home page to a product in pounds and back home in the same market', async ({page}) => {
    await page.goto('/en-gb');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const firstProduct = page.locator('main a[href*="/products/"]').first();
    await expect(firstProduct).toHaveAttribute('href', /^\/en-gb\/products\//);
    const title = (await firstProduct.locator('h3').textContent())?.trim();
    await firstProduct.click();

    await expect(page).toHaveURL(/\/en-gb\/products\//);
    // The product's name is its title before the pipe ("DreamKnit Legging | Black").
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title!.split('|')[0].trim());
    await expect(page.getByTestId('price').first()).toContainText('£');

    await page.getByRole('link', {name: /Alderline home/i}).click();
    await expect(page).toHaveURL(/\/en-gb$/);
  });

  test('reads Arabic right to left', async ({page}) => {
    await page.goto('/ar-ae');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('shows yen without decimals in Japan', async ({page}) => {
    await page.goto('/ja-jp');
    const price = page.getByTestId('price').first();
    await expect(price).toContainText(/[¥￥]/);
    await expect(price).not.toContainText('.');
  });

  test('shows a not-found page, in French, for a product that does not exist', async ({page}) => {
    const response = await page.goto('/fr-fr/products/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1, name: 'Page introuvable'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Continuer mes achats'})).toHaveAttribute('href', '/fr-fr');
    await expect(page).toHaveTitle('Page introuvable | Alderline');
  });
});
