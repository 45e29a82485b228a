import {useFetcher} from '@remix-run/react';
import type {ProductCardView} from '~/lib/product/cards';
import {useEffect} from 'react';
import {useT} from '~/lib/i18n/i18n';
import {useLocalizePath} from '~/lib/market-context';
import {readRecentlyViewed, recordRecentlyViewed} from '~/lib/product/recently-viewed.client';
import {ProductListSection} from './ProductListSection';

/**
 * The shopper's recently viewed products (this one left out), from the log in the
 * browser; then this visit is recorded at the front of the log. Keyed by the customer
 * (`rv-{userId}`) when signed in, else `rv-guest`.
 */
export function RecentlyViewed({
  productId,
  handle,
  userId,
}: {
  productId: string;
  handle: string;
  userId: string | null;
}) {
  const t = useT();
  const localize = useLocalizePath();
  const cards = useFetcher<{products?: ProductCardView[]}>();
  const {load} = cards;
  useEffect(() => {
    const earlier = readRecentlyViewed(userId).filter((entry) => entry.id !== productId);
    if (earlier.length > 0) {
      void load(`${localize('/api/recently-viewed')}?ids=${earlier.map((entry) => entry.id).join(',')}`);
    }
    recordRecentlyViewed(userId, {id: productId, handle, viewedAt: Date.now()});
  }, [productId, handle, userId, load, localize]);
  return (
    <ProductListSection
      id="recently-viewed"
      title={t('product.recentlyViewed')}
      products={cards.data?.products ?? []}
    />
  );
}
