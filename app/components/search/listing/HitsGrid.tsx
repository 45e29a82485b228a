import {useEffect, useMemo, useState} from 'react';
import {useHits} from 'react-instantsearch';
import {ProductCard} from '~/components/product/ProductCard';
import {MarketLink} from '~/components/ui/links';
import {useT} from '~/lib/i18n/i18n';
import {useMarket} from '~/lib/market-context';
import {fetchFamilySwatches, type FamilySwatches, type Swatch} from '~/lib/search/colour-order';
import {rememberSearchClick, trackClick, trackView} from '~/lib/search/insights';
import {productHitToCard, type ProductHit} from '~/lib/search/product-card';
import {ColourDot} from './facets';
import {useListingContext} from './ListingSearch';

/** Swatches a card shows before "+N". */
const SWATCHES_SHOWN = 5;

/** The list's products as cards with their family's colours; clicks and views go to analytics. */
export function HitsGrid() {
  const {items, results} = useHits<ProductHit>();
  const {collectOnly, config, indexName, initialSwatches} = useListingContext();
  const market = useMarket();
  const swatches = useFamilySwatches(items, initialSwatches);
  const index = results?.index ?? indexName;
  const objectIDs = useMemo(() => items.map((item) => item.objectID).join(','), [items]);

  useEffect(() => {
    if (!collectOnly && objectIDs) trackView(config, {index, objectIDs: objectIDs.split(',')});
  }, [collectOnly, config, index, objectIDs]);

  if (collectOnly || items.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4" data-testid="product-hits">
      {items.map((hit, position) => (
        <li
          key={hit.objectID}
          onClickCapture={(event) => {
            if (!(event.target instanceof Element) || !event.target.closest('a')) return;
            const click = {index, queryID: hit.__queryID, objectID: hit.objectID, position: hit.__position};
            trackClick(config, click);
            if (hit.__queryID) rememberSearchClick({index, queryID: hit.__queryID, objectID: hit.objectID});
          }}
        >
          <ProductCard
            product={productHitToCard(hit, market.currency, config.customerTags)}
            loading={position < 4 ? 'eager' : 'lazy'}
          />
          {hit.hasAlgoliaSwatch && hit.family_tag ? (
            <FamilySwatchList current={hit.handle} swatches={swatches[hit.family_tag] ?? []} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The page's families' colours: those the server sent, then those of families that arrive later. */
function useFamilySwatches(items: ProductHit[], initial: FamilySwatches): FamilySwatches {
  const {client, indexName, collectOnly, config} = useListingContext();
  const [known, setKnown] = useState(initial);
  useEffect(() => {
    if (collectOnly) return;
    let cancelled = false;
    void fetchFamilySwatches(client, indexName, items, known, config.filters).then((found) => {
      if (!cancelled && Object.keys(found).length > 0) setKnown((previous) => ({...previous, ...found}));
    });
    return () => {
      cancelled = true;
    };
    // `known` is read, not watched: new families come with new items.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, indexName, items, collectOnly, config.filters]);
  return known;
}

function FamilySwatchList({current, swatches}: {current: string; swatches: Swatch[]}) {
  const t = useT();
  if (swatches.length < 2) return null;
  const shown = swatches.slice(0, SWATCHES_SHOWN);
  const more = swatches.length - shown.length;
  return (
    <ul
      className="mt-2 flex flex-wrap items-center gap-1"
      aria-label={t('search.colours', {count: swatches.length})}
    >
      {shown.map((swatch) => (
        <li key={swatch.handle}>
          <MarketLink
            to={`/products/${swatch.handle}`}
            aria-current={swatch.handle === current ? 'true' : undefined}
            title={swatch.color}
            className={`inline-flex h-6 w-6 items-center justify-center rounded-full ${
              swatch.handle === current ? 'ring-1 ring-neutral-900' : ''
            }`}
          >
            <ColourDot group={swatch.colorGroup} className="h-4 w-4" />
            <span className="sr-only">{swatch.color}</span>
          </MarketLink>
        </li>
      ))}
      {more > 0 ? (
        <li className="text-xs text-neutral-600">{t('search.moreColours', {count: more})}</li>
      ) : null}
    </ul>
  );
}
