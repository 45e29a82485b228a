import {MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT} from './fragments';

/**
 * A product in a list (related products, the home page's): a card plus what the shoppable and
 * members-only rules read, and the gated discount values a member's price comes from.
 */
const PRODUCT_LIST_ITEM_FRAGMENT = `#graphql
  fragment ProductListItem on Product {
    ...ProductCard
    tags
    availableForSale
    gatedDiscount: metafield(namespace: "custom", key: "gated_discount") {
      value
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

/** Products for the home page grid, with what the listing rule reads (tags, availability, type). */
export const HOME_PRODUCTS_QUERY = `#graphql
  query HomeProducts($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, sortKey: BEST_SELLING) {
      nodes {
        ...ProductListItem
        productType
      }
    }
  }
  ${PRODUCT_LIST_ITEM_FRAGMENT}
` as const;

/**
 * The product page's metafields, read in one list: merchandising texts and flags (`custom`) and
 * the rating summary a reviews app keeps in Shopify's standard `reviews` metafields.
 */
export const PRODUCT_METAFIELD_IDENTIFIERS = [
  {namespace: 'custom', key: 'subtitle'},
  {namespace: 'custom', key: 'fabric'},
  {namespace: 'custom', key: 'material_image'},
  {namespace: 'custom', key: 'care'},
  {namespace: 'custom', key: 'features'},
  {namespace: 'custom', key: 'performance'},
  {namespace: 'custom', key: 'inseam'},
  {namespace: 'custom', key: 'fit_notes'},
  {namespace: 'custom', key: 'product_scales'},
  {namespace: 'custom', key: 'cms_components'},
  {namespace: 'custom', key: 'gated_discount'},
  {namespace: 'custom', key: 'gallery_video_autoplay'},
  {namespace: 'custom', key: 'gallery_video_loop'},
  {namespace: 'custom', key: 'gallery_video_muted'},
  {namespace: 'custom', key: 'gallery_video_controls'},
  {namespace: 'custom', key: 'gallery_last_video_desktop'},
  {namespace: 'custom', key: 'gallery_last_video_mobile'},
  {namespace: 'custom', key: 'gallery_button_display'},
  {namespace: 'custom', key: 'gallery_button_target'},
  {namespace: 'custom', key: 'full_width_video'},
  {namespace: 'reviews', key: 'rating'},
  {namespace: 'reviews', key: 'rating_count'},
] as const;

/** An option with its values and their swatches (colour or image). */
const OPTION_WITH_SWATCHES_FRAGMENT = `#graphql
  fragment OptionWithSwatches on ProductOption {
    name
    optionValues {
      name
      swatch {
        color
        image {
          previewImage {
            url
          }
        }
      }
    }
  }
` as const;

/**
 * Everything the product page renders above the fold, in one request: the product with its
 * options, up to 20 variants and 10 media, its metafields, and the shop's product-page
 * marketing message.
 */
export const PRODUCT_QUERY = `#graphql
  query Product(
    $handle: String!
    $metafields: [HasMetafieldsIdentifier!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      descriptionHtml
      description
      tags
      productType
      availableForSale
      isGiftCard
      seo {
        title
        description
      }
      options {
        ...OptionWithSwatches
      }
      media(first: 10) {
        nodes {
          __typename
          ... on MediaImage {
            id
            image {
              url
              altText
              width
              height
            }
          }
          ... on Video {
            id
            alt
            previewImage {
              url
              altText
              width
              height
            }
            sources {
              url
              mimeType
              width
              height
            }
          }
        }
      }
      variants(first: 20) {
        nodes {
          id
          sku
          availableForSale
          selectedOptions {
            name
            value
          }
          price {
            ...Money
          }
          compareAtPrice {
            ...Money
          }
        }
      }
      metafields(identifiers: $metafields) {
        namespace
        key
        value
        reference {
          ... on MediaImage {
            image {
              url
            }
          }
        }
      }
    }
    shop {
      marketingMessage: metafield(namespace: "custom", key: "pdp_marketing_message") {
        value
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${OPTION_WITH_SWATCHES_FRAGMENT}
` as const;

/**
 * What the product page streams in after the first paint, in one request: related products
 * (10), the family's other colours with their swatches when the product has a family tag,
 * and the products the personalisation service recommends; the product's own tags say who may
 * have them.
 */
export const PRODUCT_EXTRAS_QUERY = `#graphql
  query ProductExtras(
    $handle: String!
    $familyQuery: String!
    $withFamily: Boolean!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    current: product(handle: $handle) {
      tags
    }
    recommendations: productRecommendations(productHandle: $handle) {
      ...ProductListItem
    }
    family: products(first: 25, query: $familyQuery) @include(if: $withFamily) {
      nodes {
        id
        handle
        title
        tags
        availableForSale
        options {
          ...OptionWithSwatches
        }
        materialImage: metafield(namespace: "custom", key: "material_image") {
          reference {
            ... on MediaImage {
              image {
                url
              }
            }
          }
        }
      }
    }
  }
  ${PRODUCT_LIST_ITEM_FRAGMENT}
  ${OPTION_WITH_SWATCHES_FRAGMENT}
` as const;

/** A product's tags, for the members-only rule of what is read by its id (its reviews). */
export const PRODUCT_TAGS_QUERY = `#graphql
  query ProductTags($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(id: $id) {
      tags
    }
  }
` as const;

/** A collection's title for the breadcrumbs (`collectionTitleByHandle`) and whether it is members-only, cached per handle. */
export const COLLECTION_TITLE_QUERY = `#graphql
  query CollectionTitleByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      title
      gated: metafield(namespace: "custom", key: "gated") {
        value
      }
    }
  }
` as const;
