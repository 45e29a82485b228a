import {createContentClients, type ContentClients} from '@cms/clients';
import type {ContentReporter} from '@cms/codes';
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
  const clients =
    space && deliveryToken
      ? createContentClients({
          space,
          environment: env.CONTENTFUL_ENVIRONMENT?.trim() || 'master',
          deliveryToken,
          // Without a preview token, preview requests fall back to published content (see isContentPreview).
          previewToken: env.CONTENTFUL_PREVIEW_TOKEN?.trim() || deliveryToken,
          host: env.CONTENTFUL_HOST?.trim() || undefined,
        })
      : null;
  cached = {key, clients};
  return clients;
}

/** The session key a merchandiser sign-in sets to allow draft content. */
const CONTENT_PREVIEW_SESSION_KEY = 'contentPreview';

/**
 * Drafts only for a merchandiser who asked (`?preview=1`) and whose signed session
 * allows it; a shopper adding `?preview=1` still sees published content.
 */
export function isContentPreview(
  request: Request,
  session: {get(key: string): unknown},
  env: Partial<Env>,
): boolean {
  if (new URL(request.url).searchParams.get('preview') !== '1') return false;
  return session.get(CONTENT_PREVIEW_SESSION_KEY) === true && Boolean(env.CONTENTFUL_PREVIEW_TOKEN);
}

/** cms/ reports through the app's one reporting function. */
export const reportContentError: ContentReporter = (code, error) => {
  // cms/ only produces CMS-GET-nnn / CMS-MAP-nnn; anything else is still logged under its own code.
  reportError(code as ErrorCode, error, isErrorCode(code) ? undefined : {unknownCode: true});
};
