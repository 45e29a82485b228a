/**
 * Sitemaps from the Storefront API's `sitemap` resource: `/sitemap.xml` is the index (Hydrogen's
 * `getSitemapIndex`), and every market has a sitemap per type and page at
 * `{market prefix}/sitemap/{type}/{page}.xml`, whose URLs carry hreflang alternates for every
 * market the resource may be indexed in. A product tagged noindex for a country is absent from that
 * market's sitemap and from every other sitemap's alternates for it; noindex collections and pages
 * are absent everywhere, and so are members-only collections and their products (tagged
 * `gated::{handle}`): a sitemap is for everyone. Why Hydrogen's `getSitemap` is not used for the
 * per-type sitemaps: docs/decisions/014-market-sitemaps.md.
 */
import {CacheLong, getSitemapIndex, type Storefront} from '@shopify/hydrogen';
import {
  hreflangAlternates,
  localizePath,
  marketOrigin,
  MARKETS,
  resolveMarket,
  type CountryCode,
  type Market,
} from '@markets';
import {
  COLLECTIONS_NOINDEX_QUERY,
  NOINDEX_PRODUCTS_QUERY,
  PAGES_NOINDEX_QUERY,
  SITEMAP_COUNTS_QUERY,
  SITEMAP_RESOURCES_QUERY,
} from '@graphql/sitemap';
import {gatedCollectionsOfProduct} from '~/lib/customer/gated';
import {noindexCountriesForTags} from '~/lib/product/indexing';

/** The sitemap types the store has pages for, by their URL name (Hydrogen's names). */
const SITEMAP_TYPES = {
  products: {type: 'PRODUCT', path: '/products/'},
  collections: {type: 'COLLECTION', path: '/collections/'},
  pages: {type: 'PAGE', path: '/pages/'},
} as const;
type SitemapTypeName = keyof typeof SITEMAP_TYPES;
const TYPE_NAMES = Object.keys(SITEMAP_TYPES) as SitemapTypeName[];

const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': `public, max-age=${60 * 60 * 24}`,
};

function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sitemapPath(market: Pick<Market, 'pathPrefix'>, type: SitemapTypeName, page: number): string {
  return `${market.pathPrefix}/sitemap/${type}/${page}.xml`;
}

/**
 * The index: on a market's own domain its sitemaps; on a shared host (one origin, market
 * prefixes) every market's, the unprefixed market's being Hydrogen's own links.
 */
export async function sitemapIndex(storefront: Storefront, request: Request): Promise<Response> {
  const {byHost} = resolveMarket(request.url);
  const counts = await storefront.query(SITEMAP_COUNTS_QUERY, {cache: CacheLong()});
  const customChildSitemaps = byHost
    ? []
    : MARKETS.filter((market) => market.pathPrefix !== '').flatMap((market) =>
        TYPE_NAMES.flatMap((type) =>
          Array.from({length: counts[type].pagesCount?.count ?? 0}, (_, index) =>
            sitemapPath(market, type, index + 1),
          ),
        ),
      );
  const response = await getSitemapIndex({storefront, request, types: TYPE_NAMES, customChildSitemaps});
  return new Response(response.body, {headers: SITEMAP_HEADERS});
}

interface SitemapRequest {
  storefront: Storefront;
  request: Request;
  market: Market;
  type: string | undefined;
  page: string | undefined;
  /** The members-only collections (lower-case handles): neither they nor their products are listed. */
  membersOnly: Promise<readonly string[]>;
}

/** One market's sitemap of one type and page; 404 for an unknown type or a page out of range. */
export async function marketSitemap({
  storefront,
  request,
  market,
  type,
  page,
  membersOnly,
}: SitemapRequest): Promise<Response> {
  const name = TYPE_NAMES.find((candidate) => candidate === type);
  const pageNumber = /^[1-9]\d{0,5}$/.test(page ?? '') ? Number(page) : NaN;
  if (!name || Number.isNaN(pageNumber)) return notFound();
  const [data, excluded] = await Promise.all([
    storefront.query(SITEMAP_RESOURCES_QUERY, {
      variables: {type: SITEMAP_TYPES[name].type, page: pageNumber},
      cache: CacheLong(),
    }),
    membersOnly.then((gated) => excludedCountries(storefront, name, gated)),
  ]);
  if (pageNumber > (data.sitemap.pagesCount?.count ?? 0)) return notFound();

  const {byHost} = resolveMarket(request.url);
  const origin = byHost ? marketOrigin : new URL(request.url).origin;
  const urls = (data.sitemap.resources?.items ?? []).flatMap(({handle, updatedAt}) => {
    const exclude = excluded(handle);
    if (exclude.includes(market.countryCode)) return [];
    const alternates = hreflangAlternates(`${SITEMAP_TYPES[name].path}${handle}`, {origin, exclude});
    const loc = alternates.find((alternate) => alternate.hrefLang === market.locale)!.href;
    return [
      [
        '<url>',
        `  <loc>${xmlEscape(loc)}</loc>`,
        `  <lastmod>${xmlEscape(updatedAt)}</lastmod>`,
        '  <changefreq>weekly</changefreq>',
        ...alternates.map(
          ({hrefLang, href}) =>
            `  <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${xmlEscape(href)}" />`,
        ),
        '</url>',
      ].join('\n'),
    ];
  });
  // An empty sitemap upsets search consoles; like Hydrogen's helper, list the home page instead.
  const home = typeof origin === 'string' ? origin + localizePath('/', market) : `${marketOrigin(market)}/`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...(urls.length ? urls : [`<url><loc>${xmlEscape(home)}</loc></url>`]),
    '</urlset>',
  ].join('\n');
  return new Response(body, {headers: SITEMAP_HEADERS});
}

function notFound(): Response {
  return new Response('Sitemap not found', {status: 404, headers: {'Content-Type': 'text/plain'}});
}

type Exclusions = (handle: string) => readonly CountryCode[];
const ALL_COUNTRIES = MARKETS.map((market) => market.countryCode);
const NONE: readonly CountryCode[] = [];

/** For each handle of a type, the countries it must not be indexed in (all, for a members-only one). */
async function excludedCountries(
  storefront: Storefront,
  type: SitemapTypeName,
  membersOnly: readonly string[],
): Promise<Exclusions> {
  if (type === 'products') {
    const byHandle = new Map<string, readonly CountryCode[]>();
    const query = [
      ...['noindex-intl', ...MARKETS.map((m) => `noindex-${m.countryCode.toLowerCase()}`)].map(
        (tag) => `tag:${tag}`,
      ),
      ...membersOnly.map((handle) => `tag:"gated::${handle.replace(/["\\]/g, '')}"`),
    ].join(' OR ');
    let after: string | null = null;
    do {
      const {products}: {products: {nodes: Array<{handle: string; tags: string[]}>; pageInfo: PageInfo}} =
        await storefront.query(NOINDEX_PRODUCTS_QUERY, {variables: {query, after}, cache: CacheLong()});
      for (const product of products.nodes)
        byHandle.set(
          product.handle,
          gatedCollectionsOfProduct(product.tags).length > 0
            ? ALL_COUNTRIES
            : noindexCountriesForTags(product.tags),
        );
      after = products.pageInfo.hasNextPage ? (products.pageInfo.endCursor ?? null) : null;
    } while (after);
    return (handle) => byHandle.get(handle) ?? NONE;
  }
  const noindex = new Set<string>(type === 'collections' ? membersOnly : []);
  let after: string | null = null;
  do {
    const connection: {
      nodes: Array<{handle: string; noindex?: {value: string} | null; gated?: {value: string} | null}>;
      pageInfo: PageInfo;
    } =
      type === 'collections'
        ? (await storefront.query(COLLECTIONS_NOINDEX_QUERY, {variables: {after}, cache: CacheLong()}))
            .collections
        : (await storefront.query(PAGES_NOINDEX_QUERY, {variables: {after}, cache: CacheLong()})).pages;
    for (const node of connection.nodes) {
      if (node.noindex?.value === 'true' || node.gated?.value === 'true') noindex.add(node.handle);
    }
    after = connection.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null;
  } while (after);
  return (handle) => (noindex.has(handle) ? ALL_COUNTRIES : NONE);
}

interface PageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}
