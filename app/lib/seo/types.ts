import type {PathPrefix} from '@markets';

/** See `seoBase`: the parts of a page's tags that do not depend on the page. */
export interface SeoBase {
  /** The configured origin of these pages, e.g. 'https://www.alderline.co.uk'; never the request's Host. */
  origin: string;
  /** The prefix this request's paths carry ('' on a market's own domain). */
  pathPrefix: PathPrefix;
  /**
   * Every market's home for the hreflang alternates, x-default last, compact because every
   * page carries it: space-separated `hreflang=home` pairs, the home without a trailing slash
   * and relative to `origin` on a shared host, and only the hreflang where the home is its own
   * lower-case prefix ('en-GB en-US= … x-default=' for '/en-gb', '' and '').
   */
  alternates: string;
  /** Live production: pages may be indexed unless they say otherwise. */
  indexable: boolean;
}
