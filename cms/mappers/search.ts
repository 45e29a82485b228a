import type {ContentEntry} from '../entry';
import {jsonObject, optionalText} from '../read';

export interface SearchContent {
  /** Null when content has none; the app falls back to its brand search prompt. */
  placeholder: string | null;
  titles: {products: string | null; suggestions: string | null; recentSearches: string | null};
  viewAllLabel: string | null;
  clearLabel: string | null;
  cancelLabel: string | null;
  /** noResults.title holds a {query} placeholder. */
  noResults: {title: string | null; body: string | null};
  domainSettings: Record<string, string>;
}

export function mapSearch(entry: ContentEntry): SearchContent {
  const domainSettings = Object.fromEntries(
    Object.entries(jsonObject(entry, 'domainSettings') ?? {}).filter(
      (setting): setting is [string, string] => typeof setting[1] === 'string',
    ),
  );
  return {
    placeholder: optionalText(entry, 'placeholder'),
    titles: {
      products: optionalText(entry, 'productsTitle'),
      suggestions: optionalText(entry, 'suggestionsTitle'),
      recentSearches: optionalText(entry, 'recentSearchesTitle'),
    },
    viewAllLabel: optionalText(entry, 'viewAllLabel'),
    clearLabel: optionalText(entry, 'clearLabel'),
    cancelLabel: optionalText(entry, 'cancelLabel'),
    noResults: {title: optionalText(entry, 'noResultsTitle'), body: optionalText(entry, 'noResultsBody')},
    domainSettings,
  };
}
