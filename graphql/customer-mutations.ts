/**
 * Classic customer account mutations. Every one answers `customerUserErrors` with Shopify's
 * `CustomerErrorCode`s, which the app turns into words in the shopper's language.
 */

const CUSTOMER_USER_ERRORS = `#graphql
  fragment CustomerUserErrors on CustomerUserError {
    code
    field
    message
  }
` as const;

const ACCESS_TOKEN = `#graphql
  fragment AccessToken on CustomerAccessToken {
    accessToken
    expiresAt
  }
` as const;

export const CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION = `#graphql
  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken {
        ...AccessToken
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${ACCESS_TOKEN}
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION = `#graphql
  mutation CustomerAccessTokenDelete($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_CREATE_MUTATION = `#graphql
  mutation CustomerCreate($input: CustomerCreateInput!) {
    customerCreate(input: $input) {
      customer {
        id
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_ACTIVATE_MUTATION = `#graphql
  mutation CustomerActivate($id: ID!, $input: CustomerActivateInput!) {
    customerActivate(id: $id, input: $input) {
      customerAccessToken {
        ...AccessToken
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${ACCESS_TOKEN}
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_ACTIVATE_BY_URL_MUTATION = `#graphql
  mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!) {
    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
      customerAccessToken {
        ...AccessToken
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${ACCESS_TOKEN}
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_RECOVER_MUTATION = `#graphql
  mutation CustomerRecover($email: String!) {
    customerRecover(email: $email) {
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_RESET_MUTATION = `#graphql
  mutation CustomerReset($id: ID!, $input: CustomerResetInput!) {
    customerReset(id: $id, input: $input) {
      customerAccessToken {
        ...AccessToken
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${ACCESS_TOKEN}
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customerAccessToken {
        ...AccessToken
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${ACCESS_TOKEN}
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_ADDRESS_CREATE_MUTATION = `#graphql
  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_ADDRESS_DELETE_MUTATION = `#graphql
  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
      deletedCustomerAddressId
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
      customer {
        id
      }
      customerUserErrors {
        ...CustomerUserErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;
