import {data, type ActionFunctionArgs} from '@shopify/remix-oxygen';
import {markCountryConfirmed} from '~/lib/visitor.server';

/** Only POST changes anything; a GET gets the same 405 as the other /api routes. */
export async function loader() {
  return data({error: 'Method not allowed'}, {status: 405, headers: {Allow: 'POST'}});
}

/** POST: the shopper closed a country dialog; server.ts commits the session cookie. */
export async function action({request, context}: ActionFunctionArgs) {
  if (request.method !== 'POST') {
    return data({error: 'Method not allowed'}, {status: 405, headers: {Allow: 'POST'}});
  }
  markCountryConfirmed(context.session);
  return data({countryConfirmed: true}, {headers: {'Cache-Control': 'no-store'}});
}
