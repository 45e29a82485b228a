/**
 * The production Hydrogen client against the emulator over real HTTP: the store's calls must
 * not be able to tell it from Shopify.
 */
import {
  createCartHandler,
  createStorefrontClient,
  cartGetIdDefault,
  cartSetIdDefault,
} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createCheckoutService} from '../checkout/index';
import {getCatalogue} from '../seed/index';
import {createEmulatorServer, type EmulatorServer} from '../server';
import {createStorefrontService} from './index';

const PRODUCT_QUERY = `#graphql
  query Product($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id title handle
      selectedOrFirstAvailableVariant { id price { amount currencyCode } }
      priceRange { minVariantPrice { amount currencyCode } }
    }
  }`;

describe('Hydrogen storefront client against the emulator', () => {
  let emulator: EmulatorServer;
  let origin: string;

  beforeAll(async () => {
    const storefront = createStorefrontService({seed: 1});
    emulator = createEmulatorServer([storefront, createCheckoutService({seed: 1, state: storefront.state})], {
      logger: {info: () => undefined, error: () => undefined},
    });
    const port = await emulator.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await emulator.close();
  });

  const client = (country: 'FR' | 'GB' | 'US', language: 'FR' | 'EN') =>
    createStorefrontClient({
      storeDomain: origin,
      publicStorefrontToken: 'emulator-public-token',
      storefrontApiVersion: '2025-07',
      i18n: {country, language},
    }).storefront;

  it('queries a product in the market context', async () => {
    const {product} = await client('FR', 'FR').query(PRODUCT_QUERY, {
      variables: {handle: 'womens-dreamknit-legging-black'},
      cache: undefined,
    });
    expect(product.title).toBe('Legging DreamKnit | Noir');
    expect(product.priceRange.minVariantPrice.currencyCode).toBe('EUR');
  });

  it('surfaces validation errors as Hydrogen GraphQL errors', async () => {
    const result = (await client('US', 'EN').query('query Bad { shop { nope } }')) as {
      errors?: {message: string}[];
    };
    expect(result.errors?.[0].message).toMatch(/nope/);
  });

  it('runs Hydrogen’s cart handler end to end', async () => {
    const variant = getCatalogue(1)
      .products.flatMap((p) => p.variants)
      .find((v) => v.inventory > 5)!;
    const headers = new Headers();
    const cart = createCartHandler({
      storefront: client('GB', 'EN'),
      getCartId: cartGetIdDefault(new Headers()),
      setCartId: cartSetIdDefault(),
    });
    const added = await cart.addLines([{merchandiseId: variant.gid, quantity: 2}]);
    expect(added.userErrors).toEqual([]);
    expect(added.cart.totalQuantity).toBe(2);
    const cookieHeaders = cart.setCartId(added.cart.id);
    cookieHeaders.forEach((value, key) => headers.set(key, value));
    expect(headers.get('set-cookie')).toMatch(/^cart=c1-/);

    const fetched = await createCartHandler({
      storefront: client('GB', 'EN'),
      getCartId: () => added.cart.id,
      setCartId: cartSetIdDefault(),
    }).get();
    expect(fetched?.lines.edges[0].node.quantity).toBe(2);
    expect(fetched?.cost.totalAmount.currencyCode).toBe('GBP');

    const checkout = await fetch(fetched!.checkoutUrl);
    expect(checkout.status).toBe(200);
    expect(await checkout.text()).toContain('Alderline checkout');
  });
});
