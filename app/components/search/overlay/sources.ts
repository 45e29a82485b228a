import type {AutocompleteSource} from '@algolia/autocomplete-core';
import {getAlgoliaResults} from '@algolia/autocomplete-preset-algolia';
import type {createSearchClient} from '~/lib/search/client';
import {
  CARD_ATTRIBUTES,
  categoriesIndex,
  productsIndex,
  SEARCH_BAR_RULE_CONTEXT,
  SEARCH_LIMITS,
  type SearchClientConfig,
} from '~/lib/search/config';
import {trackClick} from '~/lib/search/insights';
import {
  productItemsOf,
  productUrl,
  SOURCE,
  type CategoryItem,
  type Item,
  type OverlayState,
  type ProductItem,
} from './items';
import {selectWithPointer, type OverlayNavigation} from './navigation';

interface SourceContext {
  client: ReturnType<typeof createSearchClient>;
  config: SearchClientConfig;
  navigation: OverlayNavigation;
  /** The overlay's latest state (a click's position among the products shown). */
  state: () => OverlayState | null;
}

/**
 * The products matching the query (rule context `search_bar`, the shopper's filter). Its
 * answer also carries the query's redirect rule, which the redirect plugin reads. The input
 * keeps the typed query while the arrows move through the products (Autocomplete's default).
 */
export function productsSource(query: string, {client, config, navigation, state}: SourceContext) {
  return {
    sourceId: SOURCE.products,
    getItems: () =>
      getAlgoliaResults<Item>({
        searchClient: client,
        queries: [
          {
            indexName: productsIndex(config),
            params: {
              query,
              hitsPerPage: SEARCH_LIMITS.overlayProducts,
              clickAnalytics: true,
              ruleContexts: [SEARCH_BAR_RULE_CONTEXT],
              filters: config.filters,
              attributesToRetrieve: [...CARD_ATTRIBUTES],
              attributesToHighlight: [],
              ...(config.userToken ? {userToken: config.userToken} : {}),
            },
          },
        ],
      }),
    getItemUrl: ({item}) => productUrl(item as ProductItem),
    onSelect: ({item: selected, event, itemUrl}) => {
      const item = selected as ProductItem;
      if (item.__autocomplete_indexName) {
        trackClick(config, {
          index: item.__autocomplete_indexName,
          queryID: item.__autocomplete_queryID,
          objectID: item.objectID,
          position: productItemsOf(state()).indexOf(item) + 1,
        });
      }
      selectWithPointer(event, itemUrl ?? productUrl(item), navigation);
    },
  } satisfies AutocompleteSource<Item>;
}

/** Collections named like the query (the market's categories index), asked in the same request as the products. */
export function categoriesSource(query: string, {client, config, navigation}: SourceContext) {
  return {
    sourceId: SOURCE.categories,
    getItems: () =>
      getAlgoliaResults<Item>({
        searchClient: client,
        queries: [
          {
            indexName: categoriesIndex(config),
            params: {
              query,
              hitsPerPage: SEARCH_LIMITS.overlayCategories,
              attributesToRetrieve: ['title', 'url'],
              attributesToHighlight: [],
            },
          },
        ],
        transformResponse: ({hits}) =>
          ((hits[0] ?? []) as CategoryItem[]).filter(
            (item) => typeof item.url === 'string' && item.url.startsWith('/'),
          ),
      }),
    getItemUrl: ({item}) => (item as CategoryItem).url,
    onSelect: ({item, event}) => selectWithPointer(event, (item as CategoryItem).url, navigation),
  } satisfies AutocompleteSource<Item>;
}

export type {SourceContext};
