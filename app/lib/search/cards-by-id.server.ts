import {CacheShort} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {canSee, type ProductViewer} from '~/lib/customer/product-access.server';
import {ServiceTimeoutError, withTimeout} from '~/lib/deadlines.server';
import type {ProductCardView} from '~/lib/product/cards';
import {createSearchClient} from './client';
import {CARD_ATTRIBUTES, productsIndex, STORE_SEARCH_FILTER} from './config';
import {searchConnection} from './config.server';
import {productHitToCard, type ProductHit} from './product-card';

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/(\d{1,20})$/;
/** The most cards one read asks for (a search request's page). */
const MAX_IDS = 100;

type Context = Pick<AppLoadContext, 'env' | 'market' | 'deadlines' | 'withCache'>;

/**
 * Cards for products named by id (personalised slots, the bag's picks, recently viewed), keyed
 * by product gid: the search index's records, the ones every product list shows, with the
 * market's price, and only products the store's rule lets a list show and the viewer may see,
 * at the viewer's member price. One search request, the same for everyone (the viewer's rule
 * runs on its answer), within the search budget, cached briefly (the same ids come back for a
 * while). Decision 037 says why these lists read the index and not the Storefront API. Throws
 * when the search service is not configured, fails or is slow; ids that are not product gids
 * are left out.
 */
export async function productCardsById(
  context: Context,
  ids: readonly string[],
  viewer: ProductViewer,
): Promise<Map<string, ProductCardView>> {
  const numeric = [...new Set(ids.flatMap((id) => PRODUCT_GID.exec(id)?.[1] ?? []))].slice(0, MAX_IDS);
  if (numeric.length === 0) return new Map();
  const connection = searchConnection(context);
  if (!connection) throw new Error('The search service is not configured');
  const indexName = productsIndex(connection);
  const budgetMs = context.deadlines.remaining('search');
  if (budgetMs === 0) throw new ServiceTimeoutError('search', context.deadlines.budgets.search);
  const hits = await context.withCache.run(
    {
      cacheKey: ['cards-by-id', indexName, ...numeric],
      cacheStrategy: CacheShort(),
      shouldCacheResult: () => true,
    },
    async () => {
      const client = createSearchClient(connection, {timeoutMs: budgetMs});
      const request = {
        indexName,
        params: {
          filters: `(${numeric.map((id) => `objectID:${id}`).join(' OR ')}) AND ${STORE_SEARCH_FILTER}`,
          hitsPerPage: numeric.length,
          attributesToRetrieve: [...CARD_ATTRIBUTES, 'tags'],
          attributesToHighlight: [],
          analytics: false,
        },
      };
      const {results} = await withTimeout(
        client.search<ProductHit & {tags?: string[]}>([request]),
        budgetMs,
        'search',
      );
      const [result] = results;
      return result && 'hits' in result ? result.hits : [];
    },
  );
  return new Map(
    hits
      .filter((hit) => canSee(viewer, hit.tags ?? []))
      .map((hit) => {
        const card = productHitToCard(hit, context.market.currency, viewer.tags);
        return [card.id, card] as const;
      }),
  );
}
