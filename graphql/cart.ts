/**
 * The cart shape Hydrogen's cart handler returns after every query and mutation.
 * The handler requires the fragment to be named `CartApiQuery`.
 */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartMoney on MoneyV2 {
    amount
    currencyCode
  }
  fragment CartLine on CartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      subtotalAmount {
        ...CartMoney
      }
      totalAmount {
        ...CartMoney
      }
    }
    discountAllocations {
      __typename
      discountedAmount {
        ...CartMoney
      }
      ... on CartAutomaticDiscountAllocation {
        title
      }
      discountApplication {
        value {
          ... on PricingPercentageValue {
            percentage
          }
        }
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        sku
        title
        availableForSale
        image {
          id
          url
          altText
          width
          height
        }
        selectedOptions {
          name
          value
        }
        price {
          ...CartMoney
        }
        product {
          id
          handle
          title
          productType
          isGiftCard
          tags
          gatedDiscount: metafield(namespace: "custom", key: "gated_discount") {
            value
          }
        }
      }
    }
  }
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    totalQuantity
    createdAt
    updatedAt
    note
    buyerIdentity {
      countryCode
      email
      phone
      customer {
        id
      }
    }
    attributes {
      key
      value
    }
    lines(first: $numCartLines) {
      nodes {
        ...CartLine
      }
    }
    cost {
      subtotalAmount {
        ...CartMoney
      }
      totalAmount {
        ...CartMoney
      }
      totalTaxAmount {
        ...CartMoney
      }
    }
    discountCodes {
      code
      applicable
    }
    deliveryGroups(first: 1) {
      nodes {
        deliveryOptions {
          handle
          estimatedCost {
            ...CartMoney
          }
        }
      }
    }
    delivery {
      addresses {
        id
        selected
        address {
          ... on CartDeliveryAddress {
            countryCode
          }
        }
      }
    }
  }
` as const;

/**
 * What the bag must know of the variants about to be added: whether they are gift cards (they
 * cannot share a bag with other products) and their products' tags (members-only products are
 * for their members).
 */
export const MERCHANDISE_KINDS_QUERY = `#graphql
  query MerchandiseKinds($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        product {
          isGiftCard
          tags
        }
      }
    }
  }
` as const;

/** The free-gift configurations (one per country) the merchant keeps as metaobjects. */
export const GIFT_CONFIGURATION_QUERY = `#graphql
  query GiftConfiguration($type: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    metaobjects(type: $type, first: $first) {
      nodes {
        handle
        fields {
          key
          value
          reference {
            ... on ProductVariant {
              id
              title
              availableForSale
              image {
                url
                width
                height
              }
            }
          }
        }
      }
    }
  }
` as const;

/**
 * The variants a cart permalink names, with what decides whether this shopper may buy them
 * together: members-only tags, gift cards, availability.
 */
export const PERMALINK_VARIANTS_QUERY = `#graphql
  query PermalinkVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        availableForSale
        product {
          handle
          tags
          isGiftCard
        }
      }
    }
  }
` as const;
