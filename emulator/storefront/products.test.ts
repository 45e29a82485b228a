import {decodeEncodedVariant} from '@shopify/hydrogen-react';
import {describe, expect, it} from 'vitest';
import {createStorefrontService} from './index';
import {graphql} from './test-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const PRODUCT_QUERY = `#graphql
  query Product($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id title handle
      priceRange { minVariantPrice { amount currencyCode } }
      images(first: 4) { nodes { url width height altText } }
      variants(first: 20) { nodes { id selectedOptions { name value } price { amount currencyCode } availableForSale } }
    }
  }`;

interface ProductData {
  product: null | {
    id: string;
    title: string;
    handle: string;
    priceRange: {minVariantPrice: {amount: string; currencyCode: string}};
    images: {nodes: {url: string; width: number; height: number; altText: string}[]};
    variants: {
      nodes: {
        id: string;
        selectedOptions: {name: string; value: string}[];
        price: {amount: string; currencyCode: string};
        availableForSale: boolean;
      }[];
    };
  };
}

const HANDLE = 'womens-dreamknit-legging-black';

describe('storefront products', () => {
  const service = createStorefrontService({seed: 1});

  it('prices a product in GBP for GB', async () => {
    const response = await graphql<ProductData>(service, PRODUCT_QUERY, {
      handle: HANDLE,
      country: 'GB',
      language: 'EN',
    });
    expect(response.status).toBe(200);
    expect(response.operation).toBe('Product');
    const product = response.body.data!.product!;
    expect(product.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(product.title).toBe('DreamKnit Legging | Black');
    expect(product.priceRange.minVariantPrice.currencyCode).toBe('GBP');
    expect(product.priceRange.minVariantPrice.amount).toMatch(/^\d+\.\d{1,2}$/);
    expect(product.variants.nodes.every((v) => v.price.currencyCode === 'GBP')).toBe(true);
    expect(product.images.nodes[0].url).toBe(`http://127.0.0.1:4100/images/${HANDLE}-1.svg`);
    expect(product.images.nodes[0]).toMatchObject({width: 1600, height: 2000});
    expect(product.variants.nodes[0].id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    expect(product.variants.nodes[0].selectedOptions[0]).toEqual({name: 'Color', value: 'Black'});
  });

  it('prices in whole yen for JP', async () => {
    const response = await graphql<ProductData>(service, PRODUCT_QUERY, {
      handle: HANDLE,
      country: 'JP',
      language: 'JA',
    });
    const product = response.body.data!.product!;
    expect(product.priceRange.minVariantPrice.currencyCode).toBe('JPY');
    expect(product.priceRange.minVariantPrice.amount).toMatch(/^\d+00\.0$/);
    expect(product.title).toBe('DreamKnit レギンス | ブラック');
  });

  it('translates titles and prices in EUR for FR', async () => {
    const response = await graphql<ProductData>(service, PRODUCT_QUERY, {
      handle: HANDLE,
      country: 'FR',
      language: 'FR',
    });
    const product = response.body.data!.product!;
    expect(product.title).toBe('Legging DreamKnit | Noir');
    expect(product.priceRange.minVariantPrice.currencyCode).toBe('EUR');
  });

  it('falls back to English for a language the market does not offer, and USD without context', async () => {
    const fr = await graphql<ProductData>(service, PRODUCT_QUERY, {
      handle: HANDLE,
      country: 'GB',
      language: 'FR',
    });
    expect(fr.body.data!.product!.title).toBe('DreamKnit Legging | Black');
    const plain = await graphql<ProductData>(
      service,
      `query { product(handle: "${HANDLE}") { priceRange { minVariantPrice { amount currencyCode } } } }`,
    );
    expect(plain.body.data!.product!.priceRange.minVariantPrice).toEqual({
      amount: '98.0',
      currencyCode: 'USD',
    });
  });

  it('returns null for an unknown handle', async () => {
    const response = await graphql<ProductData>(service, PRODUCT_QUERY, {
      handle: 'no-such-product',
      country: 'US',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({data: {product: null}});
  });

  it('reports validation errors with HTTP 200 like Shopify', async () => {
    const response = await graphql(service, 'query Broken { product(handle: "x") { nope } }');
    expect(response.status).toBe(200);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors![0]).toMatchObject({
      message: expect.stringContaining('nope'),
      locations: [{line: 1, column: 39}],
      extensions: {code: 'undefinedField'},
    });
    const syntax = await graphql(service, 'query {');
    expect(syntax.status).toBe(200);
    expect(syntax.body.errors![0].extensions!.code).toBe('parseError');
  });

  it('reports bad variables and unmodelled root fields without failing the request', async () => {
    const badCountry = await graphql(service, PRODUCT_QUERY, {handle: HANDLE, country: 'XX'});
    expect(badCountry.status).toBe(200);
    expect(badCountry.body.errors![0].extensions!.code).toBe('INVALID_VARIABLE');
    const search = await graphql(
      service,
      '{ search(query: "x", first: 2) { totalCount nodes { __typename } } }',
    );
    expect(search.body).toEqual({data: {search: {totalCount: 0, nodes: []}}});
  });

  it('rejects a missing token with 401 and malformed JSON with 400', async () => {
    const response = await graphql(service, '{ shop { name } }', {}, {});
    expect(response.status).toBe(401);
    const malformed = await service.handle({
      method: 'POST',
      url: new URL('http://127.0.0.1:4100/api/2025-07/graphql.json'),
      headers: {'x-shopify-storefront-access-token': 't', 'content-type': 'application/json'},
      body: Buffer.from('{"query": '),
    });
    expect(malformed.status).toBe(400);
    const privateToken = await graphql(
      service,
      '{ shop { name } }',
      {},
      {'shopify-storefront-private-token': 'private'},
    );
    expect(privateToken.body).toEqual({data: {shop: {name: 'Alderline'}}});
  });

  it('paginates products with cursors and filters by the search syntax', async () => {
    const query = `query Products($after: String, $query: String) { products(first: 50, after: $after, query: $query) { nodes { handle tags productType } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
    type Page = {
      products: {
        nodes: {handle: string; tags: string[]; productType: string}[];
        pageInfo: {hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string};
      };
    };
    const seen = new Set<string>();
    let after: string | null = null;
    let pages = 0;
    do {
      const response: {body: {data?: Page}} = await graphql<Page>(service, query, {after});
      const page: Page['products'] = response.body.data!.products;
      page.nodes.forEach((n) => seen.add(n.handle));
      expect(page.pageInfo.hasPreviousPage).toBe(pages > 0);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(seen.size).toBeGreaterThanOrEqual(300);

    const tagged = await graphql<Page>(service, query, {query: 'tag:family::womens-dreamknit-legging'});
    expect(tagged.body.data!.products.nodes.length).toBeGreaterThan(3);
    expect(
      tagged.body.data!.products.nodes.every((n) => n.tags.includes('family::womens-dreamknit-legging')),
    ).toBe(true);
    const shoes = await graphql<Page>(service, query, {
      query: "product_type:Shoes AND -tag:'findify-remove'",
    });
    expect(
      shoes.body.data!.products.nodes.every(
        (n) => n.productType === 'Shoes' && !n.tags.includes('findify-remove'),
      ),
    ).toBe(true);
    const listing = await graphql<Page>(service, query, {
      query:
        "NOT tag:findify-remove AND (product_type:'Gift Card' OR available_for_sale:true OR tag:back-in-stock-enabled)",
    });
    const listed = listing.body.data!.products.nodes;
    expect(listed.length).toBe(50);
    expect(listed.every((n) => !n.tags.includes('findify-remove'))).toBe(true);
    const text = await graphql<Page>(service, query, {query: 'dreamknit'});
    expect(text.body.data!.products.nodes.length).toBeGreaterThan(0);
  });

  it('encodes variant existence the way Hydrogen decodes it', async () => {
    const response = await graphql<{
      product: {
        options: {name: string; optionValues: {name: string}[]}[];
        encodedVariantExistence: string;
        variants: {nodes: {selectedOptions: {name: string; value: string}[]}[]};
      };
    }>(
      service,
      `
        {
          product(handle: "womens-vcycled-legging-black") {
            options {
              name
              optionValues {
                name
              }
            }
            encodedVariantExistence
            variants(first: 20) {
              nodes {
                selectedOptions {
                  name
                  value
                }
              }
            }
          }
        }
      `,
    );
    const product = response.body.data!.product;
    const decoded = decodeEncodedVariant(product.encodedVariantExistence);
    expect(decoded.length).toBe(product.variants.nodes.length);
    const expected = product.variants.nodes.map((v) =>
      v.selectedOptions.map((o, i) =>
        product.options[i].optionValues.findIndex((value) => value.name === o.value),
      ),
    );
    expect(decoded.map((d) => d.join(':')).sort()).toEqual(expected.map((e) => e.join(':')).sort());
  });

  it('serves collections, nodes, menus, shop and localization', async () => {
    const response = await graphql<Json>(
      service,
      `
        query Layout($country: CountryCode, $language: LanguageCode)
        @inContext(country: $country, language: $language) {
          shop {
            name
            primaryDomain {
              url
            }
            brand {
              slogan
            }
            paymentSettings {
              currencyCode
            }
          }
          localization {
            country {
              isoCode
              name
              currency {
                isoCode
                symbol
              }
            }
            language {
              isoCode
              name
            }
            availableCountries {
              isoCode
            }
            availableLanguages {
              isoCode
            }
          }
          collection(handle: "womens-leggings") {
            title
            products(first: 5, sortKey: PRICE) {
              nodes {
                handle
                priceRange {
                  minVariantPrice {
                    amount
                  }
                }
              }
              filters {
                id
                values {
                  label
                  count
                }
              }
            }
          }
          menu(handle: "main-menu") {
            items {
              title
              url
              items {
                title
              }
            }
          }
          urlRedirects(first: 1, query: "path:/pages/about") {
            nodes {
              target
            }
          }
        }
      `,
      {country: 'DE', language: 'DE'},
    );
    const data = response.body.data!;
    expect(response.body.errors).toBeUndefined();
    expect(data.shop.name).toBe('Alderline');
    expect(data.shop.paymentSettings.currencyCode).toBe('EUR');
    expect(data.localization.country).toMatchObject({isoCode: 'DE', currency: {isoCode: 'EUR'}});
    expect(data.localization.language.isoCode).toBe('DE');
    expect(data.localization.availableCountries).toHaveLength(23);
    expect(data.collection.title).toBe('Damen Leggings');
    const prices = data.collection.products.nodes.map((n: Json) =>
      Number(n.priceRange.minVariantPrice.amount),
    );
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(data.collection.products.filters.map((f: Json) => f.id)).toContain('filter.v.option.size');
    expect(data.menu.items.length).toBeGreaterThan(3);
    expect(data.urlRedirects.nodes).toEqual([{target: '/pages/our-story'}]);

    const ids = await graphql<Json>(
      service,
      `
        query {
          products(first: 2) {
            nodes {
              id
            }
          }
        }
      `,
    );
    const nodeIds = ids.body.data.products.nodes.map((n: Json) => n.id);
    const nodes = await graphql<Json>(
      service,
      `
        query Nodes($ids: [ID!]!) {
          nodes(ids: $ids) {
            __typename
            id
            ... on Product {
              handle
            }
          }
        }
      `,
      {ids: [...nodeIds, 'gid://shopify/Product/1']},
    );
    expect(nodes.body.data.nodes.map((n: Json) => n?.__typename ?? null)).toEqual([
      'Product',
      'Product',
      null,
    ]);
  });
});
