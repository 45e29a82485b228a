import {getSeoMeta} from '@shopify/hydrogen';
import {isRouteErrorResponse, type MetaArgs, type MetaDescriptor} from '@remix-run/react';
import type {CountryCode} from '@markets';
import type {RootData} from '../root-data';
import {THEME_COLOR} from '../brand';
import {uiStringsFor} from '../i18n/ui-strings';
import {titleWithBrand} from './title';
import {canonicalUrl, marketSiteUrl, pageAlternates} from './urls';
import {organizationJsonLd, webSiteJsonLd} from './json-ld';

/** What a page says about itself; everything else comes from the shell. */
export interface PageSeo {
  title?: string | null;
  description?: string | null;
  /** The page's content flag asks search engines not to index it. */
  noindex?: boolean;
  /** Countries whose alternate is dropped (the page's noindex tag list). */
  noindexCountries?: readonly CountryCode[];
  /** Extra JSON-LD blocks, e.g. a Product. */
  jsonLd?: Record<string, unknown>[];
}

/**
 * The page shell's tags for any route's `meta` (Remix uses only the deepest
 * route's meta, so every route builds the full set through here): title with
 * the brand, description, canonical, robots, hreflang alternates, theme colour,
 * Organization and WebSite JSON-LD.
 */
export function pageMeta(
  args: Pick<MetaArgs, 'location' | 'matches'> & {error?: unknown},
  page: PageSeo = {},
): MetaDescriptor[] {
  const root = args.matches.find((match) => match.id === 'root')?.data as RootData | undefined;
  // Error pages (404 included) are never indexed and have no alternates.
  if (!root || args.error) {
    const status = isRouteErrorResponse(args.error) ? args.error.status : args.error ? 500 : undefined;
    // In the market's language when the root loader ran; English when it did not.
    const strings = uiStringsFor(root?.market.locale);
    const fallback = status === 404 ? strings.notFoundTitle : status ? strings.errorTitle : undefined;
    return [
      {title: titleWithBrand(page.title ?? fallback)},
      {name: 'robots', content: 'noindex,nofollow'},
      {name: 'theme-color', content: THEME_COLOR},
    ];
  }

  const title = titleWithBrand(page.title);
  const {market, site, isLiveProduction} = root;
  const noindex = !isLiveProduction || Boolean(page.noindex);
  const homeUrl = marketSiteUrl(site, market, '/');
  const jsonLd = [
    organizationJsonLd({homeUrl, logoUrl: `${site.origin}/favicon.svg`}),
    webSiteJsonLd({homeUrl, searchUrl: marketSiteUrl(site, market, '/search')}),
    ...(page.jsonLd ?? []),
  ];
  const seo = getSeoMeta(
    {
      title,
      description: page.description || undefined,
      url: canonicalUrl(site.origin, args.location.pathname),
      robots: {noIndex: noindex, noFollow: noindex},
    },
    // One input per block: getSeoMeta then writes one <script type="application/ld+json"> each.
    ...jsonLd.map((block) => ({jsonLd: block})),
  );
  // Hydrogen's `alternates` can only spell x-default as '{language}-default', so the
  // hreflang links are written here (docs/decisions/005-page-shell-seo.md).
  const alternates = pageAlternates(site, args.location.pathname, page.noindexCountries).map(
    ({hrefLang, href}): MetaDescriptor => ({tagName: 'link', rel: 'alternate', hrefLang, href}),
  );
  return [...(seo ?? []), ...alternates, {name: 'theme-color', content: THEME_COLOR}];
}
