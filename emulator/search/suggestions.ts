/**
 * Records of `{cc}_products_query_suggestions`, shaped like Algolia's Query Suggestions
 * output: query, popularity, nb_words and, under the source index name, exact_nb_hits and
 * the top category/gender facet values (what the Autocomplete plugin's `categoryAttribute`
 * reads: `[{cc}_products, 'facets', 'exact_matches', 'category']`).
 */
import type {Catalogue} from '../seed/index';
import {foldText} from './text';

type FacetValueCount = {value: string; count: number};

type FacetHitsSummary = {
  exact_nb_hits: number;
  facets: {
    exact_matches: Record<string, FacetValueCount[]>;
    analytics: Record<string, FacetValueCount[]>;
  };
};

export const SUGGESTION_FACETS = ['category', 'gender'];
const MAX_FACET_VALUES = 5;

const CATEGORY_WORDS: Record<string, string> = {
  leggings: 'leggings',
  joggers: 'joggers',
  shorts: 'shorts',
  tees: 'tees',
  tanks: 'tanks',
  hoodies: 'hoodies',
  jackets: 'jackets',
  'sports-bras': 'sports bras',
  shoes: 'shoes',
  accessories: 'accessories',
};

/** Queries shoppers plausibly type: categories, gender + category, style names, fabrics, activities. */
export function suggestionCandidates(catalogue: Catalogue): string[] {
  const candidates = new Set<string>();
  for (const product of catalogue.products) {
    const categoryWord = CATEGORY_WORDS[product.category];
    if (categoryWord) {
      candidates.add(categoryWord);
      if (product.gender !== 'unisex') candidates.add(`${product.gender} ${categoryWord}`);
    }
    if (!product.isGiftCard) candidates.add(foldText(product.title.en.split('|')[0].trim()));
    if (product.facets.fabric) candidates.add(foldText(product.facets.fabric));
    for (const activity of product.facets.activity) candidates.add(foldText(activity));
    if (product.isGiftCard) candidates.add('gift card');
  }
  return [...candidates].sort();
}

function facetValueCounts(facet: Record<string, number> | undefined): FacetValueCount[] {
  return Object.entries(facet ?? {})
    .slice(0, MAX_FACET_VALUES)
    .map(([value, count]) => ({value, count}));
}

export type SuggestionRecord = {
  objectID: string;
  query: string;
  nb_words: number;
  popularity: number;
  /** Keyed by the source products index name. */
  [sourceIndex: string]: string | number | FacetHitsSummary;
};

/** What the products index says about one candidate query. */
export interface CandidateStats {
  nbHits: number;
  /** Sum of the matching products' recently ordered counts. */
  orders: number;
  facets: Record<string, Record<string, number>>;
}

/** Runs each candidate against the products index and keeps those with results. */
export function querySuggestionRecords(
  candidates: string[],
  productsIndexName: string,
  search: (query: string) => CandidateStats,
): SuggestionRecord[] {
  const records = candidates.flatMap((query): SuggestionRecord[] => {
    const response = search(query);
    if (response.nbHits === 0) return [];
    const popularity = response.orders + response.nbHits;
    const exactMatches: Record<string, FacetValueCount[]> = {};
    for (const facet of SUGGESTION_FACETS) exactMatches[facet] = facetValueCounts(response.facets[facet]);
    const summary: FacetHitsSummary = {
      exact_nb_hits: response.nbHits,
      facets: {exact_matches: exactMatches, analytics: exactMatches},
    };
    return [
      {objectID: query, query, nb_words: query.split(/\s+/).length, popularity, [productsIndexName]: summary},
    ];
  });
  return records.sort((a, b) => b.popularity - a.popularity || a.query.localeCompare(b.query));
}
