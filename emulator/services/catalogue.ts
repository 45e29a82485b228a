/**
 * Products for recommendations. Uses `emulator/seed` (`getCatalogue()`) when it exists, read tolerantly
 * because its shape is still being written; otherwise a deterministic placeholder list.
 */
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {isRecord} from '../http';

export interface RecoProduct {
  productId: string;
  name: string;
  handle: string;
  /** Path on the storefront, e.g. /products/womens-leggings-black. */
  url: string;
  /** Path on the emulator or an absolute URL. */
  imageUrl: string;
  price?: number;
  priceCurrencyCode?: string;
}

const GARMENTS = ['leggings', 'sports-bra', 'tank', 'tee', 'shorts', 'joggers', 'hoodie', 'jacket'];
const COLOURS = ['black', 'navy', 'sage', 'heather-grey', 'burgundy', 'sand'];
const LINES = ['womens', 'mens'];

function placeholderCatalogue(): RecoProduct[] {
  const products: RecoProduct[] = [];
  for (const line of LINES) {
    for (const garment of GARMENTS) {
      for (const colour of COLOURS) {
        const handle = `${line}-${garment}-${colour}`;
        const name = handle
          .split('-')
          .map((w) => w[0].toUpperCase() + w.slice(1))
          .join(' ');
        products.push({
          productId: String(8_000_000_000_000 + products.length + 1),
          name,
          handle,
          url: `/products/${handle}`,
          imageUrl: `/images/${handle}-1.svg`,
          price: 48 + (products.length % 7) * 10,
          priceCurrencyCode: 'USD',
        });
      }
    }
  }
  return products;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `gid://shopify/Product/123` → `123` (the personalisation platform uses plain ids). */
function plainId(id: string): string {
  return id.split('/').pop() ?? id;
}

/** A seed ImageAsset `{name}` is served by the images service. */
function imageUrl(image: Record<string, unknown>): string | undefined {
  const name = str(image.name);
  return str(image.url) ?? str(image.src) ?? (name ? `/images/${name}.svg` : undefined);
}

function firstImage(raw: Record<string, unknown>): string | undefined {
  const featured = raw.featuredImage;
  if (isRecord(featured)) return imageUrl(featured);
  const images = raw.images;
  const list = Array.isArray(images)
    ? images
    : isRecord(images) && Array.isArray(images.nodes)
      ? images.nodes
      : [];
  const first: unknown = list[0];
  if (typeof first === 'string') return first;
  if (isRecord(first)) return imageUrl(first);
  return str(raw.image) ?? str(raw.imageUrl);
}

function toRecoProduct(raw: unknown): RecoProduct | undefined {
  if (!isRecord(raw)) return undefined;
  const id = str(raw.id) ?? (typeof raw.id === 'number' ? String(raw.id) : undefined);
  const handle = str(raw.handle);
  // Seed titles are localised: {en, translations}.
  const name = str(raw.title) ?? (isRecord(raw.title) ? str(raw.title.en) : undefined) ?? str(raw.name);
  if (!id || !handle || !name) return undefined;
  const tags = Array.isArray(raw.tags) ? raw.tags : [];
  if (raw.isGiftCard === true || tags.includes('findify-remove')) return undefined;
  const price = typeof raw.price === 'number' ? raw.price : undefined;
  return {
    productId: plainId(id),
    name,
    handle,
    url: `/products/${handle}`,
    imageUrl: firstImage(raw) ?? `/images/${handle}-1.svg`,
    price,
  };
}

function productsFrom(catalogue: unknown): RecoProduct[] {
  const list = Array.isArray(catalogue)
    ? catalogue
    : isRecord(catalogue) && Array.isArray(catalogue.products)
      ? catalogue.products
      : [];
  return list.map(toRecoProduct).filter((p): p is RecoProduct => p !== undefined);
}

const SEED_MODULE = './../seed/index.ts';

export async function loadCatalogue(
  seed: number,
  log: (message: string) => void = () => undefined,
): Promise<RecoProduct[]> {
  if (existsSync(fileURLToPath(new URL(SEED_MODULE, import.meta.url)))) {
    try {
      const specifier: string = SEED_MODULE;
      const module = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
      if (typeof module.getCatalogue === 'function') {
        const products = productsFrom(await (module.getCatalogue as (seed: number) => unknown)(seed));
        if (products.length > 0) return products;
        log('personalisation: seed catalogue had no usable products; using placeholders');
      }
    } catch (error) {
      log(
        `personalisation: seed catalogue failed to load (${error instanceof Error ? error.message : String(error)}); using placeholders`,
      );
    }
  }
  return placeholderCatalogue();
}
