import {isRouteErrorResponse, type MetaArgs, type MetaDescriptor} from '@remix-run/react';
import type {CountryCode} from '@markets';
import type {RootData} from '~/lib/root-data';
import {THEME_COLOR} from '~/lib/brand';
import {common as englishCommon} from '~/lib/i18n/messages/en';
import {createTranslator, flattenMessages, type Translate} from '~/lib/i18n/translator';
import type {MessageBundle} from '~/lib/i18n/types';
import {titleWithBrand} from './title';
import {canonicalUrl, pageAlternates} from './urls';
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

/** The root loader's data as a route's `meta` sees it. */
function rootDataOf(matches: MetaArgs['matches']): RootData | undefined {
  return matches.find((match) => match.id === 'root')?.data as RootData | undefined;
}

/**
 * For a route's `meta`: its loader's texts (`messages`) in the market's language, which the
 * root's data names (a page's data need not repeat it).
 */
export function metaTranslator(args: Pick<MetaArgs, 'data' | 'matches'>): Translate {
  const messages = (args.data as {messages?: MessageBundle} | undefined)?.messages ?? {};
  return createTranslator(messages, rootDataOf(args.matches)?.shell.market.locale ?? 'en-US');
}

/**
 * The page shell's tags for any route's `meta` (Remix uses only the deepest route's
 * meta, so every route builds the full set through here): title with the brand,
 * description, canonical, robots, hreflang alternates, theme colour, Organization and
 * WebSite JSON-LD.
 */
export function pageMeta(
  args: Pick<MetaArgs, 'location' | 'matches'> & {error?: unknown},
  page: PageSeo = {},
): MetaDescriptor[] {
  const root = rootDataOf(args.matches);
  // Error pages (404 included) are never indexed and have no alternates.
  if (!root || args.error) {
    const status = isRouteErrorResponse(args.error) ? args.error.status : args.error ? 500 : undefined;
    // In the market's language when the root loader ran; English when it did not.
    const t = root
      ? createTranslator(root.shell.messages, root.shell.market.locale)
      : createTranslator(flattenMessages(englishCommon, 'common'), 'en');
    const fallback = status === 404 ? t('common.notFoundTitle') : status ? t('common.errorTitle') : undefined;
    return [
      {title: titleWithBrand(page.title ?? fallback)},
      {name: 'robots', content: 'noindex,nofollow'},
      {name: 'theme-color', content: THEME_COLOR},
    ];
  }

  const {seo} = root;
  const noindex = !seo.indexable || Boolean(page.noindex);
  const path = args.location.pathname.slice(seo.pathPrefix.length) || '/';
  // This market's home and search page: on its own domain the prefix is ''.
  const homeUrl = `${seo.origin}${seo.pathPrefix || '/'}`;
  const jsonLd = [
    organizationJsonLd({homeUrl, logoUrl: `${seo.origin}/favicon.svg`}),
    webSiteJsonLd({homeUrl, searchUrl: `${seo.origin}${seo.pathPrefix}/search`}),
    ...(page.jsonLd ?? []),
  ];
  const tags = seoTags({
    title: titleWithBrand(page.title),
    description: page.description || undefined,
    url: canonicalUrl(seo.origin, args.location.pathname),
    noindex,
    jsonLd,
  });
  // Hydrogen's `alternates` can only spell x-default as '{language}-default', so the
  // hreflang links are written here too.
  const alternates = pageAlternates(seo, path, page.noindexCountries).map(
    ({hrefLang, href}): MetaDescriptor => ({tagName: 'link', rel: 'alternate', hrefLang, href}),
  );
  return [...tags, ...alternates, {name: 'theme-color', content: THEME_COLOR}];
}

/**
 * The tags Hydrogen's `getSeoMeta` writes for these fields, in its order and spelling. `meta`
 * also runs in the browser (on every navigation), and `getSeoMeta` was the largest module of
 * every page's first load for the few fields we use, so the store writes them itself
 * (decision 013); `meta.test.ts` checks the output stays equal to Hydrogen's.
 */
export function seoTags(input: {
  title: string;
  description?: string;
  url: string;
  noindex: boolean;
  jsonLd: Record<string, unknown>[];
}): MetaDescriptor[] {
  const {title, description, url, noindex, jsonLd} = input;
  return [
    {title},
    {property: 'og:title', content: title},
    {property: 'twitter:title', content: title},
    ...(description
      ? [
          {name: 'description', content: description},
          {property: 'og:description', content: description},
          {property: 'twitter:description', content: description},
        ]
      : []),
    {tagName: 'link', rel: 'canonical', href: url},
    {property: 'og:url', content: url},
    {name: 'robots', content: noindex ? 'noindex,nofollow' : 'index,follow'},
    ...jsonLd.map((block) => ({'script:ld+json': block})),
  ];
}
