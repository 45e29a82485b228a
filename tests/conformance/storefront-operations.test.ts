/**
 * Conformance: every Storefront operation the app ships (graphql/*.ts), and the search, sitemap
 * and consent operations any Hydrogen app of this release sends, are valid against the published
 * schema of the API version asked and are answered with data and no errors through Hydrogen's own
 * storefront client, in four markets. The store's operations are asked in the store's version
 * (2025-07); the Hydrogen ones in every version the emulator serves.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parse, validate} from 'graphql';
import {cartSetIdDefault, createCartHandler, createStorefrontClient} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CART_MUTATION_FRAGMENT, CART_QUERY_FRAGMENT} from '../../graphql/cart';
import type {CartApiMutationFragment, CartApiQueryFragment} from '../../graphql/storefront.generated';
import {startEmulator, type RunningEmulator} from '../../emulator/index';
import {getCatalogue} from '../../emulator/seed/index';
import {loadStorefrontSchema} from '../../emulator/storefront/schema';
import {API_VERSIONS, servedVersion} from '../../emulator/storefront/versions';
import {DEFAULT_STOREFRONT_API_VERSION} from '../../app/lib/env.server';
import {HYDROGEN_OPERATIONS} from './hydrogen-operations';
import {collectOperations} from './operations';
import {operationFixture} from './operation-fixtures';

const STORE_VERSION = DEFAULT_STOREFRONT_API_VERSION;
const MARKETS = [
  ['US', 'EN'],
  ['GB', 'EN'],
  ['JP', 'JA'],
  ['AE', 'AR'],
] as const;

const operations = await collectOperations();

let emulator: RunningEmulator;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'alderline-conformance-'));
  emulator = await startEmulator({port: 0, dataDir, quiet: true});
});

afterAll(async () => {
  await emulator?.close();
  rmSync(dataDir, {recursive: true, force: true});
});

function storefrontFor(version: string, country: string, language: string) {
  return createStorefrontClient({
    storeDomain: emulator.url,
    publicStorefrontToken: 'conformance-public',
    privateStorefrontToken: 'conformance-private',
    storefrontApiVersion: version,
    i18n: {country, language} as never,
    storefrontHeaders: {requestGroupId: null, buyerIp: null, buyerIpSig: null, cookie: null, purpose: null},
  }).storefront;
}

const validationErrors = (version: string, document: string) =>
  validate(loadStorefrontSchema(servedVersion(version)), parse(document)).map((error) => error.message);

describe(`the store's operations on ${STORE_VERSION}`, () => {
  it('finds the operations the app ships', () => {
    expect(operations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['Product', 'HomeProducts', 'SitemapResources']),
    );
  });

  it.each(operations.map((operation) => [operation.name, operation]))(
    '%s is valid against the schema',
    (_name, operation) => {
      expect(validationErrors(STORE_VERSION, operation.document)).toEqual([]);
    },
  );

  it.each(operations.map((operation) => [operation.name, operation]))(
    '%s is answered with data in four markets',
    async (name, operation) => {
      for (const [country, language] of MARKETS) {
        const storefront = storefrontFor(STORE_VERSION, country, language);
        const fixture = await operationFixture(name, storefront);
        const options = {variables: fixture.variables, cache: storefront.CacheNone()};
        const result = (
          operation.kind === 'query'
            ? await storefront.query(operation.document, options)
            : await storefront.mutate(operation.document, {variables: fixture.variables})
        ) as Record<string, unknown> & {errors?: unknown};
        expect(result.errors, `${name} in ${country}`).toBeUndefined();
        expect(fixture.hasData(result), `${name} in ${country}`).toBe(true);
      }
    },
  );

  it('answers every cart change with the changed bag, its warnings and its user errors, as Shopify does', async () => {
    const [variant, other] = getCatalogue(1)
      .products.filter(
        (product) => !product.isGiftCard && !product.tags.some((tag) => tag.startsWith('gated::')),
      )
      .flatMap((product) => product.variants)
      .filter((candidate) => candidate.inventory > 10);
    const ids: {cart?: string} = {};
    const cart = createCartHandler({
      storefront: storefrontFor(STORE_VERSION, 'US', 'EN'),
      getCartId: () => ids.cart,
      setCartId: cartSetIdDefault(),
      cartQueryFragment: CART_QUERY_FRAGMENT,
      cartMutateFragment: CART_MUTATION_FRAGMENT,
    });
    type Answer = {cart: CartApiMutationFragment | null; userErrors: unknown[]; warnings: unknown[]};
    const answered = async (change: Promise<unknown>) => (await change) as Answer;

    const created = await answered(cart.create({lines: [{merchandiseId: variant.gid, quantity: 1}]}));
    expect(created.userErrors).toEqual([]);
    ids.cart = created.cart!.id;
    // The same variant again: the platform adds to its line.
    const added = await answered(cart.addLines([{merchandiseId: variant.gid, quantity: 2}]));
    expect(added.cart!.lines.nodes.map((line) => [line.merchandise.id, line.quantity])).toEqual([
      [variant.gid, 3],
    ]);
    expect(added.cart!.totalQuantity).toBe(3);
    const [line] = added.cart!.lines.nodes;
    const withOther = await answered(cart.addLines([{merchandiseId: other.gid, quantity: 1}]));
    const otherLine = withOther.cart!.lines.nodes.find((node) => node.merchandise.id === other.gid)!;
    // Quantity 0 removes a line; the answer's cost follows.
    const updated = await answered(cart.updateLines([{id: otherLine.id, quantity: 0}]));
    expect(updated.cart!.lines.nodes.map((node) => node.id)).toEqual([line.id]);
    expect(Number(updated.cart!.cost.subtotalAmount.amount)).toBeCloseTo(3 * variant.price.USD, 2);

    const applied = await answered(cart.updateDiscountCodes(['WELCOME10']));
    expect(applied.cart!.discountCodes).toEqual([{code: 'WELCOME10', applicable: true}]);
    expect(Number(applied.cart!.cost.totalAmount.amount)).toBeLessThan(
      Number(updated.cart!.cost.totalAmount.amount),
    );
    const inactive = await answered(cart.updateDiscountCodes(['WELCOME10', 'SPRING10']));
    expect(inactive.cart!.discountCodes).toContainEqual({code: 'SPRING10', applicable: false});
    expect(inactive.warnings).toContainEqual(expect.objectContaining({code: 'DISCOUNT_CURRENTLY_INACTIVE'}));

    // Refusals name the input they refuse: a line the bag does not have, a bag that is gone.
    const gone = await answered(cart.updateLines([{id: otherLine.id, quantity: 1}]));
    expect(gone.cart).toBeNull();
    expect(gone.userErrors).toEqual([expect.objectContaining({field: ['lines', '0', 'id']})]);
    const removed = await answered(cart.removeLines([otherLine.id]));
    expect(removed.userErrors).toEqual([expect.objectContaining({field: ['lineIds', '0']})]);
    const expired = createCartHandler({
      storefront: storefrontFor(STORE_VERSION, 'US', 'EN'),
      getCartId: () => 'gid://shopify/Cart/c1-00000000?key=gone',
      setCartId: cartSetIdDefault(),
      cartMutateFragment: CART_MUTATION_FRAGMENT,
    });
    const noBag = await answered(expired.addLines([{merchandiseId: variant.gid, quantity: 1}]));
    expect(noBag.cart).toBeNull();
    expect(noBag.userErrors).toEqual([expect.objectContaining({field: ['cartId']})]);
  });

  it('runs Hydrogen’s cart handler with the store’s cart fragment in four markets', async () => {
    const variant = getCatalogue(1)
      .products.flatMap((product) => product.variants)
      .find((candidate) => candidate.inventory > 10)!;
    for (const [country, language] of MARKETS) {
      const ids: {cart?: string} = {};
      const cart = createCartHandler({
        storefront: storefrontFor(STORE_VERSION, country, language),
        getCartId: () => ids.cart,
        setCartId: cartSetIdDefault(),
        cartQueryFragment: CART_QUERY_FRAGMENT,
      });
      const created = await cart.addLines([{merchandiseId: variant.gid, quantity: 1}]);
      expect(created.errors, country).toBeUndefined();
      expect(created.userErrors, country).toEqual([]);
      ids.cart = created.cart.id;
      const line = (await cart.get())!.lines.nodes[0];
      const updated = await cart.updateLines([{id: line.id, quantity: 2}]);
      expect(updated.errors, country).toBeUndefined();
      const fetched = (await cart.get()) as unknown as CartApiQueryFragment;
      expect(fetched.totalQuantity, country).toBe(2);
      expect(fetched.cost.totalAmount.currencyCode, country).toBe(
        getCatalogue(1).marketsByCountry.get(country)!.currency,
      );
    }
  });
});

describe('a Hydrogen app’s own operations, in every served version', () => {
  const cases = API_VERSIONS.flatMap((version) =>
    HYDROGEN_OPERATIONS.map((operation) => [operation.name, version.handle, operation] as const),
  );

  it.each(cases)('%s on %s', async (name, version, operation) => {
    const served = !operation.versions || operation.versions.includes(version);
    const errors = validationErrors(version, operation.document);
    if (!served) {
      // As on Shopify: consentManagement exists on unstable only.
      expect(errors.join(' ')).toContain('consentManagement');
      return;
    }
    expect(errors).toEqual([]);
    for (const [country, language] of MARKETS) {
      const storefront = storefrontFor(version, country, language);
      const result = (await storefront.query(operation.document, {
        variables: operation.variables,
        cache: storefront.CacheNone(),
      })) as Record<string, unknown> & {errors?: unknown};
      expect(result.errors, `${name} in ${country}`).toBeUndefined();
      expect(operation.hasData(result), `${name} in ${country}`).toBe(true);
    }
  });
});
