import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {
  allowedReturnTo,
  checkoutDomainFor,
  checkoutUrlFor,
  multipassCheckoutUrl,
} from '~/lib/customer/checkout.server';
import {customerAccessToken} from '~/lib/customer/current.server';
import {reportError} from '~/lib/errors';

/**
 * `POST /api/checkout/multipass` with JSON `{customer, checkoutUrl}` → `{checkoutUrl}`: the
 * Multipass URL that signs the session's customer in on the checkout domain and lands them
 * on `checkoutUrl`. The token is made here, in the worker; the secret never leaves it.
 *
 * - `checkoutUrl` must be on the market's checkout domain (400 otherwise), so the endpoint
 *   cannot be used to send a signed-in customer anywhere else.
 * - The customer signed in is the session's; `customer` in the body is not trusted for that.
 * - Without a signed-in customer: 401. When Multipass fails (no secret, the Storefront API
 *   down after retries): 200 with the plain checkout URL, reported as CART_CHECK_002.
 * - With the current customer accounts there is no Multipass: the bag's buyer identity carries
 *   the customer, so the answer is the plain checkout URL (`checkoutUrlFor`).
 */

const MAX_BODY_BYTES = 8 * 1024;
const NO_STORE = {'Cache-Control': 'private, no-store'};

const failure = (status: number, error: string) => Response.json({error}, {status, headers: NO_STORE});

async function readBody(request: Request): Promise<{checkoutUrl: string} | Response> {
  if (!(request.headers.get('Content-Type') ?? '').includes('application/json')) {
    return failure(415, 'Send JSON: {"checkoutUrl": "…"}');
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return failure(413, 'Body too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure(400, 'Body is not valid JSON');
  }
  const checkoutUrl = (body as {checkoutUrl?: unknown} | null)?.checkoutUrl;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || typeof checkoutUrl !== 'string') {
    return failure(400, 'checkoutUrl must be a string');
  }
  return {checkoutUrl};
}

export async function action({request, context}: ActionFunctionArgs) {
  if (request.method !== 'POST') return failure(405, 'Method not allowed');
  const body = await readBody(request);
  if (body instanceof Response) return body;
  const returnTo = allowedReturnTo(body.checkoutUrl, checkoutDomainFor(context));
  if (!returnTo) return failure(400, 'checkoutUrl must be a checkout URL on the store’s checkout domain');
  if (!customerAccessToken(context)) return failure(401, 'Not signed in');
  if (context.customerAccount) {
    return Response.json(
      {checkoutUrl: await checkoutUrlFor(context, returnTo.toString())},
      {headers: NO_STORE},
    );
  }
  try {
    return Response.json({checkoutUrl: await multipassCheckoutUrl(context, returnTo)}, {headers: NO_STORE});
  } catch (error) {
    reportError('CART_CHECK_002', error);
    return Response.json({checkoutUrl: returnTo.toString()}, {headers: NO_STORE});
  }
}

/** Only POST: anything else is told so. */
export async function loader() {
  return failure(405, 'Method not allowed');
}
