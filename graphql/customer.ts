/**
 * Classic customer accounts: what the account pages read with the customer's access token.
 * Limits follow the store's rules: up to 100 addresses, 100 orders (newest first) and 100
 * line items per order.
 */

/** The signed-in customer as every page needs it: who, and the tags that decide gated and member treatment. */
export const CURRENT_CUSTOMER_QUERY = `#graphql
  query CurrentCustomer($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      email
      firstName
      lastName
      tags
    }
  }
` as const;

const CUSTOMER_ADDRESS_FRAGMENT = `#graphql
  fragment CustomerAddress on MailingAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    province
    provinceCode
    country
    countryCode: countryCodeV2
    zip
    phone
    formatted(withName: true, withCompany: true)
  }
` as const;

/** The dashboard: profile, default address, counts and the latest order. */
export const CUSTOMER_DASHBOARD_QUERY = `#graphql
  query CustomerDashboard($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      firstName
      lastName
      email
      createdAt
      defaultAddress {
        ...CustomerAddress
      }
      addresses(first: 100) {
        nodes {
          id
        }
      }
      orders(first: 1, sortKey: PROCESSED_AT, reverse: true) {
        totalCount
        nodes {
          id
          name
          processedAt
          fulfillmentStatus
          totalPrice {
            amount
            currencyCode
          }
        }
      }
    }
  }
  ${CUSTOMER_ADDRESS_FRAGMENT}
` as const;

/** Account info: the editable profile fields. */
export const CUSTOMER_PROFILE_QUERY = `#graphql
  query CustomerProfile($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      firstName
      lastName
      email
      phone
      acceptsMarketing
    }
  }
` as const;

/** The address book (and the default cart address): every address and which one is the default. */
export const CUSTOMER_ADDRESSES_QUERY = `#graphql
  query CustomerAddresses($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      defaultAddress {
        id
      }
      addresses(first: 100) {
        nodes {
          ...CustomerAddress
        }
      }
    }
  }
  ${CUSTOMER_ADDRESS_FRAGMENT}
` as const;

/** Order history, newest first by the date they were processed, a page at a time (Hydrogen's pagination variables). */
export const CUSTOMER_ORDERS_QUERY = `#graphql
  query CustomerOrders(
    $customerAccessToken: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      orders(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        sortKey: PROCESSED_AT
        reverse: true
      ) {
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
        nodes {
          id
          name
          orderNumber
          processedAt
          financialStatus
          fulfillmentStatus
          totalPrice {
            amount
            currencyCode
          }
        }
      }
    }
  }
` as const;

/** One order of the customer's, looked up among their own orders by id (`id:{orderId}`). */
export const CUSTOMER_ORDER_QUERY = `#graphql
  query CustomerOrder(
    $customerAccessToken: String!
    $orderQuery: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      orders(first: 1, query: $orderQuery) {
        nodes {
          id
          name
          orderNumber
          email
          processedAt
          financialStatus
          fulfillmentStatus
          statusUrl
          successfulFulfillments(first: 20) {
            trackingCompany
            trackingInfo(first: 10) {
              number
              url
            }
          }
          lineItems(first: 100) {
            nodes {
              title
              quantity
              currentQuantity
              discountedTotalPrice {
                amount
                currencyCode
              }
              customAttributes {
                key
                value
              }
              variant {
                id
                sku
                title
                requiresShipping
                image {
                  url
                  altText
                  width
                  height
                }
                selectedOptions {
                  name
                  value
                }
                product {
                  handle
                }
              }
            }
          }
          shippingAddress {
            formatted(withName: true, withCompany: true)
          }
          subtotalPrice {
            amount
            currencyCode
          }
          totalShippingPrice {
            amount
            currencyCode
          }
          totalTax {
            amount
            currencyCode
          }
          totalPrice {
            amount
            currencyCode
          }
        }
      }
    }
  }
` as const;

/** The handles of products named by id (an order's line items name their product by id only). */
export const PRODUCT_HANDLES_QUERY = `#graphql
  query ProductHandles($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on Product {
        id
        handle
      }
    }
  }
` as const;
