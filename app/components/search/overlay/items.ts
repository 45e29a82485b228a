import type {AutocompleteState, BaseItem} from '@algolia/autocomplete-core';
import type {RedirectUrlItem} from '@algolia/autocomplete-plugin-redirect-url';
import type {ProductHit} from '~/lib/search/product-card';

/** The element id Autocomplete derives its ids from (listboxes, options, label). */
export const AUTOCOMPLETE_ID = 'site-search';

/** A product record as the overlay retrieves it (the card's fields), with Autocomplete's query id. */
export interface ProductItem extends BaseItem, Omit<ProductHit, '__position' | '__queryID'> {
  __autocomplete_queryID?: string;
  __autocomplete_indexName?: string;
}
export interface SuggestionItem extends BaseItem {
  objectID: string;
  query: string;
}
export interface RecentItem extends BaseItem {
  id: string;
  label: string;
}
/** A collection from the market's categories index. */
export interface CategoryItem extends BaseItem {
  objectID: string;
  title: string;
  url: string;
}
export type Item = ProductItem | SuggestionItem | RecentItem | CategoryItem | RedirectUrlItem;
export type OverlayState = AutocompleteState<Item>;

/**
 * The overlay's groups, by the source id Autocomplete gives each. The redirect plugin's group
 * is `redirect` among the sources being reshaped and `redirectUrlPlugin` in the collections.
 */
export const SOURCE = {
  redirect: 'redirectUrlPlugin',
  products: 'products',
  categories: 'categories',
  suggestions: 'querySuggestionsPlugin',
  recent: 'recentSearchesPlugin',
} as const;

export function productUrl(item: ProductItem): string {
  return `/products/${item.handle}`;
}

export function productItemsOf(state: OverlayState | null): ProductItem[] {
  const collection = state?.collections.find((candidate) => candidate.source.sourceId === SOURCE.products);
  return (collection?.items ?? []) as ProductItem[];
}

/** Where the query's redirect rule leads, once the redirect plugin has seen the products' answer. */
export function redirectUrlOf(state: OverlayState | null): string | undefined {
  const context = state?.context as {redirectUrlPlugin?: {data?: RedirectUrlItem[]}} | undefined;
  return context?.redirectUrlPlugin?.data?.[0]?.urls[0];
}
