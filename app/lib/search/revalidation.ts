import type {ShouldRevalidateFunctionArgs} from '@remix-run/react';
import {isListingStateChange} from './listing-state-change';

/**
 * A list page's `shouldRevalidate`: moves within the list (filters, sorts, pages, back and
 * forward through them) are InstantSearch's, in the browser; a new query or another page
 * runs the loader as usual. Every list page's first load carries this: it reads the raw
 * parameters (a query that differs only in spaces runs the loader once more, harmlessly)
 * rather than the list's parameter rules.
 */
export function listingShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'formMethod' | 'defaultShouldRevalidate'>) {
  if (
    !formMethod &&
    isListingStateChange(currentUrl, nextUrl) &&
    currentUrl.searchParams.get('q') === nextUrl.searchParams.get('q')
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}
