import {createContentClients, type ContentClients, type ContentfulClient} from '@cms/clients';
import type {ContentReporter} from '@cms/codes';
import {isContentClientError} from '@cms/fetch-entries';
import type {CircuitBreaker} from './circuit-breaker.server';
import {contentCircuit} from './content-cache.server';
import {serviceBudgets} from './deadlines.server';
import {isErrorCode, reportError, type ErrorCode} from './errors';

/**
 * The content service's clients from the environment, or null when the store has
 * no content service configured (every page then shows built-in fallbacks).
 * Built once per isolate: they hold no per-request state.
 */
let cached: {key: string; clients: ContentClients | null} | undefined;

export function contentClientsFromEnv(env: Partial<Env>): ContentClients | null {
  const space = env.CONTENTFUL_SPACE_ID?.trim();
  const deliveryToken = env.CONTENTFUL_DELIVERY_TOKEN?.trim();
  const key = [
    space,
    env.CONTENTFUL_ENVIRONMENT,
    deliveryToken,
    env.CONTENTFUL_PREVIEW_TOKEN,
    env.CONTENTFUL_HOST,
  ].join('|');
  if (cached?.key === key) return cached.clients;
  const created =
    space && deliveryToken
      ? createContentClients({
          space,
          environment: env.CONTENTFUL_ENVIRONMENT?.trim() || 'master',
          deliveryToken,
          // Without a preview token, preview requests fall back to published content (see isContentPreview).
          previewToken: env.CONTENTFUL_PREVIEW_TOKEN?.trim() || deliveryToken,
          host: env.CONTENTFUL_HOST?.trim() || undefined,
          // One attempt may take twice a page's wait: a slow answer still fills the cache.
          timeoutMs: 2 * serviceBudgets(env).content,
        })
      : null;
  const clients = created && {
    delivery: reportingTo(contentCircuit, created.delivery),
    preview: reportingTo(contentCircuit, created.preview),
  };
  cached = {key, clients};
  return clients;
}

/**
 * The client with every call's outcome told to the breaker: an answer closes it; a network
 * error, timeout or 5xx opens it. A request the service refused (bad query, unknown id) says
 * the service is up.
 */
function reportingTo(breaker: CircuitBreaker, client: ContentfulClient): ContentfulClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'getEntries' || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          const result: unknown = await Reflect.apply(value, target, args);
          breaker.success();
          return result;
        } catch (error) {
          if (isContentClientError(error)) breaker.success();
          else if (breaker.failure()) reportError('CMS-CIRCUIT-OPEN', error);
          throw error;
        }
      };
    },
  });
}

/** Where the session keeps a merchandiser's preview: `{until}` (ms), from a signed preview link. */
export const CONTENT_PREVIEW_SESSION_KEY = 'contentPreview';

/**
 * Drafts only for a browser whose signed session holds an unexpired preview, set by a signed
 * preview link (routes/preview.tsx), and only where a preview token is configured. Shoppers
 * cannot reach it by any query string.
 */
export function isContentPreview(session: {get(key: string): unknown}, env: Partial<Env>): boolean {
  if (!env.CONTENTFUL_PREVIEW_TOKEN || !env.CONTENT_PREVIEW_SECRET) return false;
  const until = (session.get(CONTENT_PREVIEW_SESSION_KEY) as {until?: unknown} | undefined)?.until;
  return typeof until === 'number' && until > Date.now();
}

/**
 * How content loads retry: five retries per content type, but no new attempt after four times the
 * page's wait, so a load that outlives its request (finishing in the background to fill
 * the cache) still ends.
 */
export function contentRetry(env: Partial<Env>) {
  return {maxRetryTime: 4 * serviceBudgets(env).content};
}

/** cms/ reports through the app's one reporting function. */
export const reportContentError: ContentReporter = (code, error) => {
  // cms/ only produces CMS-GET-nnn / CMS-MAP-nnn; anything else is still logged under its own code.
  reportError(code as ErrorCode, error, isErrorCode(code) ? undefined : {unknownCode: true});
};
