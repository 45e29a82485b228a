import type {Product} from '../../seed/types';
import {applyProductFilters, describeFilters, type ProductFilterInput} from '../collection-filters';
import {paginate, type ConnectionArgs} from '../connection';
import type {RequestContext, ResolverMap} from '../context';
import {isAvailable, sortProducts} from '../product-query';
import {searchCollections, searchContent, searchProducts, suggestQueries} from '../search';

type UnavailableProducts = 'HIDE' | 'LAST' | 'SHOW';
type PrefixQuery = 'LAST' | 'NONE';

interface SearchArgs extends ConnectionArgs {
  query: string;
  types?: Array<'ARTICLE' | 'PAGE' | 'PRODUCT'> | null;
  sortKey?: 'RELEVANCE' | 'PRICE' | null;
  productFilters?: ProductFilterInput[] | null;
  prefix?: PrefixQuery | null;
  unavailableProducts?: UnavailableProducts | null;
}

type PredictiveType = 'ARTICLE' | 'COLLECTION' | 'PAGE' | 'PRODUCT' | 'QUERY';
type SearchableField =
  | 'AUTHOR'
  | 'BODY'
  | 'PRODUCT_TYPE'
  | 'TAG'
  | 'TITLE'
  | 'VARIANTS_BARCODE'
  | 'VARIANTS_SKU'
  | 'VARIANTS_TITLE'
  | 'VENDOR';

interface PredictiveArgs {
  query: string;
  limit?: number | null;
  limitScope?: 'ALL' | 'EACH' | null;
  types?: PredictiveType[] | null;
  searchableFields?: SearchableField[] | null;
  unavailableProducts?: UnavailableProducts | null;
}

/** Shopify's default: unavailable products are listed after the available ones. */
function placeUnavailable(products: Product[], mode: UnavailableProducts | null | undefined): Product[] {
  if (mode === 'SHOW') return products;
  const available = products.filter(isAvailable);
  if (mode === 'HIDE') return available;
  return [...available, ...products.filter((product) => !isAvailable(product))];
}

/**
 * Predictive search looks in titles, product types and vendors unless told otherwise. Fields the
 * product index does not hold (variant titles, SKUs, barcodes) are not searched.
 */
const PRODUCT_ATTRIBUTES: Partial<Record<SearchableField, string[]>> = {
  TITLE: ['title'],
  PRODUCT_TYPE: ['product_type'],
  VENDOR: ['vendor'],
  BODY: ['body_html_safe'],
  TAG: ['category', 'activity', 'gender', 'color_group', 'fabric'],
};
const CONTENT_ATTRIBUTES: Partial<Record<SearchableField, string[]>> = {
  TITLE: ['title'],
  BODY: ['body'],
  AUTHOR: ['author'],
  TAG: ['tags'],
};

function attributesFor(
  fields: SearchableField[] | null | undefined,
  table: Partial<Record<SearchableField, string[]>>,
  fallback: SearchableField[],
): string[] {
  const chosen = fields?.length ? fields : fallback;
  return [...new Set(chosen.flatMap((field) => table[field] ?? []))];
}

const PREDICTIVE_LIMIT = 10;
const PREDICTIVE_ORDER: PredictiveType[] = ['QUERY', 'PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE'];

/**
 * `limitScope: ALL` shares the limit between the types (taking from each in turn, so no type
 * crowds out the others); `EACH` applies it to every type.
 */
function distribute<T>(
  lists: Map<PredictiveType, T[]>,
  limit: number,
  scope: 'ALL' | 'EACH',
): Map<PredictiveType, T[]> {
  if (scope === 'EACH') return new Map([...lists].map(([type, items]) => [type, items.slice(0, limit)]));
  const taken = new Map<PredictiveType, T[]>([...lists.keys()].map((type) => [type, []]));
  let remaining = limit;
  for (let round = 0; remaining > 0; round++) {
    let progressed = false;
    for (const [type, items] of lists) {
      if (remaining === 0 || round >= items.length) continue;
      taken.get(type)!.push(items[round]);
      remaining--;
      progressed = true;
    }
    if (!progressed) break;
  }
  return taken;
}

export const searchResolvers: ResolverMap = {
  QueryRoot: {
    search: (_root, args: SearchArgs, context: RequestContext) => {
      const types = new Set(args.types?.length ? args.types : ['PRODUCT', 'PAGE', 'ARTICLE']);
      const matched = types.has('PRODUCT') ? searchProducts(context, args.query, {prefix: args.prefix}) : [];
      let products = applyProductFilters(matched, args.productFilters, context);
      if (args.sortKey === 'PRICE') products = sortProducts([...products], 'PRICE', context);
      products = placeUnavailable(products, args.unavailableProducts);
      const content =
        types.has('PAGE') || types.has('ARTICLE')
          ? searchContent(context, args.query, {prefix: args.prefix})
          : {pages: [], articles: []};
      const items = [
        ...products,
        ...(types.has('PAGE') ? content.pages : []),
        ...(types.has('ARTICLE') ? content.articles : []),
      ];
      return {
        ...paginate(items, args, (item) => item.gid),
        // Facets describe every product the words matched, before the filters narrow them.
        productFilters: () => describeFilters(matched, context),
      };
    },
    predictiveSearch: (_root, args: PredictiveArgs, context: RequestContext) => {
      const limit = Math.min(Math.max(args.limit ?? PREDICTIVE_LIMIT, 1), PREDICTIVE_LIMIT);
      const wanted = new Set(args.types?.length ? args.types : PREDICTIVE_ORDER);
      const content =
        wanted.has('PAGE') || wanted.has('ARTICLE')
          ? searchContent(context, args.query, {
              attributes: attributesFor(args.searchableFields, CONTENT_ATTRIBUTES, [
                'TITLE',
                'BODY',
                'AUTHOR',
                'TAG',
              ]),
            })
          : {pages: [], articles: []};
      const lists = new Map<PredictiveType, unknown[]>();
      for (const type of PREDICTIVE_ORDER) {
        if (!wanted.has(type)) continue;
        if (type === 'QUERY') lists.set(type, suggestQueries(context, args.query));
        if (type === 'PRODUCT')
          lists.set(
            type,
            placeUnavailable(
              searchProducts(context, args.query, {
                attributes: attributesFor(args.searchableFields, PRODUCT_ATTRIBUTES, [
                  'TITLE',
                  'PRODUCT_TYPE',
                  'VENDOR',
                ]),
              }),
              args.unavailableProducts,
            ),
          );
        if (type === 'COLLECTION') lists.set(type, searchCollections(context, args.query));
        if (type === 'PAGE') lists.set(type, content.pages);
        if (type === 'ARTICLE') lists.set(type, content.articles);
      }
      const results = distribute(lists, limit, args.limitScope ?? 'ALL');
      return {
        products: results.get('PRODUCT') ?? [],
        collections: results.get('COLLECTION') ?? [],
        pages: results.get('PAGE') ?? [],
        articles: results.get('ARTICLE') ?? [],
        queries: results.get('QUERY') ?? [],
      };
    },
  },
  SearchQuerySuggestion: {
    trackingParameters: () => null,
  },
};
