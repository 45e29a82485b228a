import {useMatches} from '@remix-run/react';
import type {FirstScreenSheet} from '~/page-weight/shell';

/** Parts of the shell a route may hide on phones (below 900 px). */
type MobileShellPart = 'newsletter' | 'chat';

/** What a route tells the shell through its `handle` export. */
export interface RouteShellOptions {
  hideOnMobile?: MobileShellPart[];
  /**
   * The page's own render-blocking sheet for its top (`app/page-weight/sheets/`); the page then
   * links the whole sheet itself, with `<DeferredStyles />` below its first screen.
   */
  firstScreenSheet?: FirstScreenSheet;
  /** The page shows a bag outcome it arrives with (`?bag=`) itself; elsewhere the shell does. */
  showsBagOutcome?: boolean;
}

/** Whether the current route asks the shell to hide a part on phones. */
export function useHiddenOnMobile(part: MobileShellPart): boolean {
  return useMatches().some((match) =>
    ((match.handle as RouteShellOptions | undefined)?.hideOnMobile ?? []).includes(part),
  );
}

/** Whether the current page shows the bag outcome in its address itself. */
export function usePageShowsBagOutcome(): boolean {
  return useMatches().some((match) => (match.handle as RouteShellOptions | undefined)?.showsBagOutcome);
}
