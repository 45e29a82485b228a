import type {Locator, Page} from '@playwright/test';
import {en} from '~/lib/i18n/messages/en';
import {familyMembers, findProduct, onlySizeToChoose, shoppable, sizesInStock} from './support/catalogue';
import {emulatorUrl} from './support/stack';
import {expect, scrollToSection, test} from './support/test';

/**
 * Members-only products and member prices as shoppers meet them: a member sees one price from
 * the card to the checkout page; a guest meets no members-only product on any page, and a
 * forged add of one is refused.
 */

const PASSWORD = 'password123';
const MEMBERS_ONLY_TAG = 'gated::warehouse-sale';
const main = (page: Page) => page.getByRole('main');

async function signIn(page: Page, email: string) {
  await page.goto('/account/login');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password', {exact: true}).fill(PASSWORD);
  await main(page).getByRole('button', {name: 'Sign in'}).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}

/** The first amount a text shows, in cents ("$75.60" → 7560). */
async function centsIn(locator: Locator): Promise<number> {
  const text = await locator.innerText();
  const amount = /\$([\d,]+(?:\.\d{2})?)/.exec(text)?.[1];
  if (!amount) throw new Error(`No price in "${text}"`);
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}

/** A members-only product a member can add by choosing a size. */
const membersOnlyProduct = () =>
  findProduct(
    'is members-only and in stock in a size',
    (product) =>
      product.tags.includes(MEMBERS_ONLY_TAG) &&
      shoppable(product) &&
      onlySizeToChoose(product) &&
      sizesInStock(product).length > 0,
  );

test.describe('member prices', () => {
  test.slow();

  for (const member of [
    {email: 'warehouse@alderline.test', percent: 30, label: en.product.warehousePrice},
    {email: 'influencer@alderline.test', percent: 20, label: en.product.memberPrice},
  ]) {
    test(`${member.email} sees one price on the card, the product page, the bag and the checkout page`, async ({
      page,
    }) => {
      const product = await membersOnlyProduct();
      await signIn(page, member.email);

      // The card in the members' collection: the member's price, the price everyone pays struck.
      await page.goto('/collections/warehouse-sale', {waitUntil: 'networkidle'});
      const card = page.getByTestId('product-hits').locator(`a[href="/products/${product.handle}"]`);
      const cardPrice = card.getByTestId('member-price');
      await expect(cardPrice).toContainText(`(${member.percent}% off)`);
      const price = await centsIn(cardPrice);
      const regular = await centsIn(cardPrice.locator('s'));
      expect(price).toBe(regular - Math.round((regular * member.percent) / 100));

      // The product page says the same.
      const size = sizesInStock(product)[0];
      await page.goto(`/products/${product.handle}?Size=${encodeURIComponent(size)}`, {
        waitUntil: 'networkidle',
      });
      const pagePrice = main(page).getByTestId('member-price');
      await expect(pagePrice).toContainText(`${member.label}:`);
      expect(await centsIn(pagePrice)).toBe(price);

      // The bag charges it: the line, and the total.
      await main(page).getByRole('button', {name: en.product.addToBag}).click();
      await expect(page.getByRole('dialog', {name: new RegExp(en.cart.title)})).toBeVisible();
      await page.goto('/cart', {waitUntil: 'networkidle'});
      const line = main(page).getByTestId('bag-line');
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId('member-price')).toHaveText(`${member.label} (${member.percent}% off)`);
      expect(await centsIn(line.getByTestId('line-total'))).toBe(price);
      expect(await centsIn(main(page).getByTestId('bag-total'))).toBe(price);

      // And so does checkout.
      await main(page).getByRole('button', {name: en.cart.checkout}).click();
      await expect(page.getByRole('heading', {name: 'Alderline checkout'})).toBeVisible();
      expect(await centsIn(page.getByTestId('checkout-total'))).toBe(price);
      expect(await centsIn(page.getByTestId('checkout-line-total'))).toBe(price);
    });
  }

  test('signing out returns the bag to full price, and says so', async ({page}) => {
    const product = await membersOnlyProduct();
    await signIn(page, 'warehouse@alderline.test');
    const size = sizesInStock(product)[0];
    await page.goto(`/products/${product.handle}?Size=${encodeURIComponent(size)}`, {
      waitUntil: 'networkidle',
    });
    await main(page).getByRole('button', {name: en.product.addToBag}).click();
    await expect(page.getByRole('dialog', {name: new RegExp(en.cart.title)})).toBeVisible();
    await page.goto('/cart', {waitUntil: 'networkidle'});
    const line = main(page).getByTestId('bag-line');
    const memberPrice = await centsIn(line.getByTestId('line-total'));
    const regular = await centsIn(line.getByTestId('line-total').locator('s'));
    expect(memberPrice).toBeLessThan(regular);

    await page.goto('/account/dashboard', {waitUntil: 'networkidle'});
    await main(page).getByRole('button', {name: en.account.nav.signOut}).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/cart', {waitUntil: 'networkidle'});
    await expect(main(page).getByRole('note').filter({hasText: en.cart.memberPricesEnded})).toBeVisible();
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('member-price')).toHaveCount(0);
    expect(await centsIn(line.getByTestId('line-total'))).toBe(regular);
    expect(await centsIn(main(page).getByTestId('bag-total'))).toBe(regular);
    // The line is members-only: the bag offers to remove it (in content's words).
    await expect(main(page).getByRole('note').getByRole('button')).toBeVisible();
  });
});

test.describe('a guest meets no members-only product', () => {
  test.slow();

  /** The members-only colour the shoppers reported, and a colour of the same style for everyone. */
  async function style() {
    const gated = await findProduct(
      'is the reported members-only legging',
      (product) => product.handle === 'womens-vcycled-legging-black',
    );
    const [sibling] = (await familyMembers(gated)).filter(
      (product) => !product.tags.includes(MEMBERS_ONLY_TAG),
    );
    const membersOnly = (await familyMembers(sibling))
      .concat(gated)
      .filter((product) => product.tags.includes(MEMBERS_ONLY_TAG));
    return {gated, sibling, membersOnly};
  }

  const linksTo = (scope: Page | Locator, handle: string) => scope.locator(`a[href="/products/${handle}"]`);

  test('its page sends the guest to sign in, and back to it as a member', async ({page}) => {
    const {gated} = await style();
    await page.goto(`/products/${gated.handle}`);
    await expect(page).toHaveURL(new RegExp(`/account/login\\?returnTo=%2Fproducts%2F${gated.handle}$`));
    await main(page).getByLabel('Email').fill('warehouse@alderline.test');
    await main(page).getByLabel('Password', {exact: true}).fill(PASSWORD);
    await main(page).getByRole('button', {name: 'Sign in'}).click();
    await expect(page).toHaveURL(new RegExp(`/products/${gated.handle}$`));
    await expect(main(page).getByRole('heading', {level: 1})).toHaveText(gated.title.split('|')[0].trim());
  });

  test('its colours and "You may also like" on the page of a colour for everyone leave it out', async ({
    page,
  }) => {
    const {sibling, membersOnly} = await style();
    await page.goto(`/products/${sibling.handle}`, {waitUntil: 'networkidle'});
    const colours = page.getByRole('navigation', {name: en.product.colours});
    await expect(colours.getByRole('link').first()).toBeVisible();
    const related = main(page).locator('#related-products');
    await scrollToSection(related);
    await expect(related.getByRole('link').first()).toBeVisible();
    for (const product of membersOnly) await expect(linksTo(page, product.handle)).toHaveCount(0);
  });

  test('search results, their colours and the search overlay leave it out', async ({page}) => {
    const {sibling, membersOnly} = await style();
    await page.goto('/search?q=vcycled', {waitUntil: 'networkidle'});
    const hits = page.getByTestId('product-hits');
    await expect(linksTo(hits, sibling.handle).first()).toBeVisible();
    for (const product of membersOnly) await expect(linksTo(page, product.handle)).toHaveCount(0);

    await page.keyboard.press('Control+k');
    const overlay = page.getByRole('dialog', {name: 'Search'});
    await overlay.getByRole('combobox', {name: 'Search products'}).fill('vcycled legging');
    const options = overlay.getByRole('listbox', {name: 'Products'}).getByRole('option');
    await expect(options.first()).toBeVisible({timeout: 15_000});
    for (const product of membersOnly) await expect(options.filter({hasText: product.title})).toHaveCount(0);
  });

  test('recently viewed leaves it out, though the browser’s log names it', async ({page}) => {
    const {gated, sibling} = await style();
    const [other] = (await familyMembers(sibling)).filter(
      (product) => product.handle !== gated.handle && !product.tags.includes(MEMBERS_ONLY_TAG),
    );
    await page.goto('/');
    await page.evaluate(({entries}) => localStorage.setItem('rv-guest', JSON.stringify(entries)), {
      entries: [gated, other].map((product, index) => ({
        id: product.id,
        handle: product.handle,
        viewedAt: Date.now() - index * 1000,
      })),
    });
    await page.goto(`/products/${sibling.handle}`, {waitUntil: 'networkidle'});
    const recent = main(page).locator('#recently-viewed');
    await scrollToSection(recent);
    await expect(linksTo(recent, other.handle)).toBeVisible();
    await expect(linksTo(recent, gated.handle)).toHaveCount(0);
  });

  test('a forged add of it is refused with a message, and the bag stays empty', async ({page}) => {
    const {gated, sibling} = await style();
    const variant = await gatedVariantId(gated.handle);
    // Every option chosen, so the page's own form is ready to send.
    const forSale = sibling.variants.nodes.find((node) => node.availableForSale)!;
    const chosen = new URLSearchParams(forSale.selectedOptions.map(({name, value}) => [name, value]));
    await page.goto(`/products/${sibling.handle}?${chosen}`, {waitUntil: 'networkidle'});
    // The purchase column runs (it loads once the page scrolls): its form posts through the page,
    // no longer as a plain post that comes back here.
    await page.mouse.wheel(0, 300);
    await expect(main(page).locator('input[name="redirectTo"]').first()).toBeDisabled();
    // The form is changed in the page to name the members-only colour's variant.
    await main(page)
      .locator('input[name="cartFormInput"]')
      .first()
      .evaluate((input: HTMLInputElement, id) => {
        const form = JSON.parse(input.value) as {inputs: {lines: Array<{merchandiseId: string}>}};
        form.inputs.lines = [{merchandiseId: id}];
        input.value = JSON.stringify(form);
      }, variant);
    await main(page).getByRole('button', {name: en.product.addToBag}).click();
    await expect(main(page).getByRole('status').filter({hasText: en.cart.membersOnly})).toBeVisible();
    await expect(page.getByRole('dialog', {name: new RegExp(en.cart.title)})).toHaveCount(0);
    await page.goto('/cart', {waitUntil: 'networkidle'});
    await expect(main(page).getByTestId('bag-line')).toHaveCount(0);
  });
});

/** A variant for sale of a product, from the emulator's Storefront API (a guest's page never names it). */
async function gatedVariantId(handle: string): Promise<string> {
  const response = await fetch(`${emulatorUrl()}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'e2e'},
    body: JSON.stringify({
      query: `query($handle: String!) { product(handle: $handle) { variants(first: 20) { nodes { id availableForSale } } } }`,
      variables: {handle},
    }),
  });
  const body = (await response.json()) as {
    data: {product: {variants: {nodes: Array<{id: string; availableForSale: boolean}>}}};
  };
  return body.data.product.variants.nodes.find((node) => node.availableForSale)!.id;
}
