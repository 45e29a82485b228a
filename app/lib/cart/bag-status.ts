/** The messages an add can end with; anything else the cart answers shows as `failed`. */
export type AddToBagMessage =
  | 'added'
  | 'giftCardMixed'
  | 'outOfStock'
  | 'notEnoughStock'
  | 'unavailable'
  | 'maximumExceeded'
  | 'bagFull'
  | 'failed';

/** The most of one variant a single add may ask for. */
export const MAX_LINE_QUANTITY = 10;

/** The query parameter that carries an add's outcome back to the page after a plain form post. */
const BAG_STATUS_PARAM = 'bag';

const MESSAGES: readonly AddToBagMessage[] = [
  'added',
  'giftCardMixed',
  'outOfStock',
  'notEnoughStock',
  'unavailable',
  'maximumExceeded',
  'bagFull',
  'failed',
];

/**
 * Where a plain form post goes back to: the path it came from (only a path on this site,
 * so the redirect cannot leave it) with the outcome added; null without a usable path.
 */
export function bagStatusPath(redirectTo: unknown, message: AddToBagMessage): string | null {
  if (typeof redirectTo !== 'string' || !redirectTo.startsWith('/') || /^\/[/\\]/.test(redirectTo))
    return null;
  let url: URL;
  try {
    url = new URL(redirectTo, 'http://localhost');
  } catch {
    return null;
  }
  url.searchParams.set(BAG_STATUS_PARAM, message);
  return `${url.pathname}${url.search}`;
}

/** The outcome a page address carries, when it is one of the known ones. */
export function bagStatusFrom(search: string): AddToBagMessage | null {
  const value = new URLSearchParams(search).get(BAG_STATUS_PARAM);
  return MESSAGES.find((message) => message === value) ?? null;
}
