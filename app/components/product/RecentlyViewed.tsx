import {useFetcher} from '@remix-run/react';
import type {ProductCardView} from '~/lib/product/cards';
import {useEffect} from 'react';
import {useT} from '~/lib/i18n/i18n';
import {useLocalizePath} from '~/lib/market-context';
import {ProductListSection} from './ProductListSection';

/**
 * The shopper's recently viewed products, most recent first: `ids` from the log in the browser
 * (`useEarlierViews`), their cards from the store (which leaves out what the shopper may not see).
 */
export function RecentlyViewed({ids}: {ids: string[]}) {
  const t = useT();
  const localize = useLocalizePath();
  const cards = useFetcher<{products?: ProductCardView[]}>();
  const {load} = cards;
  const query = ids.join(',');
  useEffect(() => {
    if (query) void load(`${localize('/api/recently-viewed')}?ids=${query}`);
  }, [query, load, localize]);
  return (
    <ProductListSection
      id="recently-viewed"
      title={t('product.recentlyViewed')}
      products={cards.data?.products ?? []}
    />
  );
}
