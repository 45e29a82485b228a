import {json, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {isCountryCode} from '@markets';
import {loadGiftConfig} from '~/lib/cart/gift.server';

/**
 * The free-gift configuration of a country, as JSON: `{config}` (null when the country has
 * none). The bag's action reads the same configuration in-process.
 */
export async function loader({params, context}: LoaderFunctionArgs) {
  const country = (params.country ?? '').toUpperCase();
  if (!isCountryCode(country)) return json({error: 'unknown-country'}, {status: 404});
  const config = await loadGiftConfig(context, country);
  return json({config}, {headers: {'Cache-Control': 'public, max-age=60'}});
}
