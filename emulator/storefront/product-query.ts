import type {Product} from '../seed/types';
import type {RequestContext} from './context';
import {localize} from './context';
import {parseGid} from './global-id';
import {compareValues, matchesSearch, parseSearchQuery, textMatches, type SearchNode} from './search-syntax';

type Term = Extract<SearchNode, {kind: 'term'}>;

export function isAvailable(product: Product): boolean {
  return product.variants.some((v) => v.availableForSale);
}

function minPrice(product: Product, context: RequestContext): number {
  return Math.min(...product.variants.map((v) => v.price[context.currency]));
}

function matchProductTerm(product: Product, term: Term, context: RequestContext): boolean {
  const value = term.value;
  switch (term.field) {
    case null:
      return freeTextMatches(product, value, context);
    case 'tag':
      return product.tags.some((tag) => textMatches(tag, term));
    case 'tag_not':
      return !product.tags.some((tag) => textMatches(tag, term));
    case 'product_type':
      return textMatches(product.productType, term);
    case 'vendor':
      return textMatches(product.vendor, term);
    case 'title':
      return (
        textMatches(product.title.en, term) ||
        product.title.en.toLowerCase().includes(value.toLowerCase()) ||
        localize(product.title, context).toLowerCase().includes(value.toLowerCase())
      );
    case 'handle':
      return textMatches(product.handle, term);
    case 'available_for_sale':
      return String(isAvailable(product)) === value.toLowerCase();
    case 'gift_card':
      return String(product.isGiftCard) === value.toLowerCase();
    case 'is_price_reduced':
      return String(product.onSale) === value.toLowerCase();
    case 'id':
    case 'product_id': {
      const id = parseGid(value)?.numericId ?? Number(value);
      return term.comparator === ':' ? product.id === id : compareValues(product.id, term);
    }
    case 'sku':
      return product.variants.some((v) => textMatches(v.sku, term));
    case 'variants.price':
    case 'price':
      return product.variants.some((v) => compareValues(v.price[context.currency], term));
    case 'created_at':
      return compareValues(product.createdAt.slice(0, value.length), term);
    case 'updated_at':
      return compareValues(product.updatedAt.slice(0, value.length), term);
    default:
      return false;
  }
}

function freeTextMatches(product: Product, value: string, context: RequestContext): boolean {
  const needle = value.toLowerCase();
  if (!needle) return true;
  return (
    product.title.en.toLowerCase().includes(needle) ||
    localize(product.title, context).toLowerCase().includes(needle) ||
    product.productType.toLowerCase().includes(needle) ||
    product.handle.includes(needle) ||
    product.tags.some((tag) => tag.toLowerCase().includes(needle)) ||
    product.description.toLowerCase().includes(needle)
  );
}

const parsedQueries = new Map<string, SearchNode | null>();

export function filterProducts(
  products: readonly Product[],
  query: string | null | undefined,
  context: RequestContext,
): Product[] {
  if (!query?.trim()) return [...products];
  let node = parsedQueries.get(query);
  if (node === undefined) {
    node = parseSearchQuery(query);
    if (parsedQueries.size > 1000) parsedQueries.clear();
    parsedQueries.set(query, node);
  }
  return products.filter((product) =>
    matchesSearch(node, product, (p, term) => matchProductTerm(p, term, context)),
  );
}

export type ProductSortKey =
  | 'TITLE'
  | 'PRODUCT_TYPE'
  | 'VENDOR'
  | 'UPDATED_AT'
  | 'CREATED_AT'
  | 'CREATED'
  | 'BEST_SELLING'
  | 'PRICE'
  | 'ID'
  | 'RELEVANCE'
  | 'MANUAL'
  | 'COLLECTION_DEFAULT';

/** Sorts a copy; `MANUAL`, `COLLECTION_DEFAULT` and `RELEVANCE` keep the given order. */
export function sortProducts(
  products: Product[],
  sortKey: ProductSortKey | null | undefined,
  context: RequestContext,
): Product[] {
  const byText = (get: (p: Product) => string) => (a: Product, b: Product) =>
    get(a).localeCompare(get(b)) || a.id - b.id;
  switch (sortKey) {
    case 'TITLE':
      return products.sort(byText((p) => localize(p.title, context)));
    case 'PRODUCT_TYPE':
      return products.sort(byText((p) => p.productType));
    case 'VENDOR':
      return products.sort(byText((p) => p.vendor));
    case 'UPDATED_AT':
      return products.sort(byText((p) => p.updatedAt));
    case 'CREATED_AT':
    case 'CREATED':
      return products.sort(byText((p) => p.createdAt));
    case 'BEST_SELLING':
      return products.sort((a, b) => b.recentlyOrderedCount - a.recentlyOrderedCount || a.id - b.id);
    case 'PRICE':
      return products.sort((a, b) => minPrice(a, context) - minPrice(b, context) || a.id - b.id);
    case 'ID':
      return products.sort((a, b) => a.id - b.id);
    default:
      return products;
  }
}
