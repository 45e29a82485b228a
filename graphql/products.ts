import {MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT} from './fragments';

/** Products for the home page grid, with what the listing rule reads (tags, availability, type). */
export const HOME_PRODUCTS_QUERY = `#graphql
  query HomeProducts($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, sortKey: BEST_SELLING) {
      nodes {
        ...ProductCard
        tags
        availableForSale
        productType
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

/** One product by handle for the product page. */
export const PRODUCT_QUERY = `#graphql
  query Product($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
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
        name
        optionValues {
          name
        }
      }
      images(first: 10) {
        nodes {
          id
          url
          altText
          width
          height
        }
      }
      priceRange {
        minVariantPrice {
          ...Money
        }
      }
      compareAtPriceRange {
        minVariantPrice {
          ...Money
        }
      }
      variants(first: 20) {
        nodes {
          id
          title
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
    }
  }
  ${MONEY_FRAGMENT}
` as const;
