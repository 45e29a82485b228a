/** A collection page's header and SEO fields (its products come from the search service). */
export const COLLECTION_QUERY = `#graphql
  query Collection($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      seo {
        title
        description
      }
      alternateTitle: metafield(namespace: "custom", key: "alternate_title") {
        value
      }
      noindex: metafield(namespace: "custom", key: "noindex") {
        value
      }
      footerSeoTitle: metafield(namespace: "custom", key: "footer_seo_title") {
        value
      }
      footerSeoText: metafield(namespace: "custom", key: "footer_seo_text") {
        value
      }
      gated: metafield(namespace: "custom", key: "gated") {
        value
      }
    }
  }
` as const;

/** The `/collections` index: a page of the shop's collections, with what a card shows. */
export const COLLECTIONS_INDEX_QUERY = `#graphql
  query CollectionsIndex(
    $country: CountryCode
    $language: LanguageCode
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
  ) @inContext(country: $country, language: $language) {
    collections(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: TITLE) {
      nodes {
        id
        handle
        title
        image {
          url
          altText
          width
          height
        }
        gated: metafield(namespace: "custom", key: "gated") {
          value
        }
      }
      pageInfo {
        hasPreviousPage
        hasNextPage
        startCursor
        endCursor
      }
    }
  }
` as const;
