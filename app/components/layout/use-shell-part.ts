import {useCallback, useSyncExternalStore} from 'react';
import {fetchedSection, fetchSection, subscribeToSections} from '~/lib/section-data';
import {useLocalizePath} from '~/lib/market-context';
import type {ShellPart, ShellParts} from '~/lib/shell/types';

/**
 * A part of the shell that loads on first use (menus' panels, dialogs' texts): fetched once
 * per market and page session, so the desktop menu, the drawer and every button that preloads
 * it see the same data and ask for it at most once.
 */
export function useShellPart<Part extends ShellPart>(
  part: Part,
): {data: ShellParts[Part] | undefined; load(): void} {
  const src = useLocalizePath()(`/api/shell/${part}`);
  const data = useSyncExternalStore(
    subscribeToSections,
    () => fetchedSection<ShellParts[Part]>(src),
    () => undefined,
  );
  const load = useCallback(() => void fetchSection(src), [src]);
  return {data, load};
}
