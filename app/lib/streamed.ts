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
