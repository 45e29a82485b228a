import {reportError} from './errors';
import type {Service} from './deadlines.server';
import {RETRY_AFTER_SECONDS} from './response-headers.server';

/**
 * For data a page cannot render without (a product page without the Storefront API):
 * `await requireService(context.storefront.query(...), 'storefront')`. When the call fails or
 * runs out of its budget, the loader throws a 503 with `Retry-After`, which the root error
 * boundary renders inside the shell; crawlers and caches know to come back. A thrown
 * `Response` (a 404, say) passes through unchanged.
 */
export async function requireService<T>(work: Promise<T>, service: Service): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Response) throw error;
    reportError('SERVICE-UNAVAILABLE', error, {service});
    throw serviceUnavailable();
  }
}

function serviceUnavailable(): Response {
  return new Response('Service Unavailable', {
    status: 503,
    statusText: 'Service Unavailable',
    headers: {'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store'},
  });
}
