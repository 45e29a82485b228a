/**
 * The shop window sells: the products a newcomer sees first (the home page's best sellers and
 * the first product of every collection) are in stock in at least two sizes. Sold-out and
 * partially sold-out products stay in the catalogue, further down the lists.
 *
 * Runs after the products and collections are built and draws nothing from the seeded random
 * stream, so every identity (handles, colours, ids, prices) stays as generated: only stock changes.
 */
import type {Collection, Product, Variant} from './types';

/** How many best sellers the shop window holds (the home page shows 12 today; room to grow). */
export const SHOP_WINDOW_BEST_SELLERS = 24;
const MIN_SIZES_IN_STOCK = 2;

/** The storefront's BEST_SELLING order: most recently ordered first, then by id. */
export function bestSellingOrder(products: readonly Product[]): Product[] {
  return [...products].sort((a, b) => b.recentlyOrderedCount - a.recentlyOrderedCount || a.id - b.id);
}

function shopWindowProducts(products: readonly Product[], collections: readonly Collection[]): Product[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  const window = new Set(bestSellingOrder(products).slice(0, SHOP_WINDOW_BEST_SELLERS));
  for (const collection of collections) {
    const first = byId.get(collection.productIds[0]);
    if (first) window.add(first);
  }
  return [...window];
}

/** The size values (the Size option, else the product's only option) and their variants. */
function sizesOf(product: Product): Array<{size: string; variants: Variant[]}> {
  const option =
    product.options.find((o) => o.name === 'Size') ?? product.options[product.options.length - 1];
  return option.values.map((size) => ({
    size,
    variants: product.variants.filter((v) =>
      v.selectedOptions.some((o) => o.name === option.name && o.value === size),
    ),
  }));
}

/** Middle sizes first (M before XS), as a shop restocks its core sizes. */
function coreSizesFirst<T>(sizes: T[]): T[] {
  const middle = (sizes.length - 1) / 2;
  return sizes
    .map((size, index) => ({size, index}))
    .sort((a, b) => Math.abs(a.index - middle) - Math.abs(b.index - middle) || a.index - b.index)
    .map(({size}) => size);
}

export function sizesInStock(product: Product): number {
  return sizesOf(product).filter(({variants}) => variants.some((v) => v.inventory > 0)).length;
}

/** Restocks one variant per missing size until the product sells in two sizes (or its only one). */
function restock(product: Product): void {
  const sizes = sizesOf(product);
  const wanted = Math.min(MIN_SIZES_IN_STOCK, sizes.length);
  let inStock = sizesInStock(product);
  for (const {variants} of coreSizesFirst(sizes)) {
    if (inStock >= wanted) return;
    if (variants.some((v) => v.inventory > 0)) continue;
    const variant = variants[0];
    variant.inventory = 6 + (variant.id % 19);
    variant.availableForSale = true;
    inStock++;
  }
}

export function stockShopWindow(products: Product[], collections: readonly Collection[]): void {
  for (const product of shopWindowProducts(products, collections)) restock(product);
}
