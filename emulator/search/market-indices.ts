/**
 * The indices of the store: for each of the 23 markets (lower-case country code `cc`)
 *   {cc}_products                      products, "Featured" ranking
 *   {cc}_products_best_sellers         replica: recently_ordered_count desc
 *   {cc}_products_newest               replica: created_at desc
 *   {cc}_products_price_desc           replica: price desc
 *   {cc}_products_price_asc            replica: price asc
 *   {cc}_products_query_suggestions    Query Suggestions
 *   {cc}_categories                    collections (title, handle, url)
 * Records are built per market on first use.
 */
import {
  GIFT_CARD_HANDLE,
  GATED_WAREHOUSE_TAG,
  PRIMARY_COUNTRY,
  type Catalogue,
  type Market,
} from '../seed/index';
import {computeFacets} from './facets';
import {buildSearchParams} from './params';
import {IndexRegistry, type IndexDefinition} from './registry';
import {categoryRecords, localizedTitle, productRecords} from './records';
import {redirectRule, type QueryRule} from './rules';
import {defaultSettings} from './settings';
import {
  querySuggestionRecords,
  suggestionCandidates,
  SUGGESTION_FACETS,
  type SuggestionRecord,
} from './suggestions';
import type {AlgoliaRecord, IndexSettings} from './types';

/** The storefront's search-bar filter: shoppable and not hidden from search. */
export const STORE_SEARCH_FILTER =
  '(requires_shipping:false OR online_inventory_available:true OR tags:back-in-stock-enabled) AND NOT tags:findify-remove';

const FACET_ORDER = [
  'gender',
  'category',
  'size',
  'color_group',
  'activity',
  'inseam',
  'length',
  'fabric',
  'lined',
  'fit',
  'support',
];

const COLOR_GROUP_ORDER = [
  'black',
  'blue',
  'brown',
  'camo',
  'green',
  'grey',
  'natural / tan',
  'orange',
  'pink',
  'red',
  'purple',
  'yellow / gold',
];

const FABRIC_ORDER = [
  'DreamKnit',
  'Vcycled',
  'BreatheInterlock',
  'DuraTerra',
  'VersaLife',
  'Uplift',
  'BlissBlend',
  'DreamKnit Warm',
];

const ALPHA_SIZES = ['XXXS', 'XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];

/** Sizes by content order: alpha xxxs–3xl, ONS, waist sizes, then shoe sizes. */
function sizeOrder(sizes: Iterable<string>): string[] {
  const rank = (size: string): [number, number] => {
    const alpha = ALPHA_SIZES.indexOf(size);
    if (alpha >= 0) return [0, alpha];
    if (size === 'ONS') return [1, 0];
    if (/^\d+(\.\d+)?$/.test(size)) return [2, Number(size)];
    const shoe = /^M (\d+(?:\.\d+)?)\//.exec(size);
    if (shoe) return [3, Number(shoe[1])];
    return [4, 0];
  };
  return [...new Set(sizes)].sort((a, b) => {
    const [groupA, valueA] = rank(a);
    const [groupB, valueB] = rank(b);
    return groupA - groupB || valueA - valueB || a.localeCompare(b);
  });
}

const PRODUCT_REPLICAS: Array<{suffix: string; sort: string}> = [
  {suffix: 'best_sellers', sort: 'desc(recently_ordered_count)'},
  {suffix: 'newest', sort: 'desc(created_at)'},
  {suffix: 'price_desc', sort: 'desc(price)'},
  {suffix: 'price_asc', sort: 'asc(price)'},
];

function productIndexSettings(catalogue: Catalogue): IndexSettings {
  const sizes = sizeOrder(
    catalogue.products.flatMap((product) =>
      product.options.filter((option) => option.name === 'Size').flatMap((option) => option.values),
    ),
  );
  return defaultSettings({
    searchableAttributes: [
      'unordered(title)',
      'unordered(product_type)',
      'unordered(category)',
      'unordered(color)',
      'unordered(color_group)',
      'unordered(fabric)',
      'unordered(activity)',
      'unordered(gender)',
      'unordered(vendor)',
      'unordered(body_html_safe)',
    ],
    attributesForFaceting: [
      'searchable(gender)',
      'searchable(category)',
      'searchable(size)',
      'searchable(color_group)',
      'searchable(activity)',
      'inseam',
      'length',
      'searchable(fabric)',
      'lined',
      'fit',
      'support',
      'price',
      'compare_at_price',
      'on_sale',
      'product_type',
      'vendor',
      'color',
      'filterOnly(tags)',
      'filterOnly(handle)',
      'filterOnly(requires_shipping)',
      'filterOnly(online_inventory_available)',
      'filterOnly(back_in_stock_enabled)',
      'filterOnly(family_tag)',
      'filterOnly(family_group_tag)',
      'filterOnly(named_tags.family)',
      'filterOnly(named_tags.family-group)',
      'filterOnly(named_tags.gated)',
      'filterOnly(collections)',
    ],
    // Catalogue order: styles in merchandising order, each family's colours in its colour
    // order, so a family (or family-group) query lists colours in the seeded colour order.
    customRanking: ['asc(featured_position)'],
    attributesToHighlight: ['title', 'product_type', 'category', 'color', 'fabric'],
    renderingContent: {
      facetOrdering: {
        facets: {order: FACET_ORDER},
        values: {
          color_group: {order: COLOR_GROUP_ORDER, sortRemainingBy: 'alpha'},
          fabric: {order: FABRIC_ORDER, sortRemainingBy: 'alpha'},
          size: {order: sizes, sortRemainingBy: 'alpha'},
          length: {order: ['Short', 'Regular', 'Long'], sortRemainingBy: 'alpha'},
          gender: {order: ['womens', 'mens', 'unisex'], sortRemainingBy: 'count'},
        },
      },
    },
  });
}

const QUERY_SUGGESTIONS_SETTINGS: IndexSettings = defaultSettings({
  searchableAttributes: ['query'],
  customRanking: ['desc(popularity)'],
  attributesForFaceting: ['filterOnly(nb_words)'],
});

const CATEGORIES_SETTINGS: IndexSettings = defaultSettings({
  searchableAttributes: ['unordered(title)', 'unordered(title_en)', 'handle'],
  customRanking: ['desc(product_count)'],
  attributesForFaceting: ['filterOnly(handle)'],
  attributesToHighlight: ['title'],
});

/** search_bar redirects: gift card → the gift card product, sale → the sale collection. */
function searchBarRules(catalogue: Catalogue, market: Market): QueryRule[] {
  const rules: QueryRule[] = [];
  const giftCard = catalogue.productsByHandle.get(GIFT_CARD_HANDLE);
  if (giftCard) {
    const vendor = new RegExp(`\\b${giftCard.vendor}\\b`, 'i');
    const translated = localizedTitle(giftCard.title, market).replace(vendor, '').trim();
    rules.push(
      redirectRule(
        'redirect-gift-card',
        [...new Set(['gift card', 'gift cards', 'giftcard', translated.toLowerCase()])],
        `/products/${giftCard.handle}`,
      ),
    );
  }
  const sale = catalogue.collectionsByHandle.get('sale');
  if (sale) {
    rules.push(
      redirectRule(
        'redirect-sale',
        [...new Set(['sale', localizedTitle(sale.title, market).toLowerCase()])],
        `/collections/${sale.handle}`,
      ),
    );
  }
  return rules;
}

function memoise<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/**
 * Suggestion records computed once per catalogue against the primary market's products
 * index: suggestions come from (English) query logs, and stock and categories do not differ
 * by market. Each market's copy names its own products index as the source.
 */
function sharedSuggestionBuilder(
  catalogue: Catalogue,
  registry: () => IndexRegistry,
): () => SuggestionRecord[] {
  return memoise(() => {
    const index = registry().get(`${PRIMARY_COUNTRY.toLowerCase()}_products`)!;
    const nonGatedFilter = `${STORE_SEARCH_FILTER} AND NOT tags:"${GATED_WAREHOUSE_TAG}"`;
    return querySuggestionRecords(suggestionCandidates(catalogue), SOURCE_KEY, (query) => {
      const documents = index.matchingDocuments(
        buildSearchParams({query, filters: nonGatedFilter}, '', index.settings),
      );
      return {
        nbHits: documents.length,
        orders: documents.reduce(
          (sum, document) => sum + (Number(document.record.recently_ordered_count) || 0),
          0,
        ),
        facets: computeFacets(documents, SUGGESTION_FACETS, 100, 'count').facets,
      };
    });
  });
}

const SOURCE_KEY = '__source_index__';

function marketIndexDefinitions(
  catalogue: Catalogue,
  market: Market,
  sharedSuggestions: () => SuggestionRecord[],
  productSettings: IndexSettings = productIndexSettings(catalogue),
): IndexDefinition[] {
  const cc = market.countryCode.toLowerCase();
  const productsIndex = `${cc}_products`;
  const suggestions = memoise((): AlgoliaRecord[] =>
    sharedSuggestions().map(
      ({[SOURCE_KEY]: source, ...record}) =>
        ({...record, [productsIndex]: source}) as unknown as AlgoliaRecord,
    ),
  );
  return [
    {
      name: productsIndex,
      settings: productSettings,
      records: memoise(() => productRecords(catalogue, market) as unknown as AlgoliaRecord[]),
      rules: searchBarRules(catalogue, market),
    },
    ...PRODUCT_REPLICAS.map(({suffix, sort}) => ({
      name: `${productsIndex}_${suffix}`,
      primary: productsIndex,
      sort: [sort],
    })),
    {name: `${productsIndex}_query_suggestions`, settings: QUERY_SUGGESTIONS_SETTINGS, records: suggestions},
    {
      name: `${cc}_categories`,
      settings: CATEGORIES_SETTINGS,
      records: memoise(() => categoryRecords(catalogue, market) as unknown as AlgoliaRecord[]),
    },
  ];
}

const registries = new WeakMap<Catalogue, IndexRegistry>();

/**
 * The one registry per catalogue, shared by every service that searches it (the search service
 * and the Storefront API's search), so they match alike and indices are built once.
 */
export function catalogueRegistry(catalogue: Catalogue): IndexRegistry {
  let registry = registries.get(catalogue);
  if (!registry) {
    registry = createCatalogueRegistry(catalogue);
    registries.set(catalogue, registry);
  }
  return registry;
}

/** The registry for every market of a catalogue; nothing is built until queried. */
function createCatalogueRegistry(catalogue: Catalogue): IndexRegistry {
  const productSettings = productIndexSettings(catalogue);
  // Suggestions are built from the registry's own products index, hence the late binding.
  const sharedSuggestions = sharedSuggestionBuilder(catalogue, () => registry);
  const registry: IndexRegistry = new IndexRegistry(
    catalogue.markets.flatMap((market) =>
      marketIndexDefinitions(catalogue, market, sharedSuggestions, productSettings),
    ),
  );
  return registry;
}
