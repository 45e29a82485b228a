import {useMatches, useNavigation, useRouteError} from '@remix-run/react';
import {useState} from 'react';
import appStyles from '~/styles/app.css?url';
import homeSheet from './sheets/first-screen-home.css?url';
import listingSheet from './sheets/first-screen-listing.css?url';
import productSheet from './sheets/first-screen-product.css?url';
import shellFirstScreenStyles from './sheets/first-screen.css?url';

/**
 * The pages whose top paints before the whole sheet has arrived, each with its own
 * render-blocking sheet in `sheets/` (the shell's classes and that page's top, by `@source`).
 * A route names its sheet in its `handle` (`firstScreenSheet`).
 */
const FIRST_SCREEN_SHEETS = {home: homeSheet, product: productSheet, listing: listingSheet};
export type FirstScreenSheet = keyof typeof FIRST_SCREEN_SHEETS;

/**
 * The whole stylesheet, linked in the body where a page's first screen ends. Browsers paint
 * what is above it with the render-blocking first-screen sheet and hold back only what
 * follows until it has loaded, so nothing shows unstyled and the first paint does not wait.
 * It is a superset of every first-screen sheet and comes after it, so its rules win ties.
 */
export function DeferredStyles() {
  return <link rel="stylesheet" href={appStyles} />;
}

/**
 * The head's render-blocking sheet: the page's own first-screen sheet (its route's `handle`
 * names it as `firstScreenSheet`, and the route renders `<DeferredStyles />` where its first
 * screen ends), else `first-screen.css`, the shell's top alone, with the whole sheet before the
 * page's content, so nothing of that page ever paints half-styled.
 */
export function FirstScreenStyles() {
  return <link rel="stylesheet" href={usePageFirstScreenSheet() ?? shellFirstScreenStyles} />;
}

/** None while an error page stands in for the page: the page's own link to the whole sheet is not there. */
function usePageFirstScreenSheet(): string | undefined {
  const matches = useMatches();
  const showingError = useRouteError() != null;
  const sheet = (matches[matches.length - 1]?.handle as {firstScreenSheet?: FirstScreenSheet} | undefined)
    ?.firstScreenSheet;
  return showingError || !sheet ? undefined : FIRST_SCREEN_SHEETS[sheet];
}

export function usePageStylesItsFirstScreen(): boolean {
  return usePageFirstScreenSheet() !== undefined;
}

/**
 * Whether the layout should hold a copy of the sheet that no page takes away: from the first
 * navigation on. Until then the page's own link is the only one. Two links to one sheet are two
 * sheets to the browser: every style calculation matched its rules twice (a quarter more style
 * work while the first page comes alive). The copy is added as the navigation starts, while the
 * next page's data is on its way, so the sheet (already loaded) is in place before the page that
 * owned the first link is replaced.
 */
export function useSheetKeptAcrossNavigations(): boolean {
  const navigating = useNavigation().state !== 'idle';
  const [kept, setKept] = useState(false);
  // Set while rendering: React renders again at once with the copy, before committing.
  if (navigating && !kept) setKept(true);
  return kept;
}
