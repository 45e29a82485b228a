import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {purgeContent} from '~/lib/content-generations.server';
import {namespacesToPurge, verifyWebhookSignature} from '~/lib/content-webhook.server';
import {apiError, methodNotAllowed, problemResponse, readApiText} from '~/lib/newsletter/api-input.server';

/** An entry with every locale's fields; content entries are a few kilobytes. */
const MAX_WEBHOOK_BODY_BYTES = 512 * 1024;

/**
 * POST /api/content/webhook — the content service calls this after a publish, unpublish,
 * archive or delete, signed with `CONTENT_WEBHOOK_SECRET`. The namespaces the event names
 * start a new cache generation, so the next page shows what was published (decision 028).
 */
export async function loader({request}: LoaderFunctionArgs) {
  return methodNotAllowed(request.method);
}

export async function action({request, context}: ActionFunctionArgs) {
  const secret = context.env.CONTENT_WEBHOOK_SECRET;
  if (!secret) return apiError(404, 'not-configured', 'This store takes no content webhooks.');
  const read = await readApiText(request, MAX_WEBHOOK_BODY_BYTES);
  if (!read.ok) return problemResponse(read);

  const signature = await verifyWebhookSignature(secret, {
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: read.text,
  });
  if (signature !== 'valid') {
    return apiError(
      401,
      `${signature}-signature`,
      signature === 'expired'
        ? 'The signature is too old.'
        : 'The request is not signed by the content service.',
    );
  }
  let payload: unknown;
  try {
    payload = JSON.parse(read.text);
  } catch {
    return apiError(400, 'malformed-json', 'The request body is not valid JSON.');
  }
  const purged = namespacesToPurge(request.headers.get('X-Contentful-Topic'), payload);
  if (purged.length > 0) await purgeContent(purged);
  return Response.json({ok: true, purged}, {headers: {'Cache-Control': 'no-store'}});
}
