import {useMatches} from '@remix-run/react';
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
