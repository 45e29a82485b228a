/**
 * The bag's fields, shared by the cart query and every cart mutation's answer (below): a bag
 * change answers with the whole bag, so the bag is never read again after it.
 */
const CART_FIELDS = `#graphql
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
  fragment CartHead on Cart {
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
            address1
          }
        }
      }
    }
  }
` as const;

/**
 * The cart shape Hydrogen's cart handler returns after a query; the handler requires the name
 * `CartApiQuery`. All of a bag's lines: the handler passes `numCartLines` (see `CART_LINE_LIMIT`).
 */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    ...CartHead
    lines(first: $numCartLines) {
      nodes {
        ...CartLine
      }
    }
  }
  ${CART_FIELDS}
` as const;

/**
 * The same shape in the answer of every cart mutation (create, lines, codes, buyer, attributes),
 * named `CartApiMutation` as the handler requires. Mutations take no `numCartLines`: a bag holds
 * at most 250 lines, and the answer carries them all.
 */
export const CART_MUTATION_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    ...CartHead
    lines(first: 250) {
      nodes {
        ...CartLine
      }
    }
  }
  ${CART_FIELDS}
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
