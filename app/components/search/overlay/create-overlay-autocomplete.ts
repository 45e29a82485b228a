import {createAutocomplete} from '@algolia/autocomplete-core';
import {createQuerySuggestionsPlugin} from '@algolia/autocomplete-plugin-query-suggestions';
import {createLocalStorageRecentSearchesPlugin} from '@algolia/autocomplete-plugin-recent-searches';
import {createRedirectUrlPlugin} from '@algolia/autocomplete-plugin-redirect-url';
import type {BaseSyntheticEvent, KeyboardEvent, MouseEvent} from 'react';
import {reportError} from '~/lib/errors';
import {createSearchClient, type SearchClient} from '~/lib/search/client';
import {
  RECENT_SEARCHES_KEY,
  SEARCH_LIMITS,
  suggestionsIndex,
  type SearchClientConfig,
} from '~/lib/search/config';
import {debouncePromise, dedupeAgainstQuery, searchPageUrl} from './overlay-items';
import {
  AUTOCOMPLETE_ID,
  redirectUrlOf,
  SOURCE,
  type Item,
  type OverlayState,
  type SuggestionItem,
} from './items';
import {selectWithPointer, type OverlayNavigation} from './navigation';
import {categoriesSource, productsSource} from './sources';

interface OverlayAutocompleteOptions {
  config: SearchClientConfig;
  placeholder: string;
  navigation: OverlayNavigation;
  onStateChange: (state: OverlayState) => void;
  /** The latest state Autocomplete reported. */
  state: () => OverlayState | null;
  /** Whether the last search failed (the panel says search is unavailable). */
  onSearchOutcome: (failed: boolean) => void;
}

/**
 * The overlay's client: a search that fails is reported and answers no results. Autocomplete
 * would otherwise keep a failed answer as the one Enter waits for, and Enter would do nothing;
 * this way it still leads to the search page.
 */
function answeringClient(client: SearchClient, onOutcome: (failed: boolean) => void): SearchClient {
  const search = ((...args: Parameters<SearchClient['search']>) =>
    client.search(...args).then(
      (response) => {
        onOutcome(false);
        return response;
      },
      (error: unknown) => {
        reportError('SEARCH-003', error);
        onOutcome(true);
        return {results: []};
      },
    )) as SearchClient['search'];
  return {...client, search};
}

/**
 * Algolia Autocomplete's core for the overlay: its recent-searches (key `main`, 3),
 * query-suggestions (8) and redirect-url plugins, a products source (4 hits, rule context
 * `search_bar`, the shopper's filter) and a categories source. Typed queries are debounced
 * 500 ms; a search counts as stalled after 300 ms. Enter waits for the typed query's answer,
 * so a redirect rule applies even when the shopper presses it before the results show.
 */
export function createOverlayAutocomplete({
  config,
  placeholder,
  navigation,
  onStateChange,
  state,
  onSearchOutcome,
}: OverlayAutocompleteOptions) {
  const client = answeringClient(createSearchClient(config), onSearchOutcome);
  const sourceContext = {client, config, navigation, state};
  const debouncedProducts = debouncePromise(SEARCH_LIMITS.debounceMs);
  const debouncedSuggestions = debouncePromise(SEARCH_LIMITS.debounceMs);

  const recentSearches = createLocalStorageRecentSearchesPlugin({
    key: RECENT_SEARCHES_KEY,
    limit: SEARCH_LIMITS.recentSearches,
    transformSource: ({source}) => ({
      ...source,
      getItemUrl: ({item}) => searchPageUrl(item.label),
      onSelect: ({item, event}) => selectWithPointer(event, searchPageUrl(item.label), navigation),
    }),
  });
  const querySuggestions = createQuerySuggestionsPlugin({
    searchClient: client,
    indexName: suggestionsIndex(config),
    getSearchParams: () => ({hitsPerPage: SEARCH_LIMITS.overlaySuggestions}),
    transformSource: ({source}) => ({
      ...source,
      getItemUrl: ({item}) => searchPageUrl(item.query),
      onSelect: ({item, event}) => selectWithPointer(event, searchPageUrl(item.query), navigation),
    }),
  });
  const suggestionSources = querySuggestions.getSources!.bind(querySuggestions);

  return createAutocomplete<Item, BaseSyntheticEvent, MouseEvent, KeyboardEvent>({
    id: AUTOCOMPLETE_ID,
    openOnFocus: true,
    stallThreshold: SEARCH_LIMITS.stallThresholdMs,
    placeholder,
    shouldPanelOpen: () => true,
    plugins: [
      recentSearches,
      {
        ...querySuggestions,
        // Typed queries wait for a pause; the default suggestions (empty query) come at once.
        getSources: (params) =>
          params.query ? debouncedSuggestions(() => suggestionSources(params)) : suggestionSources(params),
      },
      createRedirectUrlPlugin<Item>({awaitSubmit: () => true}),
    ],
    navigator: {
      navigate: ({itemUrl}) => navigation.go(itemUrl),
      navigateNewTab: ({itemUrl}) => window.open(navigation.href(itemUrl), '_blank', 'noopener'),
      navigateNewWindow: ({itemUrl}) => window.open(navigation.href(itemUrl), '_blank', 'noopener,popup'),
    },
    onStateChange: ({state: next}) => onStateChange(next),
    onSubmit: ({state: submitted}) => {
      const query = submitted.query.trim();
      // With a redirect rule for the query, the redirect plugin takes the shopper there.
      if (!query || redirectUrlOf(submitted)) return;
      navigation.go(searchPageUrl(query));
    },
    getSources: ({query}) =>
      query
        ? debouncedProducts(() => [
            productsSource(query, sourceContext),
            categoriesSource(query, sourceContext),
          ])
        : [],
    reshape: ({sourcesBySourceId, state: current}) => {
      const suggestions = sourcesBySourceId[SOURCE.suggestions];
      // The redirect's option already offers the query: a suggestion repeating it goes.
      const redirecting = redirectUrlOf(current) !== undefined;
      return [
        sourcesBySourceId.redirect,
        sourcesBySourceId[SOURCE.products],
        sourcesBySourceId[SOURCE.categories],
        suggestions && redirecting
          ? {
              ...suggestions,
              getItems: () => dedupeAgainstQuery(suggestions.getItems() as SuggestionItem[], current.query),
            }
          : suggestions,
        sourcesBySourceId[SOURCE.recent],
      ].filter((source) => source !== undefined);
    },
  });
}

export type OverlayAutocomplete = ReturnType<typeof createOverlayAutocomplete>;
