/** Page counts of the sitemap types the store has pages for. */
export const SITEMAP_COUNTS_QUERY = `#graphql
  query SitemapCounts {
    products: sitemap(type: PRODUCT) {
      pagesCount {
        count
      }
    }
    collections: sitemap(type: COLLECTION) {
      pagesCount {
        count
      }
    }
    pages: sitemap(type: PAGE) {
      pagesCount {
        count
      }
    }
  }
` as const;

/** One page of one sitemap type, as Hydrogen's sitemap helper asks for it, plus the page count. */
export const SITEMAP_RESOURCES_QUERY = `#graphql
  query SitemapResources($type: SitemapType!, $page: Int!) {
    sitemap(type: $type) {
      pagesCount {
        count
      }
      resources(page: $page) {
        hasNextPage
        items {
          handle
          updatedAt
        }
      }
    }
  }
` as const;

/** Products whose tags keep them out of some markets' search engines (`noindex-…` tags). */
export const NOINDEX_PRODUCTS_QUERY = `#graphql
  query NoindexProducts($query: String!, $after: String) {
    products(first: 250, after: $after, query: $query) {
      nodes {
        handle
        tags
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const;

/** Collections, their noindex flag (`custom.noindex`) and whether they are members-only (`custom.gated`). */
export const COLLECTIONS_NOINDEX_QUERY = `#graphql
  query CollectionsNoindex($after: String) {
    collections(first: 250, after: $after) {
      nodes {
        handle
        noindex: metafield(namespace: "custom", key: "noindex") {
          value
        }
        gated: metafield(namespace: "custom", key: "gated") {
          value
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const;

/** Pages and their noindex flag (`custom.noindex`). */
export const PAGES_NOINDEX_QUERY = `#graphql
  query PagesNoindex($after: String) {
    pages(first: 250, after: $after) {
      nodes {
        handle
        noindex: metafield(namespace: "custom", key: "noindex") {
          value
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const;
