/**
 * Where a shopper came from, kept for the order: the campaign's UTM parameters (14 days) and
 * the affiliate channel (30 days) of the address they landed on, as first-party cookies the
 * checkout hand-off turns into cart attributes. The browser writes them (under consent, see
 * AnalyticsRuntime); the worker reads them from the checkout post.
 */

const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** Query parameters affiliate networks land shoppers with; `utm_medium=affiliate` names one too. */
const AFFILIATE_PARAMETERS = ['aff', 'affiliate'] as const;

export const CAMPAIGN_COOKIE = 'alderline_utm';
export const AFFILIATE_COOKIE = 'alderline_affiliate';
const DAY_SECONDS = 24 * 60 * 60;
const CAMPAIGN_DAYS = 14;
const AFFILIATE_DAYS = 30;
/** Longest value kept for one parameter (cart attribute values are short notes). */
const MAX_VALUE = 100;
const SAFE_VALUE = /^[\p{L}\p{N} ._~:/@+-]+$/u;

function clean(value: string | null): string | null {
  const trimmed = value?.trim().slice(0, MAX_VALUE) ?? '';
  return trimmed && SAFE_VALUE.test(trimmed) ? trimmed : null;
}

export interface CampaignCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/**
 * The cookies a landing address sets: the UTM parameters it carries (replacing an earlier
 * campaign's), and the affiliate channel it names. None for an address without them, so
 * browsing on keeps the campaign the shopper arrived with.
 */
export function campaignCookies(search: string): CampaignCookie[] {
  const params = new URLSearchParams(search);
  const cookies: CampaignCookie[] = [];
  const utm = new URLSearchParams();
  for (const name of UTM_PARAMETERS) {
    const value = clean(params.get(name));
    if (value) utm.set(name, value);
  }
  if ([...utm].length > 0)
    cookies.push({name: CAMPAIGN_COOKIE, value: utm.toString(), maxAgeSeconds: CAMPAIGN_DAYS * DAY_SECONDS});
  const channel =
    AFFILIATE_PARAMETERS.map((name) => clean(params.get(name))).find(Boolean) ??
    (utm.get('utm_medium')?.toLowerCase() === 'affiliate' ? utm.get('utm_source') : null);
  if (channel)
    cookies.push({
      name: AFFILIATE_COOKIE,
      value: encodeURIComponent(channel),
      maxAgeSeconds: AFFILIATE_DAYS * DAY_SECONDS,
    });
  return cookies;
}

/** In the browser: keeps the campaign of the address the shopper is on (see `campaignCookies`). */
export function rememberCampaign(
  location: Pick<Location, 'search' | 'protocol'>,
  doc: Pick<Document, 'cookie'>,
) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  for (const cookie of campaignCookies(location.search)) {
    doc.cookie = `${cookie.name}=${cookie.value}; Max-Age=${cookie.maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  }
}

/**
 * The cart attributes the campaign cookies of a request name: `_utm_source` … and
 * `_affiliate_channel`. Values that are not plain words are left out.
 */
export function campaignAttributes(cookieHeader: string | null): Array<{key: string; value: string}> {
  const cookies = new Map(
    (cookieHeader ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name === CAMPAIGN_COOKIE || name === AFFILIATE_COOKIE)
      .map(([name, ...rest]) => [name, rest.join('=')] as const),
  );
  const attributes: Array<{key: string; value: string}> = [];
  const utm = new URLSearchParams(cookies.get(CAMPAIGN_COOKIE) ?? '');
  for (const name of UTM_PARAMETERS) {
    const value = clean(utm.get(name));
    if (value) attributes.push({key: `_${name}`, value});
  }
  const affiliate = cookies.get(AFFILIATE_COOKIE);
  if (affiliate) {
    let channel: string | null = null;
    try {
      channel = clean(decodeURIComponent(affiliate));
    } catch {
      channel = null;
    }
    if (channel) attributes.push({key: '_affiliate_channel', value: channel});
  }
  return attributes;
}
