/**
 * Text matching for the Storefront API's `search` and `predictiveSearch`, on the search
 * emulator's engine: products, collections and query suggestions come from the very indices
 * the Algolia emulator serves for the request's market (so "jogger" finds the same products in
 * both), pages and articles from small indices built the same way per language. Answers are
 * ids in relevance order.
 */
import {SearchIndex} from '../search/engine';
import {IndexData} from '../search/index-data';
import {catalogueRegistry} from '../search/market-indices';
import {buildSearchParams, type RawParams} from '../search/params';
import {defaultSettings} from '../search/settings';
import type {AlgoliaRecord} from '../search/types';
import type {Article, Catalogue, Collection, Page, Product} from '../seed/types';
import {localize, type RequestContext} from './context';

/** Algolia's ceiling for one page of hits, well above the catalogue's size. */
const ALL_HITS = 1000;

export interface TextSearchOptions {
  /** Shopify's `prefix`: LAST (default) matches the last word as a prefix, NONE only whole words. */
  prefix?: 'LAST' | 'NONE' | null;
  /** Index attributes to search in (all searchable ones when absent). */
  attributes?: string[];
}

function rankedObjectIds(
  index: SearchIndex,
  query: string,
  options: TextSearchOptions,
  extra: RawParams = {},
) {
  if (!query.trim() || options.attributes?.length === 0) return [];
  const params = buildSearchParams(
    {
      query,
      hitsPerPage: ALL_HITS,
      attributesToRetrieve: ['objectID'],
      attributesToHighlight: [],
      queryType: options.prefix === 'NONE' ? 'prefixNone' : 'prefixLast',
      ...(options.attributes ? {restrictSearchableAttributes: options.attributes} : {}),
      ...extra,
    },
    '',
    index.settings,
  );
  return index.search(params).hits;
}

const marketIndex = (context: RequestContext, suffix: string) =>
  catalogueRegistry(context.catalogue).get(`${context.market.countryCode.toLowerCase()}${suffix}`)!;

export function searchProducts(
  context: RequestContext,
  query: string,
  options: TextSearchOptions = {},
): Product[] {
  return rankedObjectIds(marketIndex(context, '_products'), query, options)
    .map((hit) => context.catalogue.productsById.get(Number(hit.objectID)))
    .filter((product): product is Product => Boolean(product));
}

/** Public collections (gated ones are not in the categories index). */
export function searchCollections(context: RequestContext, query: string): Collection[] {
  return rankedObjectIds(marketIndex(context, '_categories'), query, {})
    .map((hit) => context.catalogue.collectionsById.get(Number(hit.objectID)))
    .filter((collection): collection is Collection => Boolean(collection));
}

/** Query suggestions with the typed part marked, as Shopify's `styledText` marks it. */
export function suggestQueries(
  context: RequestContext,
  query: string,
): Array<{text: string; styledText: string}> {
  return rankedObjectIds(
    marketIndex(context, '_products_query_suggestions'),
    query,
    {},
    {
      attributesToRetrieve: ['query'],
      attributesToHighlight: ['query'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    },
  ).map((hit) => ({
    text: String(hit.query),
    styledText: (hit._highlightResult as {query: {value: string}}).query.value,
  }));
}

const CONTENT_SETTINGS = defaultSettings({
  searchableAttributes: ['unordered(title)', 'unordered(tags)', 'unordered(author)', 'unordered(body)'],
});

const contentIndices = new WeakMap<Catalogue, Map<string, SearchIndex>>();

/** Pages and articles in the request's language, indexed on first use. */
function contentIndex(context: RequestContext): SearchIndex {
  let byLanguage = contentIndices.get(context.catalogue);
  if (!byLanguage) contentIndices.set(context.catalogue, (byLanguage = new Map()));
  let index = byLanguage.get(context.language);
  if (!index) {
    const plain = (html: string) => html.replace(/<[^>]+>/g, ' ');
    const records: AlgoliaRecord[] = [
      ...context.catalogue.pages.map((page) => ({
        objectID: page.gid,
        title: localize(page.title, context),
        body: plain(page.body),
      })),
      ...context.catalogue.articles.map((article) => ({
        objectID: article.gid,
        title: localize(article.title, context),
        tags: article.tags,
        author: article.authorName,
        body: plain(article.contentHtml),
      })),
    ];
    const data = new IndexData(records, CONTENT_SETTINGS);
    index = new SearchIndex(`content_${context.language.toLowerCase()}`, CONTENT_SETTINGS, () => data);
    byLanguage.set(context.language, index);
  }
  return index;
}

export function searchContent(
  context: RequestContext,
  query: string,
  options: TextSearchOptions = {},
): {pages: Page[]; articles: Article[]} {
  const pages = new Map(context.catalogue.pages.map((page) => [page.gid, page]));
  const articles = new Map(context.catalogue.articles.map((article) => [article.gid, article]));
  const hits = rankedObjectIds(contentIndex(context), query, options).map((hit) => String(hit.objectID));
  return {
    pages: hits.flatMap((gid) => pages.get(gid) ?? []),
    articles: hits.flatMap((gid) => articles.get(gid) ?? []),
  };
}
