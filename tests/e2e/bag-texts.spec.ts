import type {Page} from '@playwright/test';
import {getCatalogue} from '../../emulator/seed/index';
import {optionNameIn} from '../../emulator/seed/option-i18n';
import type {CurrencyCode, LanguageCode, Product} from '../../emulator/seed/types';
import {en} from '~/lib/i18n/messages/en';
import {es} from '~/lib/i18n/messages/es';
import {ja} from '~/lib/i18n/messages/ja';
import type {Messages} from '~/lib/i18n/types';
import {expect, test} from './support/test';

/**
 * The bag's texts are true and in the market's words: the free-shipping line names the
 * threshold and says how far the bag is from it, the order summary's shipping row has a value,
 * and the lines' options are named in the market's language.
 */

const catalogue = getCatalogue(1);

/** A shoppable product under `limit` in `currency` that only asks for a size, with a size in stock. */
function cheapProduct(currency: CurrencyCode, limit: number): {product: Product; size: string} {
  for (const product of catalogue.products) {
    if (product.tags.some((tag) => tag === 'findify-remove' || tag.startsWith('gated::'))) continue;
    if (
      product.isGiftCard ||
      product.options.some((option) => option.name !== 'Size' && option.values.length > 1)
    )
      continue;
    const variant = product.variants.find(
      (candidate) =>
        candidate.availableForSale && candidate.price[currency] < limit && candidate.inventory > 3,
    );
    const size = variant?.selectedOptions.find((option) => option.name === 'Size')?.value;
    if (
      variant &&
      size &&
      product.options.some((option) => option.name === 'Size' && option.values.length > 1)
    )
      return {product, size};
  }
  throw new Error(`The seed has no product under ${limit} ${currency}`);
}

async function addToBag(
  page: Page,
  prefix: string,
  language: LanguageCode,
  messages: Messages,
  currency: CurrencyCode,
  limit: number,
) {
  const {product, size} = cheapProduct(currency, limit);
  const option = encodeURIComponent(optionNameIn('Size', language));
  await page.goto(`${prefix}/products/${product.handle}?${option}=${encodeURIComponent(size)}`, {
    waitUntil: 'networkidle',
  });
  await page.getByRole('button', {name: messages.product.addToBag}).click();
  await expect(page.getByRole('dialog', {name: new RegExp(messages.cart.title)})).toBeVisible();
  await page.goto(`${prefix}/cart`, {waitUntil: 'networkidle'});
}

const MARKETS = [
  {
    prefix: '',
    language: 'EN' as const,
    messages: en,
    currency: 'USD' as const,
    threshold: 75,
    offer: 'Free shipping on orders over $75',
    remaining: /^You’re \$\d+(\.\d\d)? away from free shipping\.$/,
    shipping: {label: 'Shipping', value: '$8 (estimate)'},
  },
  {
    prefix: '/en-gb',
    language: 'EN' as const,
    messages: en,
    currency: 'GBP' as const,
    threshold: 60,
    offer: 'Free delivery on orders over £60',
    remaining: /^You’re £\d+(\.\d\d)? away from free shipping\.$/,
    shipping: {label: 'Delivery', value: '£4.95 (estimate)'},
  },
  {
    prefix: '/ja-jp',
    language: 'JA' as const,
    messages: ja,
    currency: 'JPY' as const,
    threshold: 10000,
    offer: '¥10,000以上のご注文で送料無料',
    remaining: /^あと¥[\d,]+で送料無料です。$/,
    shipping: {label: '配送料', value: '¥800（目安）'},
  },
];

test.describe('the bag’s texts', () => {
  test.slow();

  for (const market of MARKETS) {
    test(`name the free-shipping threshold, the amount still to go and the shipping${market.prefix ? ` in ${market.prefix}` : ''}`, async ({
      page,
    }) => {
      await addToBag(
        page,
        market.prefix,
        market.language,
        market.messages,
        market.currency,
        market.threshold,
      );
      const main = page.getByRole('main');
      await expect(main.getByText(market.offer, {exact: true})).toBeVisible();
      await expect(main.getByText(market.remaining)).toBeVisible();
      const summary = main.getByRole('region', {name: market.messages.cart.orderSummary});
      await expect(summary.getByText(market.shipping.label, {exact: true})).toBeVisible();
      await expect(summary.getByTestId('bag-shipping')).toHaveText(market.shipping.value);
    });
  }

  for (const {prefix, language, messages, currency, threshold, english} of [
    {
      prefix: '/ja-jp',
      language: 'JA' as const,
      messages: ja,
      currency: 'JPY' as const,
      threshold: 10000,
      english: /\b(Color|Size|Length|Inseam)\b/,
    },
    {
      prefix: '/es-mx',
      language: 'ES' as const,
      messages: es,
      currency: 'MXN' as const,
      threshold: 1500,
      english: /\b(Size|Length|Inseam)\b/,
    },
  ]) {
    test(`names the lines’ options in the market’s language in ${prefix}`, async ({page}) => {
      await addToBag(page, prefix, language, messages, currency, threshold);
      const line = page.getByRole('main').getByTestId('bag-line').first();
      await expect(line).toContainText(`${optionNameIn('Size', language)}:`);
      await expect(line).toContainText(`${optionNameIn('Color', language)}:`);
      expect(await line.textContent()).not.toMatch(english);
    });
  }
});
