import {describe, expect, it} from 'vitest';
import {getCatalogue, GIFT_CARD_HANDLE, type Product} from '../seed/index';
import {catalogueRegistry, STORE_SEARCH_FILTER} from './market-indices';
import {buildSearchParams} from './params';
import {namedTags} from './records';
import {optionValueIn} from '../seed/option-i18n';

const catalogue = getCatalogue(1);
const registry = catalogueRegistry(catalogue);

function search(indexName: string, raw: Record<string, unknown>) {
  const index = registry.get(indexName)!;
  return index.search(buildSearchParams(raw, '', index.settings));
}

const isShoppable = (product: Product) =>
  !product.tags.includes('findify-remove') &&
  (product.variants.some((variant) => !variant.requiresShipping || variant.availableForSale) ||
    product.tags.includes('back-in-stock-enabled'));

describe('indices per market', () => {
  it('defines products, four replicas, suggestions and categories for all 23 markets', () => {
    const names = registry.names();
    expect(names).toHaveLength(23 * 7);
    for (const market of catalogue.markets) {
      const cc = market.countryCode.toLowerCase();
      for (const suffix of [
        'products',
        'products_best_sellers',
        'products_newest',
        'products_price_desc',
        'products_price_asc',
        'products_query_suggestions',
        'categories',
      ]) {
        expect(names).toContain(`${cc}_${suffix}`);
      }
    }
  });
});

describe('product records', () => {
  it('carry the fields the storefront reads, priced and titled per market', () => {
    const product = catalogue.products.find(
      (candidate) => candidate.facets.fabric && candidate.options.some((option) => option.name === 'Size'),
    )!;
    const jp = registry.get('jp_products')!.getObject(String(product.id))!;
    expect(jp).toMatchObject({
      objectID: String(product.id),
      productId: product.gid,
      handle: product.handle,
      title: product.title.translations.JA ?? product.title.en,
      currency: 'JPY',
      price: Math.min(...product.variants.map((variant) => variant.price.JPY)),
      product_type: product.productType,
      vendor: product.vendor,
      tags: product.tags,
      gender: product.gender,
      category: product.category,
      color: optionValueIn('Color', product.color, 'JA'),
      color_group: product.facets.colorGroup,
      fabric: product.facets.fabric,
      activity: product.facets.activity,
      family_tag: `family::${product.family}`,
      family_group_tag: `family-group::${product.familyGroup}`,
      recently_ordered_count: product.recentlyOrderedCount,
      created_at: Math.floor(Date.parse(product.createdAt) / 1000),
      requires_shipping: true,
      online_inventory_available: product.variants.some((variant) => variant.availableForSale),
      named_tags: namedTags(product.tags),
    });
    expect(jp.materialImageId).toMatch(/^gid:\/\/shopify\/MediaImage\//);
    expect(jp.family_products).toEqual(
      catalogue.products
        .filter((candidate) => candidate.family === product.family)
        .map((candidate) => candidate.gid),
    );
    expect(jp.size).toEqual(
      product.options
        .find((option) => option.name === 'Size')!
        .values.filter((size) =>
          product.variants.some(
            (variant) =>
              variant.availableForSale &&
              variant.selectedOptions.some((option) => option.name === 'Size' && option.value === size),
          ),
        ),
    );
    const fr = registry.get('fr_products')!.getObject(String(product.id))!;
    expect(fr.title).toBe(product.title.translations.FR);
    expect(fr.currency).toBe('EUR');
  });

  it('marks the gift card as not requiring shipping and keeps findify-remove products out of the store filter', () => {
    const giftCard = registry
      .get('us_products')!
      .getObject(String(catalogue.productsByHandle.get(GIFT_CARD_HANDLE)!.id))!;
    expect(giftCard).toMatchObject({requires_shipping: false, is_gift_card: true});
    const filtered = search('us_products', {
      filters: STORE_SEARCH_FILTER,
      hitsPerPage: 1000,
      attributesToRetrieve: ['tags'],
    });
    expect(filtered.nbHits).toBe(catalogue.products.filter(isShoppable).length);
    expect(filtered.hits.some((hit) => (hit.tags as string[]).includes('findify-remove'))).toBe(false);
  });
});

describe('colour order per family and family group', () => {
  const families = [...new Set(catalogue.products.map((product) => product.family))].filter(
    (family) => catalogue.colourOrder[family],
  );
  const groups = [...new Set(catalogue.products.map((product) => product.familyGroup))].filter(
    (group) => catalogue.colourOrder[group],
  );

  it('lists a family’s colours in the seeded colour order', () => {
    expect(families.length).toBeGreaterThan(10);
    for (const family of families) {
      const response = search('us_products', {
        filters: `tags:"family::${family}"`,
        hitsPerPage: 100,
        attributesToRetrieve: ['color'],
      });
      expect(response.hits.map((hit) => hit.color)).toEqual(catalogue.colourOrder[family]);
    }
  });

  it('keeps that order when the store filter drops unshoppable colours', () => {
    for (const family of families) {
      const shoppable = new Set(
        catalogue.products
          .filter((product) => product.family === family && isShoppable(product))
          .map((product) => product.color),
      );
      const response = search('gb_products', {
        filters: `tags:"family::${family}" AND ${STORE_SEARCH_FILTER}`,
        hitsPerPage: 100,
        attributesToRetrieve: ['color'],
      });
      expect(response.hits.map((hit) => hit.color)).toEqual(
        catalogue.colourOrder[family].filter((colour) => shoppable.has(colour)),
      );
    }
  });

  it('lists a family group’s distinct colours in the seeded order', () => {
    for (const group of groups) {
      const response = search('us_products', {
        filters: `tags:"family-group::${group}"`,
        hitsPerPage: 1000,
        attributesToRetrieve: ['color'],
      });
      expect([...new Set(response.hits.map((hit) => hit.color))]).toEqual(catalogue.colourOrder[group]);
    }
  });
});

describe('query suggestions and categories', () => {
  it('shape suggestions for the query-suggestions plugin’s categoryAttribute', () => {
    const response = search('de_products_query_suggestions', {query: 'legg', hitsPerPage: 8});
    expect(response.hits.length).toBeGreaterThan(0);
    const [hit] = response.hits as Array<Record<string, unknown>>;
    expect(hit).toMatchObject({
      query: expect.any(String),
      nb_words: expect.any(Number),
      popularity: expect.any(Number),
    });
    const source = hit.de_products as {
      exact_nb_hits: number;
      facets: {exact_matches: {category: Array<{value: string; count: number}>}};
    };
    expect(source.exact_nb_hits).toBeGreaterThan(0);
    expect(source.facets.exact_matches.category[0]).toEqual({value: 'leggings', count: expect.any(Number)});
  });

  it('lists public collections with title, handle and url', () => {
    const response = search('es_categories', {query: 'rebajas'});
    expect(response.hits[0]).toMatchObject({title: 'Rebajas', handle: 'sale', url: '/collections/sale'});
    const all = search('us_categories', {hitsPerPage: 100});
    expect(all.hits.some((hit) => hit.handle === 'warehouse-sale')).toBe(false);
  });
});
