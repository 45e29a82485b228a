import {reportError} from '~/lib/errors';
import type {SearchClient} from './client';
import {STORE_SEARCH_FILTER} from './config';

/**
 * The colours of a product family, in the merchandisers' colour order, for the swatches under
 * a product card. The products index ranks a family's colours in that order ("Featured"), so the
 * order is the hit order of a query for the family's tag; a family that belongs to a family
 * group follows the group's order, so its query is by the group's tag. One query covers every
 * family on a page.
 */

export interface Swatch {
  handle: string;
  /** The colour's name, e.g. "Heather Grey". */
  color: string;
  /** The colour group, e.g. "grey": what the swatch is painted with. */
  colorGroup: string;
}

/** What a card knows about its family (fields of the product record). */
export interface FamilyFields {
  family_tag?: string | null;
  family_group_tag?: string | null;
  hasAlgoliaSwatch?: boolean;
}

/** family tag → its colours in order. */
export type FamilySwatches = Record<string, Swatch[]>;

const ATTRIBUTES = ['handle', 'color', 'color_group', 'family_tag'];
/** Families are a handful of colours; groups a few families. */
const MAX_RECORDS = 1000;

function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The families on a page that need swatches and are not known yet, as the filter terms to ask for. */
export function missingFamilyTerms(hits: FamilyFields[], known: FamilySwatches): string[] {
  const terms = new Set<string>();
  for (const hit of hits) {
    if (!hit.hasAlgoliaSwatch || !hit.family_tag || known[hit.family_tag]) continue;
    terms.add(
      hit.family_group_tag
        ? `family_group_tag:${quoted(hit.family_group_tag)}`
        : `family_tag:${quoted(hit.family_tag)}`,
    );
  }
  return [...terms].sort();
}

/**
 * In the multi-query's array form (`[{indexName, params}]`): InstantSearch wraps the client's
 * `search` with its server-state cache, which reads that form only. `shopperFilter` is the
 * filter the shopper's lists carry (the store's rule and their gated clause), so a swatch
 * never names a colour the shopper may not see.
 */
export function colourOrderRequest(indexName: string, terms: string[], shopperFilter: string) {
  return {
    indexName,
    params: {
      query: '',
      filters: `(${terms.join(' OR ')}) AND ${shopperFilter}`,
      hitsPerPage: MAX_RECORDS,
      attributesToRetrieve: ATTRIBUTES,
      attributesToHighlight: [],
    },
  };
}

/** Records in ranking order, grouped by family, keeping that order. */
export function groupSwatches(records: Array<Record<string, unknown>>): FamilySwatches {
  const swatches: FamilySwatches = {};
  for (const record of records) {
    const {family_tag: family, handle, color, color_group: colorGroup} = record;
    if (typeof family !== 'string' || typeof handle !== 'string' || typeof color !== 'string') continue;
    (swatches[family] ??= []).push({
      handle,
      color,
      colorGroup: typeof colorGroup === 'string' ? colorGroup : '',
    });
  }
  return swatches;
}

/**
 * The swatches of the families on a page that are not in `known` yet, among the products
 * `shopperFilter` lets the shopper see (the store's rule when it is the same for everyone). A
 * failure is reported (SHOP-GET-004) and answered with none: cards then show no swatches.
 */
export async function fetchFamilySwatches(
  client: Pick<SearchClient, 'search'>,
  indexName: string,
  hits: FamilyFields[],
  known: FamilySwatches = {},
  shopperFilter: string = STORE_SEARCH_FILTER,
): Promise<FamilySwatches> {
  const terms = missingFamilyTerms(hits, known);
  if (terms.length === 0) return {};
  try {
    const {results} = await client.search<Record<string, unknown>>([
      colourOrderRequest(indexName, terms, shopperFilter),
    ]);
    const [result] = results;
    return groupSwatches(result && 'hits' in result ? result.hits : []);
  } catch (error) {
    reportError('SHOP-GET-004', error, {index: indexName});
    return {};
  }
}
