import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {FALLBACK_GEOLOCATION, geolocationOf} from '~/lib/experiments/geolocation';
import {apiError} from '~/lib/newsletter/api-input.server';

/**
 * GET /api/geolocation — where the visitor is, from the geolocation Oxygen's edge adds to
 * every request: `{country, subdivision, postalCode}`; a US visitor with nothing else known
 * when the edge could not tell. Personal to the visitor: never cached.
 */
export async function loader({request}: LoaderFunctionArgs) {
  const {headers} = request;
  const geo =
    geolocationOf({
      country: headers.get('oxygen-buyer-country'),
      subdivision: headers.get('oxygen-buyer-region-code'),
      postalCode: headers.get('oxygen-buyer-postal-code'),
    }) ?? FALLBACK_GEOLOCATION;
  return Response.json(geo, {headers: {'Cache-Control': 'private, no-store'}});
}

export async function action({request}: LoaderFunctionArgs) {
  return apiError(405, 'method-not-allowed', `${request.method} is not allowed here; use GET.`, {
    Allow: 'GET',
  });
}
