import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadShellPart} from '~/lib/shell/load-shell.server';
import type {ShellPart} from '~/lib/shell/types';

const PARTS: readonly ShellPart[] = ['navigation', 'banner', 'footer', 'consent', 'country'];

/**
 * Parts of the shell that the page does not carry (the menus' panels, the consent and country
 * dialogs' texts, the banner and footer the server rendered), loaded by the browser on first use, when
 * idle or when they come into view. The same for every shopper of a market, so browsers and
 * caches may keep them for a while; never in preview.
 */
export async function loader({params, context, request}: LoaderFunctionArgs) {
  const part = params.part as ShellPart;
  if (!PARTS.includes(part)) throw new Response('Not found', {status: 404});
  const cacheControl = context.contentPreview
    ? 'private, no-store'
    : 'public, max-age=300, stale-while-revalidate=3600';
  return Response.json(await loadShellPart(context, part, request), {
    headers: {'Cache-Control': cacheControl},
  });
}
