import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadShellPart} from '~/lib/shell/load-shell.server';
import type {ShellPart} from '~/lib/shell/types';

const PARTS: readonly ShellPart[] = ['navigation', 'consent', 'country'];

/**
 * Parts of the shell that are closed when a page arrives (the menus' panels, the consent and
 * country dialogs' texts), loaded by the browser on first use or when idle. The same for every
 * shopper of a market, so browsers and caches may keep them for a while; never in preview.
 */
export async function loader({params, context}: LoaderFunctionArgs) {
  const part = params.part as ShellPart;
  if (!PARTS.includes(part)) throw new Response('Not found', {status: 404});
  const cacheControl = context.contentPreview
    ? 'private, no-store'
    : 'public, max-age=300, stale-while-revalidate=3600';
  return data(await loadShellPart(context, part), {headers: {'Cache-Control': cacheControl}});
}
