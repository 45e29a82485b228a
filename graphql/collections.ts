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
