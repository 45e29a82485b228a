import {useMatches, useNavigation} from '@remix-run/react';
import {useState} from 'react';
import appStyles from '~/styles/app.css?url';

/**
 * The whole stylesheet, linked in the body where a page's first screen ends. Browsers paint
 * what is above it with the render-blocking `first-screen.css` and hold back only what
 * follows until it has loaded, so nothing shows unstyled and the first paint does not wait.
 * It is a superset of the first-screen sheet and comes after it, so its rules win ties.
 */
export function DeferredStyles() {
  return <link rel="stylesheet" href={appStyles} />;
}

/**
 * A route whose top is styled by `first-screen.css` says so with this `handle` and renders
 * `<DeferredStyles />` itself where its first screen ends. Other pages get the whole sheet
 * before their main content, so nothing of theirs ever paints half-styled.
 */
export const FIRST_SCREEN_STYLED = {firstScreenStyled: true} as const;

export function usePageStylesItsFirstScreen(): boolean {
  const matches = useMatches();
  const page = matches[matches.length - 1]?.handle as Partial<typeof FIRST_SCREEN_STYLED> | undefined;
  return page?.firstScreenStyled === true;
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
