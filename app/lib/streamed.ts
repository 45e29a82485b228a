import {createElement, Fragment} from 'react';

/**
 * Marks a promise that a loader returns unawaited (streamed to the page after the
 * first bytes) as handled now. When the shopper leaves before Remix attaches its own
 * handler, the cancelled sub-request would otherwise reject unhandled and be logged as
 * an uncaught error, then as "handled asynchronously". The returned promise is the
 * same one: a real failure still reaches the page's error element.
 */
export function streamed<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * `<Await errorElement>` for streamed parts that simply stay out when their promise fails.
 * It must be an element: with `null` (or no `errorElement`) React Router throws the
 * rejection to the route's error boundary, and a failed bag count or product extra would
 * replace the whole page with the error page. Here, beside `streamed`, it travels in the
 * shell's chunk rather than a chunk of its own for the pages that use it.
 */
export const NOTHING_ON_FAILURE = createElement(Fragment);
