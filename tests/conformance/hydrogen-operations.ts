/**
 * Operations a Hydrogen app sends that the store itself does not (yet): search, predictive
 * search and sitemaps in the shapes Hydrogen documents (its skeleton's search route and its
 * sitemap helpers), the consent query of Hydrogen's browser code, and `getShopAnalytics`' query. Written here in the same
 * shapes, so the emulator is held to what any Hydrogen app of this release would ask.
 */
export interface HydrogenOperation {
  name: string;
  document: string;
  variables: Record<string, unknown>;
  /** Only these API versions serve it (default: every version). */
  versions?: readonly string[];
  /** Says whether the answer carries data a page could show. */
  hasData: (data: Record<string, unknown>) => boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const SEARCH = `#graphql
  query RegularSearch($country: CountryCode, $language: LanguageCode, $term: String!, $first: Int, $last: Int, $endCursor: String, $startCursor: String)
  @inContext(country: $country, language: $language) {
    articles: search(query: $term, types: [ARTICLE], first: $first) {
      nodes { ... on Article { __typename handle id title trackingParameters } }
    }
    pages: search(query: $term, types: [PAGE], first: $first) {
      nodes { ... on Page { __typename handle id title trackingParameters } }
    }
    products: search(
      query: $term
      types: [PRODUCT]
      sortKey: RELEVANCE
      unavailableProducts: HIDE
      first: $first
      last: $last
      after: $endCursor
      before: $startCursor
    ) {
      totalCount
      productFilters { id label type values { id label count input } }
      nodes {
        ... on Product {
          __typename handle id publishedAt title trackingParameters vendor
          selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
            id
            image { url altText width height }
            price { amount currencyCode }
            compareAtPrice { amount currencyCode }
            selectedOptions { name value }
            product { handle title }
          }
        }
      }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`;

const PREDICTIVE_SEARCH = `#graphql
  query PredictiveSearch($country: CountryCode, $language: LanguageCode, $limit: Int!, $limitScope: PredictiveSearchLimitScope!, $term: String!, $types: [PredictiveSearchType!])
  @inContext(country: $country, language: $language) {
    predictiveSearch(limit: $limit, limitScope: $limitScope, query: $term, types: $types) {
      articles { __typename id title handle blog { handle } image { url altText width height } trackingParameters }
      collections { __typename id title handle image { url altText width height } trackingParameters }
      pages { __typename id title handle trackingParameters }
      products {
        __typename id title handle trackingParameters
        selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
          id
          image { url altText width height }
          price { amount currencyCode }
        }
      }
      queries { __typename text styledText trackingParameters }
    }
  }
`;

const pagesCount = (type: string, alias: string) =>
  `${alias}: sitemap(type: ${type}) { pagesCount { count } }`;

const SITEMAP_INDEX = `#graphql
  query SitemapIndex {
    ${pagesCount('PRODUCT', 'products')}
    ${pagesCount('COLLECTION', 'collections')}
    ${pagesCount('ARTICLE', 'articles')}
    ${pagesCount('PAGE', 'pages')}
    ${pagesCount('BLOG', 'blogs')}
    ${pagesCount('METAOBJECT', 'metaObjects')}
  }
`;

const sitemapPage = (name: string, type: string, extra = '') => `#graphql
  query ${name}($page: Int!) {
    sitemap(type: ${type}) {
      resources(page: $page) {
        items { handle updatedAt ${extra} }
      }
    }
  }
`;

const itemsOf = (data: Json) => data.sitemap.resources.items as unknown[];

export const HYDROGEN_OPERATIONS: HydrogenOperation[] = [
  {
    name: 'RegularSearch',
    document: SEARCH,
    variables: {term: 'jogger', first: 8},
    hasData: (data: Json) => data.products.nodes.length > 0 && data.products.totalCount > 0,
  },
  {
    name: 'RegularSearch (pages)',
    document: SEARCH,
    variables: {term: 'shipping', first: 8},
    hasData: (data: Json) => data.pages.nodes.length > 0,
  },
  {
    name: 'PredictiveSearch',
    document: PREDICTIVE_SEARCH,
    variables: {
      term: 'jog',
      limit: 10,
      limitScope: 'EACH',
      types: ['ARTICLE', 'COLLECTION', 'PAGE', 'PRODUCT', 'QUERY'],
    },
    hasData: (data: Json) =>
      data.predictiveSearch.products.length > 0 &&
      data.predictiveSearch.collections.length > 0 &&
      data.predictiveSearch.queries.length > 0,
  },
  {
    name: 'SitemapIndex',
    document: SITEMAP_INDEX,
    variables: {},
    hasData: (data: Json) => data.products.pagesCount.count > 0 && data.pages.pagesCount.count > 0,
  },
  ...(
    [
      ['SitemapProducts', 'PRODUCT'],
      ['SitemapCollections', 'COLLECTION'],
      ['SitemapArticles', 'ARTICLE'],
      ['SitemapPages', 'PAGE'],
      ['SitemapBlogs', 'BLOG'],
    ] as const
  ).map(([name, type]) => ({
    name,
    document: sitemapPage(name, type),
    variables: {page: 1},
    hasData: (data: Json) => itemsOf(data).length > 0,
  })),
  {
    name: 'SitemapMetaobjects',
    document: sitemapPage('SitemapMetaobjects', 'METAOBJECT', '... on SitemapResourceMetaobject { type }'),
    variables: {page: 1},
    // The seed has no metaobject type with web pages: an empty list is the right answer.
    hasData: (data: Json) => Array.isArray(itemsOf(data)),
  },
  {
    name: 'ensureCookies',
    document: 'query ensureCookies { consentManagement { cookies(visitorConsent:{}) { cookieDomain } } }',
    variables: {},
    versions: ['unstable'],
    hasData: (data: Json) => 'cookieDomain' in data.consentManagement.cookies,
  },
  {
    // `getShopAnalytics`, for Shopify's analytics.
    name: 'ShopData',
    document: `query ShopData($country: CountryCode, $language: LanguageCode)
      @inContext(country: $country, language: $language) {
      shop { id }
      localization { country { currency { isoCode } } language { isoCode } }
    }`,
    variables: {},
    hasData: (data: Json) =>
      /^gid:\/\/shopify\/Shop\/\d+$/.test(data.shop.id) &&
      Boolean(data.localization.country.currency.isoCode),
  },
];
