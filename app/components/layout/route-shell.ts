import {useMatches} from '@remix-run/react';

/** Parts of the shell a route may hide on phones (below 900 px). */
type MobileShellPart = 'newsletter' | 'chat';

/** What a route tells the shell through its `handle` export. */
export interface RouteShellOptions {
  hideOnMobile?: MobileShellPart[];
}

/** Whether the current route asks the shell to hide a part on phones. */
export function useHiddenOnMobile(part: MobileShellPart): boolean {
  return useMatches().some((match) =>
    ((match.handle as RouteShellOptions | undefined)?.hideOnMobile ?? []).includes(part),
  );
}
