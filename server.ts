// Virtual entry point for the app
import * as remixBuild from 'virtual:remix/server-build';
import {storefrontRedirect} from '@shopify/hydrogen';
import {createRequestHandler} from '@shopify/remix-oxygen';
import {createAppLoadContext} from '~/lib/context.server';
import {ConfigError} from '~/lib/env.server';
import {reportError} from '~/lib/errors';
import {flushMonitoring, monitoringQueueFor} from '~/lib/monitoring.server';
import {rejectOversizedRequest, rejectUnroutablePath} from '~/lib/request-limits.server';
import {rejectCrossOriginRequest} from '~/lib/request-origin.server';
import {finalizeResponse} from '~/lib/response-headers.server';
import {markPreviewResponse} from '~/lib/preview/session.server';
import {deliver, departureOf} from '~/lib/delivery.server';

const handleRemixRequest = createRequestHandler({
  build: remixBuild,
  mode: process.env.NODE_ENV,
  getLoadContext: (request) => contexts.get(request),
});
const contexts = new WeakMap<Request, Awaited<ReturnType<typeof createAppLoadContext>>>();

/** The Oxygen fetch handler: cheap checks first, then the per-request context, Remix, and storefront redirects on 404. */
export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    const production = env.PUBLIC_SITE_ENV === 'production';
    const rejected =
      rejectOversizedRequest(request) ?? rejectUnroutablePath(request) ?? rejectCrossOriginRequest(request);
    if (rejected) return finalizeResponse(rejected, {production});
    const monitoring = monitoringQueueFor(env);
    try {
      const context = await createAppLoadContext(request, env, executionContext);
      const remixRequest = withOwnHost(request);
      contexts.set(remixRequest, context);
      const response = await handleRemixRequest(remixRequest);

      if (context.session.isPending) {
        response.headers.append('Set-Cookie', await context.session.commit());
      }
      flushMonitoring(monitoring, context.waitUntil);
      if (context.contentPreview) markPreviewResponse(response);
      // Shopify admin URL redirects apply only where the app itself has no page.
      const answer =
        response.status === 404 && !isJson(response)
          ? await storefrontRedirect({request, response, storefront: context.storefront})
          : response;
      return finalizeResponse(deliver(answer, departureOf(context)), {production});
    } catch (error) {
      if (error instanceof ConfigError) {
        console.error(error.message);
        return finalizeResponse(
          new Response(error.message, {status: 503, headers: {'Content-Type': 'text/plain'}}),
          {production},
        );
      }
      reportError('SERVER-REQUEST', error, {path: new URL(request.url).pathname});
      return finalizeResponse(new Response('An unexpected error occurred', {status: 500}), {production});
    }
  },
};

/**
 * Remix refuses an action whose `Origin` differs from `X-Forwarded-Host` or `Host`. The
 * cross-origin check above has already compared `Origin` with the URL the request was sent
 * to, so Remix compares with the same host: a client-sent `X-Forwarded-Host` cannot turn a
 * same-origin post into a 500, and MiniOxygen (which forwards with workerd's own Host in
 * development) still works.
 */
function withOwnHost(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-host', new URL(request.url).host);
  return new Request(request, {headers});
}

function isJson(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').includes('json');
}
