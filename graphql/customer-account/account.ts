/**
 * The current customer accounts: what the account pages read and change over Shopify's Customer
 * Account API (the token is Hydrogen's customer account client's). The same limits as the
 * classic accounts: up to 100 addresses and 100 line items per order; orders come a page at a time.
 */

/** The signed-in customer as every page needs it: who, and the tags that decide gated and member treatment. */
export const CA_CURRENT_CUSTOMER_QUERY = `#graphql
  query CustomerAccountCurrentCustomer {
    customer {
      id
      firstName
      lastName
      tags
      emailAddress {
        emailAddress
      }
    }
  }
` as const;

const CA_ADDRESS_FRAGMENT = `#graphql
  fragment CustomerAccountAddress on CustomerAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    province
    zoneCode
    territoryCode
    zip
    phoneNumber
    formatted(withName: true, withCompany: true)
  }
` as const;

/** Account info: the profile fields the account page shows. */
export const CA_PROFILE_QUERY = `#graphql
  query CustomerAccountProfile {
    customer {
      firstName
      lastName
      emailAddress {
        emailAddress
        marketingState
      }
      phoneNumber {
        phoneNumber
      }
    }
  }
` as const;

/** The address book (and the default cart address): every address and which one is the default. */
export const CA_ADDRESSES_QUERY = `#graphql
  query CustomerAccountAddresses {
    customer {
      defaultAddress {
        id
      }
      addresses(first: 100) {
        nodes {
          ...CustomerAccountAddress
        }
      }
    }
  }
  ${CA_ADDRESS_FRAGMENT}
` as const;

const CA_ORDER_SUMMARY_FRAGMENT = `#graphql
  fragment CustomerAccountOrderSummary on Order {
    id
    name
    processedAt
    financialStatus
    fulfillmentStatus
    totalPrice {
      amount
      currencyCode
    }
  }
` as const;

/** The dashboard: profile, default address, how many addresses and orders, and the latest order. */
export const CA_DASHBOARD_QUERY = `#graphql
  query CustomerAccountDashboard {
    customer {
      firstName
      lastName
      creationDate
      emailAddress {
        emailAddress
      }
      defaultAddress {
        formatted(withName: true, withCompany: true)
      }
      addresses(first: 100) {
        nodes {
          id
        }
      }
      latest: orders(first: 1, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...CustomerAccountOrderSummary
        }
      }
      counted: orders(first: 250) {
        nodes {
          id
        }
      }
    }
  }
  ${CA_ORDER_SUMMARY_FRAGMENT}
` as const;

/** Order history, newest first, a page at a time (Hydrogen's pagination variables). */
export const CA_ORDERS_QUERY = `#graphql
  query CustomerAccountOrders($first: Int, $last: Int, $startCursor: String, $endCursor: String) {
    customer {
      orders(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        sortKey: PROCESSED_AT
        reverse: true
      ) {
        nodes {
          ...CustomerAccountOrderSummary
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
  ${CA_ORDER_SUMMARY_FRAGMENT}
` as const;

/** One order; the API answers null for an order that is not the signed-in customer's. */
export const CA_ORDER_QUERY = `#graphql
  query CustomerAccountOrder($orderId: ID!) {
    order(id: $orderId) {
      ...CustomerAccountOrderSummary
      email
      statusPageUrl
      fulfillments(first: 20) {
        nodes {
          trackingInformation {
            company
            number
            url
          }
        }
      }
      lineItems(first: 100) {
        nodes {
          title
          quantity
          refundableQuantity
          totalPrice {
            amount
            currencyCode
          }
          customAttributes {
            key
            value
          }
          sku
          variantTitle
          variantOptions {
            name
            value
          }
          productId
          image {
            url
            altText
            width
            height
          }
        }
      }
      shippingAddress {
        formatted(withName: true, withCompany: true)
      }
      subtotal {
        amount
        currencyCode
      }
      totalShipping {
        amount
        currencyCode
      }
      totalTax {
        amount
        currencyCode
      }
    }
  }
  ${CA_ORDER_SUMMARY_FRAGMENT}
` as const;

/** A member's own fields (the shop's savings cap limits come from the Storefront API). */
export const CA_MEMBERSHIP_QUERY = `#graphql
  query CustomerAccountMembership {
    customer {
      metafields(
        identifiers: [
          {namespace: "custom", key: "savings_cap_used"}
          {namespace: "custom", key: "membership_expiry"}
          {namespace: "custom", key: "member_country_code"}
          {namespace: "custom", key: "eligible_to_reapply"}
        ]
      ) {
        key
        value
      }
    }
  }
` as const;

const CA_USER_ERRORS = `#graphql
  fragment CustomerAccountAddressErrors on UserErrorsCustomerAddressUserErrors {
    code
    field
    message
  }
` as const;

export const CA_CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation CustomerAccountUpdate($input: CustomerUpdateInput!) {
    customerUpdate(input: $input) {
      customer {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const CA_ADDRESS_CREATE_MUTATION = `#graphql
  mutation CustomerAccountAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {
    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {
      customerAddress {
        id
      }
      userErrors {
        ...CustomerAccountAddressErrors
      }
    }
  }
  ${CA_USER_ERRORS}
` as const;

export const CA_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerAccountAddressUpdate(
    $addressId: ID!
    $address: CustomerAddressInput
    $defaultAddress: Boolean
  ) {
    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {
      customerAddress {
        id
      }
      userErrors {
        ...CustomerAccountAddressErrors
      }
    }
  }
  ${CA_USER_ERRORS}
` as const;

export const CA_ADDRESS_DELETE_MUTATION = `#graphql
  mutation CustomerAccountAddressDelete($addressId: ID!) {
    customerAddressDelete(addressId: $addressId) {
      deletedAddressId
      userErrors {
        ...CustomerAccountAddressErrors
      }
    }
  }
  ${CA_USER_ERRORS}
` as const;
