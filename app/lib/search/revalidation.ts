import type {ShouldRevalidateFunctionArgs} from '@remix-run/react';
import {readListingParams} from './listing-params';
import {isListingStateChange} from './listing-state-change';

/**
 * A list page's `shouldRevalidate`: moves within the list (filters, sorts, pages, back and
 * forward through them) are InstantSearch's, in the browser; a new query or another page
 * runs the loader as usual.
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
    readListingParams(currentUrl.searchParams).query === readListingParams(nextUrl.searchParams).query
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}
