/**
 * The content service's publish webhook: is the call really from the content service (its
 * request signature), and which cached content does the event name.
 */

/** How old a signed call may be: the content service signs as it sends. */
const SIGNATURE_TTL_MS = 60_000;

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

const encoder = new TextEncoder();

/**
 * Checks the content service's request signature: HMAC-SHA-256 (hex) over the method, the
 * path, the headers it lists in `x-contentful-signed-headers` (lower-case `name:value`, sorted,
 * joined by `;`) and the raw body, one per line, keyed with the webhook secret.
 */
export async function verifyWebhookSignature(
  secret: string,
  request: {method: string; url: string; headers: Headers; body: string},
  now: number = Date.now(),
): Promise<SignatureCheck> {
  const signature = request.headers.get('x-contentful-signature') ?? '';
  const signedHeaders = (request.headers.get('x-contentful-signed-headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const timestamp = Number(request.headers.get('x-contentful-timestamp'));
  if (
    !/^[0-9a-f]{64}$/.test(signature) ||
    !signedHeaders.includes('x-contentful-timestamp') ||
    !signedHeaders.includes('x-contentful-signed-headers') ||
    !Number.isSafeInteger(timestamp)
  ) {
    return 'invalid';
  }
  const {pathname, search} = new URL(request.url);
  const canonical = [
    request.method.toUpperCase(),
    encodeURI(search ? `${pathname}?${encodeURIComponent(search.slice(1))}` : pathname),
    [...new Set(signedHeaders)]
      .sort()
      .map((name) => `${name}:${(request.headers.get(name) ?? '').trim()}`)
      .join(';'),
    request.body,
  ].join('\n');
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    {name: 'HMAC', hash: 'SHA-256'},
    false,
    ['verify'],
  );
  const valid = await crypto.subtle.verify('HMAC', key, hexBytes(signature), encoder.encode(canonical));
  if (!valid) return 'invalid';
  // Checked after the signature, so a forged call learns nothing from the answer.
  return Math.abs(now - timestamp) > SIGNATURE_TTL_MS ? 'expired' : 'valid';
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Every content cache namespace (the first part of the cache keys in `app/lib`). */
export const CONTENT_NAMESPACES = [
  'layout',
  'page',
  'product-blocks',
  'product-badges',
  'shopping-cart',
  'search',
  'membership',
  'address-countries',
] as const;
export type ContentNamespace = (typeof CONTENT_NAMESPACES)[number];

const BLOCKS: ContentNamespace[] = ['page', 'product-blocks'];

/** Which namespaces hold entries of a content type. */
const NAMESPACES_BY_CONTENT_TYPE: Record<string, ContentNamespace[]> = {
  banner: ['layout'],
  header: ['layout'],
  footer: ['layout'],
  site_variables: ['layout'],
  country_switcher: ['layout'],
  page: ['page'],
  hero: BLOCKS,
  featured_content_v2: BLOCKS,
  comparison_carousel: BLOCKS,
  full_width_video: BLOCKS,
  product_badges: ['product-badges'],
  shopping_cart: ['shopping-cart'],
  search: ['search'],
  gated_tags: ['membership'],
  community_member_tags: ['membership'],
  cart_savings_cap_info: ['membership'],
  address_countries: ['address-countries'],
};

/** Topics after which shoppers may see something else. */
const CHANGING_ACTIONS = new Set(['publish', 'unpublish', 'archive', 'delete']);

/**
 * The namespaces an event changes: those of the entry's content type. Entries of other types
 * (links, texts nested in others) and assets can sit inside any content, so they purge all.
 * Saves and drafts change nothing shoppers see: none.
 */
export function namespacesToPurge(topic: string | null, payload: unknown): ContentNamespace[] {
  const [, kind, action] = (topic ?? '').split('.');
  if (!CHANGING_ACTIONS.has(action ?? '')) return [];
  if (kind !== 'Entry') return [...CONTENT_NAMESPACES];
  const contentType = contentTypeOf(payload);
  return (contentType && NAMESPACES_BY_CONTENT_TYPE[contentType]) || [...CONTENT_NAMESPACES];
}

function contentTypeOf(payload: unknown): string | undefined {
  const id = (payload as {sys?: {contentType?: {sys?: {id?: unknown}}}} | null)?.sys?.contentType?.sys?.id;
  return typeof id === 'string' ? id : undefined;
}
