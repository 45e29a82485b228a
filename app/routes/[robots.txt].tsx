import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {robotsTxt} from '~/lib/seo/robots';

export function loader({request, context}: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  return new Response(robotsTxt({isLiveProduction: context.config.isLiveProduction, origin}), {
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400'},
  });
}
