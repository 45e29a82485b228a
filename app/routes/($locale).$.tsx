import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';

/** Any path no route claims is a 404 (server.ts then tries the store's URL redirects). */
export async function loader({request}: LoaderFunctionArgs) {
  throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
}

export default function CatchAllPage() {
  return null;
}
