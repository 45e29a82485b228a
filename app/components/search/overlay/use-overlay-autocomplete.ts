import {useNavigate} from '@remix-run/react';
import {useEffect, useRef, useState} from 'react';
import {BRAND_NAME} from '~/lib/brand';
import {useT} from '~/lib/i18n/i18n';
import {useLocalizePath} from '~/lib/market-context';
import type {SearchClientConfig} from '~/lib/search/config';
import {trackView} from '~/lib/search/insights';
import {createOverlayAutocomplete, type OverlayAutocomplete} from './create-overlay-autocomplete';
import {productItemsOf, type OverlayState} from './items';
import {createOverlayNavigation} from './navigation';

/**
 * The overlay's Autocomplete, made once while the overlay is open (its config and texts do
 * not change meanwhile), and the state it reports. Navigation reads the latest router and
 * market each time, so the one instance always opens pages where the shopper is.
 */
export function useOverlayAutocomplete(
  config: SearchClientConfig,
  onClose: () => void,
): {autocomplete: OverlayAutocomplete; state: OverlayState | null; searchFailed: boolean} {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const latest = useRef({navigate, localize, onClose});
  latest.current = {navigate, localize, onClose};
  const [state, setState] = useState<OverlayState | null>(null);
  const stateRef = useRef<OverlayState | null>(null);
  const [searchFailed, setSearchFailed] = useState(false);
  const [autocomplete] = useState(() =>
    createOverlayAutocomplete({
      config,
      placeholder: t('search.placeholder', {brand: BRAND_NAME}),
      navigation: createOverlayNavigation(() => latest.current),
      onStateChange: (next) => {
        stateRef.current = next;
        setState(next);
      },
      state: () => stateRef.current,
      onSearchOutcome: setSearchFailed,
    }),
  );
  useProductImpressions(config, state);
  return {autocomplete, state, searchFailed};
}

/** Impressions: the products the shopper saw (the first ten at most), once per set shown. */
function useProductImpressions(config: SearchClientConfig, state: OverlayState | null): void {
  const products = productItemsOf(state);
  const shownIds = products.map((item) => item.objectID).join(',');
  const shownIndex = products.find((item) => item.__autocomplete_indexName)?.__autocomplete_indexName;
  useEffect(() => {
    if (shownIds && shownIndex) trackView(config, {index: shownIndex, objectIDs: shownIds.split(',')});
  }, [config, shownIds, shownIndex]);
}
