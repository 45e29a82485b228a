// Virtual entry point for the app
import * as remixBuild from 'virtual:remix/server-build';
import {storefrontRedirect} from '@shopify/hydrogen';
import {createRequestHandler, type AppLoadContext} from '@shopify/remix-oxygen';
import {createAppLoadContext} from '~/lib/context.server';
import {ConfigError} from '~/lib/env.server';
import {flushMonitoring, monitoringQueueFor} from '~/lib/monitoring.server';
import {rejectOversizedRequest} from '~/lib/request-limits.server';

/** Each request's context, for Remix's `getLoadContext` (the handler is built once per worker). */
const contexts = new WeakMap<Request, AppLoadContext>();

/** Built once per worker: Remix derives its route tree and static handler on the first request. */
const handleRequest = createRequestHandler({
  build: remixBuild,
  mode: process.env.NODE_ENV,
  getLoadContext: (request) => contexts.get(request)!,
});

/** The Oxygen fetch handler: per-request context, Remix, then storefront redirects on 404. */
export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    const rejected = rejectOversizedRequest(request);
    if (rejected) return rejected;
    const monitoring = monitoringQueueFor(env);
    try {
      const context = await createAppLoadContext(request, env, executionContext);
      const forwarded = withDevForwardedHost(request);
      contexts.set(forwarded, context);
      const response = await handleRequest(forwarded);

      if (context.session.isPending) {
        response.headers.append('Set-Cookie', await context.session.commit());
      }
      flushMonitoring(monitoring, context.waitUntil);
      if (response.status === 404) {
        // Shopify admin URL redirects apply only where the app itself has no page.
        return storefrontRedirect({request, response, storefront: context.storefront});
      }
      return response;
    } catch (error) {
      if (error instanceof ConfigError) {
        console.error(error.message);
        return new Response(error.message, {status: 503, headers: {'Content-Type': 'text/plain'}});
      }
      console.error(error);
      return new Response('An unexpected error occurred', {status: 500});
    }
  },
};

/**
 * mini-oxygen forwards requests with workerd's own Host, so Remix's Origin/Host
 * check would reject every action in development. Production requests are untouched.
 */
function withDevForwardedHost(request: Request): Request {
  if (process.env.NODE_ENV !== 'development') return request;
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-host', new URL(request.url).host);
  return new Request(request, {headers});
}
