/**
 * The deterministic seeded world of the Alderline store. `getCatalogue(seed)` is memoised:
 * every service and test sharing a seed sees the same (read-only) objects.
 */
import {buildCollections} from './collections';
import {buildBlogs, buildMenus, buildPages, buildShop, buildUrlRedirects} from './content';
import {buildCustomers} from './customers';
import {COLOURS} from './i18n';
import {IdSequence} from './ids';
import {MARKETS} from './markets';
import {buildMetaobjects, buildSavingsCapLimits} from './metaobjects';
import {buildProducts} from './products';
import {buildReviews} from './reviews';
import {childRandom} from './random';
import {stockShopWindow} from './stock';
import type {Catalogue, ImageAsset, VideoAsset} from './types';

export * from './types';
export {PRIMARY_COUNTRY} from './markets';
export {GATED_WAREHOUSE_TAG, GIFT_CARD_HANDLE} from './products';
export {SEEDED_LOGINS} from './customers';

export function generateCatalogue(seed = 1): Catalogue {
  const ids = new IdSequence();
  const shop = buildShop(ids);
  const {products, colourOrder, materialImages} = buildProducts(childRandom(seed, 'products'), ids);
  const collections = buildCollections(ids, products);
  stockShopWindow(products, collections);
  const pages = buildPages(ids);
  const {blogs, articles} = buildBlogs(
    ids,
    products.slice(0, 12).map((p) => p.images[0]),
  );
  const menus = buildMenus(ids, collections, pages, blogs);
  const urlRedirects = buildUrlRedirects(ids, products);
  const {customers, orders} = buildCustomers(childRandom(seed, 'customers'), ids, products);
  const {metaobjects, giftConfigs, gatedTags, communityTags} = buildMetaobjects(ids, products, collections);
  // Made last, so adding it left every other seeded id as it was.
  shop.metafields.push(buildSavingsCapLimits(ids, communityTags));
  // Last, from its own random stream: reviews leave every other id and value as it was.
  const reviews = buildReviews(childRandom(seed, 'reviews'), ids, products);

  const imagesById = new Map<number, ImageAsset>();
  const videosById = new Map<number, VideoAsset>();
  for (const product of products) {
    for (const item of product.media) {
      if (item.kind === 'image') imagesById.set(item.image.id, item.image);
      else {
        videosById.set(item.video.id, item.video);
        imagesById.set(item.video.preview.id, item.video.preview);
      }
    }
  }
  for (const image of materialImages) imagesById.set(image.id, image);

  return {
    seed,
    shop,
    markets: MARKETS,
    marketsByCountry: new Map(MARKETS.map((m) => [m.countryCode, m])),
    products,
    productsById: new Map(products.map((p) => [p.id, p])),
    productsByHandle: new Map(products.map((p) => [p.handle, p])),
    variantsById: new Map(products.flatMap((p) => p.variants.map((v) => [v.id, v] as const))),
    imagesById,
    videosById,
    materialImages,
    collections,
    collectionsById: new Map(collections.map((c) => [c.id, c])),
    collectionsByHandle: new Map(collections.map((c) => [c.handle, c])),
    customers,
    orders,
    ordersById: new Map(orders.map((o) => [o.id, o])),
    pages,
    blogs,
    articles,
    urlRedirects,
    menus,
    metaobjects,
    giftConfigs,
    gatedTags,
    communityTags,
    colourOrder,
    colourHex: Object.fromEntries([...COLOURS.map((c) => [c.name, c.hex]), ['Natural', '#e8dcc4']]),
    reviews,
  };
}

const memo = new Map<number, Catalogue>();

export function getCatalogue(seed = 1): Catalogue {
  let catalogue = memo.get(seed);
  if (!catalogue) {
    catalogue = generateCatalogue(seed);
    memo.set(seed, catalogue);
  }
  return catalogue;
}
