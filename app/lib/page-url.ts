/**
 * The page a request is for. Remix's single fetch asks for a page's data at
 * `{path}.data` (`/_root.data` for `/`); market resolution must see the page's
 * own path, or `/en-gb.data` would not be recognised as the British home page.
 * Same rule as Remix's server (server-runtime `handleRequest`).
 */
export function pageUrlOf(requestUrl: string | URL): URL {
  const url = new URL(requestUrl);
  if (url.pathname.endsWith('.data')) {
    url.pathname = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  }
  return url;
}
