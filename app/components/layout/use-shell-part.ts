import {useFetcher} from '@remix-run/react';
import {useCallback, useRef} from 'react';
import {useLocalizePath} from '~/lib/market-context';
import type {ShellPart, ShellParts} from '~/lib/shell/types';

/**
 * A part of the shell that loads on first use (menus' panels, dialogs' texts): one shared
 * fetcher per part, so the desktop menu, the drawer and every button that preloads it see
 * the same data and ask for it at most once.
 */
export function useShellPart<Part extends ShellPart>(
  part: Part,
): {data: ShellParts[Part] | undefined; load(): void} {
  const fetcher = useFetcher({key: `shell-part-${part}`});
  const localize = useLocalizePath();
  const latest = useRef(fetcher);
  latest.current = fetcher;
  const load = useCallback(() => {
    const current = latest.current;
    if (current.state === 'idle' && current.data === undefined) current.load(localize(`/api/shell/${part}`));
  }, [localize, part]);
  return {data: fetcher.data as ShellParts[Part] | undefined, load};
}
