/** The community's stories: blogs and their articles, by handle and by id. */

const ARTICLE_CARD_FRAGMENT = `#graphql
  fragment ArticleCard on Article {
    id
    handle
    title
    excerpt
    publishedAt
    authorV2 {
      name
    }
    image {
      url
      altText
      width
      height
    }
  }
` as const;

export const BLOGS_QUERY = `#graphql
  query Blogs($first: Int!, $articles: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    blogs(first: $first) {
      nodes {
        id
        handle
        title
        articles(first: $articles, sortKey: PUBLISHED_AT, reverse: true) {
          nodes {
            ...ArticleCard
          }
        }
      }
    }
  }
  ${ARTICLE_CARD_FRAGMENT}
` as const;

export const BLOG_QUERY = `#graphql
  query Blog(
    $handle: String
    $id: ID
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    blog(handle: $handle, id: $id) {
      id
      handle
      title
      seo {
        title
        description
      }
      articles(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        sortKey: PUBLISHED_AT
        reverse: true
      ) {
        nodes {
          ...ArticleCard
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
    }
  }
  ${ARTICLE_CARD_FRAGMENT}
` as const;

export const ARTICLE_QUERY = `#graphql
  query Article($blogHandle: String!, $handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    blog(handle: $blogHandle) {
      handle
      title
      articleByHandle(handle: $handle) {
        ...ArticleCard
        contentHtml
        seo {
          title
          description
        }
      }
    }
  }
  ${ARTICLE_CARD_FRAGMENT}
` as const;

/** An article by its global id (content and old links name articles by id). */
export const ARTICLE_BY_ID_QUERY = `#graphql
  query ArticleById($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    article(id: $id) {
      handle
      blog {
        handle
      }
    }
  }
` as const;
