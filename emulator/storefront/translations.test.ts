import {describe, expect, it} from 'vitest';
import {getCatalogue} from '../seed/index';
import {createStorefrontService} from './index';
import {graphql} from './test-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const catalogue = getCatalogue(1);
/** A product with a colour, sizes and lengths, so every kind of option is asked for. */
const withLength = catalogue.products.find(
  (product) => product.options.some((option) => option.name === 'Length') && product.color === 'Black',
)!;

const PRODUCT = `query P($handle: String!, $language: LanguageCode, $selected: [SelectedOptionInput!]!)
  @inContext(country: JP, language: $language) {
    product(handle: $handle) {
      options { name values optionValues { name swatch { color } } }
      variants(first: 3) { nodes { title selectedOptions { name value } } }
      variantBySelectedOptions(selectedOptions: $selected) { id }
      subtitle: metafield(namespace: "custom", key: "subtitle") { value }
    }
    shop { message: metafield(namespace: "custom", key: "pdp_marketing_message") { value } }
  }`;

describe('the Storefront API in the language asked for', () => {
  const service = createStorefrontService({seed: 1});
  const ask = async (language: string, selected: Array<{name: string; value: string}> = []) =>
    (await graphql<Json>(service, PRODUCT, {handle: withLength.handle, language, selected})).body.data;

  it('names options and their values in Japanese, keeping sizes and the colour’s swatch', async () => {
    const {product, shop} = await ask('JA');
    expect(product.options.map((option: Json) => option.name)).toEqual(['カラー', 'サイズ', '丈']);
    expect(product.options[0].optionValues[0]).toEqual({name: 'ブラック', swatch: {color: '#1b1b1b'}});
    expect(product.options[1].values).toEqual(withLength.options[1].values);
    expect(product.options[2].values).toEqual(['ショート', 'レギュラー', 'ロング']);
    expect(product.variants.nodes[0].selectedOptions).toEqual([
      {name: 'カラー', value: 'ブラック'},
      {name: 'サイズ', value: withLength.variants[0].selectedOptions[1].value},
      {name: '丈', value: 'ショート'},
    ]);
    expect(product.variants.nodes[0].title).toBe(
      `${withLength.variants[0].selectedOptions[1].value} / ショート`,
    );
    expect(product.subtitle.value).toBe('素肌のような着心地で一日中快適');
    expect(shop.message.value).toBe('すべてのご注文で30日以内の返品が無料です。');
  });

  it('answers in English when English is asked for', async () => {
    const {product, shop} = await ask('EN');
    expect(product.options.map((option: Json) => option.name)).toEqual(['Color', 'Size', 'Length']);
    expect(product.subtitle.value).toBe('Second-skin feel, all-day comfort');
    expect(shop.message.value).toBe('Free returns within 30 days on every order.');
  });

  it('finds a variant by the options in the language asked for, or in the store’s own', async () => {
    const variant = withLength.variants[1];
    const [, size, length] = variant.selectedOptions;
    const japanese = await ask('JA', [
      {name: 'サイズ', value: size.value},
      {name: '丈', value: {Short: 'ショート', Regular: 'レギュラー', Long: 'ロング'}[length.value]!},
    ]);
    expect(japanese.product.variantBySelectedOptions).toEqual({id: variant.gid});
    const english = await ask('JA', [size, length]);
    expect(english.product.variantBySelectedOptions).toEqual({id: variant.gid});
  });

  it('gives cart lines their options in the cart query’s language', async () => {
    const inStock = catalogue.products
      .filter(
        (product) => product.options.some((option) => option.name === 'Length') && product.color === 'Black',
      )
      .flatMap((product) => product.variants)
      .find((variant) => variant.availableForSale && variant.inventory > 0)!;
    const create = `mutation C($lines: [CartLineInput!]!) @inContext(country: ES, language: ES) {
      cartCreate(input: {lines: $lines}) { cart { id } } }`;
    const created = await graphql<Json>(service, create, {
      lines: [{merchandiseId: inStock.gid}],
    });
    const cartId = created.body.data.cartCreate.cart.id;
    const read = `query R($id: ID!, $language: LanguageCode) @inContext(country: ES, language: $language) {
      cart(id: $id) { lines(first: 5) { nodes { merchandise { ... on ProductVariant { selectedOptions { name value } } } } } } }`;
    const options = async (language: string) => {
      const body = (await graphql<Json>(service, read, {id: cartId, language})).body;
      return body.data.cart.lines.nodes[0].merchandise.selectedOptions;
    };
    expect(await options('ES')).toEqual([
      {name: 'Color', value: 'Negro'},
      {name: 'Talla', value: inStock.selectedOptions[1].value},
      {
        name: 'Largo',
        value: {Short: 'Corto', Regular: 'Normal', Long: 'Largo'}[inStock.selectedOptions[2].value],
      },
    ]);
    expect((await options('EN'))[1].name).toBe('Size');
  });
});
