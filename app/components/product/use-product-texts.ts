import {useCallback, useSyncExternalStore} from 'react';
import {useLocalizePath} from '~/lib/market-context';
import type {MessageBundle} from '~/lib/i18n/types';
import {fetchedSection, fetchSection, subscribeToSections} from '~/lib/section-data';

/**
 * The texts of a closed part of the product page (`/api/product-parts/{part}`), fetched once per
 * market and page session when `load` is first called (with the part's code).
 */
export function useProductTexts(part: 'size-guide'): {messages: MessageBundle | undefined; load(): void} {
  const src = useLocalizePath()(`/api/product-parts/${part}`);
  const data = useSyncExternalStore(
    subscribeToSections,
    () => fetchedSection<{messages: MessageBundle}>(src),
    () => undefined,
  );
  const load = useCallback(() => void fetchSection(src), [src]);
  return {messages: data?.messages, load};
}
