import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';

/**
 * `/collection/{handle}` (e.g. `/collection/sale`, `/collection/mens-sale`) is an older
 * address of `/collections/{handle}`: a permanent redirect in the same market, query kept.
 */
export function loader({request, params, context}: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const handle = encodeURIComponent(params.handle ?? '');
  return redirect(`${context.pathPrefix}/collections/${handle}${url.search}`, 301);
}
