import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {robotsTxt} from '~/lib/seo/robots';

export function loader({context}: LoaderFunctionArgs) {
  return new Response(robotsTxt({isLiveProduction: context.config.isLiveProduction}), {
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400'},
  });
}
