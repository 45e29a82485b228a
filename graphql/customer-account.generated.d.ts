/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as CustomerAccountAPI from '@shopify/hydrogen/customer-account-api-types';

export type CustomerAccountCurrentCustomerQueryVariables = CustomerAccountAPI.Exact<{ [key: string]: never; }>;


export type CustomerAccountCurrentCustomerQuery = { customer: (
    Pick<CustomerAccountAPI.Customer, 'id' | 'firstName' | 'lastName' | 'tags'>
    & { emailAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerEmailAddress, 'emailAddress'>> }
  ) };

export type CustomerAccountAddressFragment = Pick<CustomerAccountAPI.CustomerAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zoneCode' | 'territoryCode' | 'zip' | 'phoneNumber' | 'formatted'>;

export type CustomerAccountProfileQueryVariables = CustomerAccountAPI.Exact<{ [key: string]: never; }>;


export type CustomerAccountProfileQuery = { customer: (
    Pick<CustomerAccountAPI.Customer, 'firstName' | 'lastName'>
    & { emailAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerEmailAddress, 'emailAddress' | 'marketingState'>>, phoneNumber?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerPhoneNumber, 'phoneNumber'>> }
  ) };

export type CustomerAccountAddressesQueryVariables = CustomerAccountAPI.Exact<{ [key: string]: never; }>;


export type CustomerAccountAddressesQuery = { customer: { defaultAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerAddress, 'id'>>, addresses: { nodes: Array<Pick<CustomerAccountAPI.CustomerAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zoneCode' | 'territoryCode' | 'zip' | 'phoneNumber' | 'formatted'>> } } };

export type CustomerAccountOrderSummaryFragment = (
  Pick<CustomerAccountAPI.Order, 'id' | 'name' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
  & { totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'> }
);

export type CustomerAccountDashboardQueryVariables = CustomerAccountAPI.Exact<{ [key: string]: never; }>;


export type CustomerAccountDashboardQuery = { customer: (
    Pick<CustomerAccountAPI.Customer, 'firstName' | 'lastName' | 'creationDate'>
    & { emailAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerEmailAddress, 'emailAddress'>>, defaultAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerAddress, 'formatted'>>, addresses: { nodes: Array<Pick<CustomerAccountAPI.CustomerAddress, 'id'>> }, latest: { nodes: Array<(
        Pick<CustomerAccountAPI.Order, 'id' | 'name' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
        & { totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )> }, counted: { nodes: Array<Pick<CustomerAccountAPI.Order, 'id'>> } }
  ) };

export type CustomerAccountOrdersQueryVariables = CustomerAccountAPI.Exact<{
  first?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Int']['input']>;
  last?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Int']['input']>;
  startCursor?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['String']['input']>;
  endCursor?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['String']['input']>;
}>;


export type CustomerAccountOrdersQuery = { customer: { orders: { nodes: Array<(
        Pick<CustomerAccountAPI.Order, 'id' | 'name' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
        & { totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, pageInfo: Pick<CustomerAccountAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } } };

export type CustomerAccountOrderQueryVariables = CustomerAccountAPI.Exact<{
  orderId: CustomerAccountAPI.Scalars['ID']['input'];
}>;


export type CustomerAccountOrderQuery = { order?: CustomerAccountAPI.Maybe<(
    Pick<CustomerAccountAPI.Order, 'email' | 'statusPageUrl' | 'id' | 'name' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
    & { fulfillments: { nodes: Array<{ trackingInformation: Array<Pick<CustomerAccountAPI.TrackingInformation, 'company' | 'number' | 'url'>> }> }, lineItems: { nodes: Array<(
        Pick<CustomerAccountAPI.LineItem, 'title' | 'quantity' | 'refundableQuantity' | 'sku' | 'variantTitle' | 'productId'>
        & { totalPrice?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, customAttributes: Array<Pick<CustomerAccountAPI.Attribute, 'key' | 'value'>>, variantOptions?: CustomerAccountAPI.Maybe<Array<Pick<CustomerAccountAPI.LineItemVariantOption, 'name' | 'value'>>>, image?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
      )> }, shippingAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerAddress, 'formatted'>>, subtotal?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalShipping: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, totalTax?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'> }
  )> };

export type CustomerAccountMembershipQueryVariables = CustomerAccountAPI.Exact<{ [key: string]: never; }>;


export type CustomerAccountMembershipQuery = { customer: { metafields: Array<CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Metafield, 'key' | 'value'>>> } };

export type CustomerAccountAddressErrorsFragment = Pick<CustomerAccountAPI.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>;

export type CustomerAccountUpdateMutationVariables = CustomerAccountAPI.Exact<{
  input: CustomerAccountAPI.CustomerUpdateInput;
}>;


export type CustomerAccountUpdateMutation = { customerUpdate?: CustomerAccountAPI.Maybe<{ customer?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Customer, 'id'>>, userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerAccountAddressCreateMutationVariables = CustomerAccountAPI.Exact<{
  address: CustomerAccountAPI.CustomerAddressInput;
  defaultAddress?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Boolean']['input']>;
}>;


export type CustomerAccountAddressCreateMutation = { customerAddressCreate?: CustomerAccountAPI.Maybe<{ customerAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerAddress, 'id'>>, userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerAccountAddressUpdateMutationVariables = CustomerAccountAPI.Exact<{
  addressId: CustomerAccountAPI.Scalars['ID']['input'];
  address?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.CustomerAddressInput>;
  defaultAddress?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Boolean']['input']>;
}>;


export type CustomerAccountAddressUpdateMutation = { customerAddressUpdate?: CustomerAccountAPI.Maybe<{ customerAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerAddress, 'id'>>, userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerAccountAddressDeleteMutationVariables = CustomerAccountAPI.Exact<{
  addressId: CustomerAccountAPI.Scalars['ID']['input'];
}>;


export type CustomerAccountAddressDeleteMutation = { customerAddressDelete?: CustomerAccountAPI.Maybe<(
    Pick<CustomerAccountAPI.CustomerAddressDeletePayload, 'deletedAddressId'>
    & { userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>> }
  )> };

interface GeneratedQueryTypes {
  "#graphql\n  query CustomerAccountCurrentCustomer {\n    customer {\n      id\n      firstName\n      lastName\n      tags\n      emailAddress {\n        emailAddress\n      }\n    }\n  }\n": {return: CustomerAccountCurrentCustomerQuery, variables: CustomerAccountCurrentCustomerQueryVariables},
  "#graphql\n  query CustomerAccountProfile {\n    customer {\n      firstName\n      lastName\n      emailAddress {\n        emailAddress\n        marketingState\n      }\n      phoneNumber {\n        phoneNumber\n      }\n    }\n  }\n": {return: CustomerAccountProfileQuery, variables: CustomerAccountProfileQueryVariables},
  "#graphql\n  query CustomerAccountAddresses {\n    customer {\n      defaultAddress {\n        id\n      }\n      addresses(first: 100) {\n        nodes {\n          ...CustomerAccountAddress\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountAddress on CustomerAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    zoneCode\n    territoryCode\n    zip\n    phoneNumber\n    formatted(withName: true, withCompany: true)\n  }\n\n": {return: CustomerAccountAddressesQuery, variables: CustomerAccountAddressesQueryVariables},
  "#graphql\n  query CustomerAccountDashboard {\n    customer {\n      firstName\n      lastName\n      creationDate\n      emailAddress {\n        emailAddress\n      }\n      defaultAddress {\n        formatted(withName: true, withCompany: true)\n      }\n      addresses(first: 100) {\n        nodes {\n          id\n        }\n      }\n      latest: orders(first: 1, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          ...CustomerAccountOrderSummary\n        }\n      }\n      counted: orders(first: 250) {\n        nodes {\n          id\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountOrderSummary on Order {\n    id\n    name\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    totalPrice {\n      amount\n      currencyCode\n    }\n  }\n\n": {return: CustomerAccountDashboardQuery, variables: CustomerAccountDashboardQueryVariables},
  "#graphql\n  query CustomerAccountOrders($first: Int, $last: Int, $startCursor: String, $endCursor: String) {\n    customer {\n      orders(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        sortKey: PROCESSED_AT\n        reverse: true\n      ) {\n        nodes {\n          ...CustomerAccountOrderSummary\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountOrderSummary on Order {\n    id\n    name\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    totalPrice {\n      amount\n      currencyCode\n    }\n  }\n\n": {return: CustomerAccountOrdersQuery, variables: CustomerAccountOrdersQueryVariables},
  "#graphql\n  query CustomerAccountOrder($orderId: ID!) {\n    order(id: $orderId) {\n      ...CustomerAccountOrderSummary\n      email\n      statusPageUrl\n      fulfillments(first: 20) {\n        nodes {\n          trackingInformation {\n            company\n            number\n            url\n          }\n        }\n      }\n      lineItems(first: 100) {\n        nodes {\n          title\n          quantity\n          refundableQuantity\n          totalPrice {\n            amount\n            currencyCode\n          }\n          customAttributes {\n            key\n            value\n          }\n          sku\n          variantTitle\n          variantOptions {\n            name\n            value\n          }\n          productId\n          image {\n            url\n            altText\n            width\n            height\n          }\n        }\n      }\n      shippingAddress {\n        formatted(withName: true, withCompany: true)\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      totalShipping {\n        amount\n        currencyCode\n      }\n      totalTax {\n        amount\n        currencyCode\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountOrderSummary on Order {\n    id\n    name\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    totalPrice {\n      amount\n      currencyCode\n    }\n  }\n\n": {return: CustomerAccountOrderQuery, variables: CustomerAccountOrderQueryVariables},
  "#graphql\n  query CustomerAccountMembership {\n    customer {\n      metafields(\n        identifiers: [\n          {namespace: \"custom\", key: \"savings_cap_used\"}\n          {namespace: \"custom\", key: \"membership_expiry\"}\n          {namespace: \"custom\", key: \"member_country_code\"}\n          {namespace: \"custom\", key: \"eligible_to_reapply\"}\n        ]\n      ) {\n        key\n        value\n      }\n    }\n  }\n": {return: CustomerAccountMembershipQuery, variables: CustomerAccountMembershipQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CustomerAccountUpdate($input: CustomerUpdateInput!) {\n    customerUpdate(input: $input) {\n      customer {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccountUpdateMutation, variables: CustomerAccountUpdateMutationVariables},
  "#graphql\n  mutation CustomerAccountAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {\n    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        ...CustomerAccountAddressErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountAddressErrors on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAccountAddressCreateMutation, variables: CustomerAccountAddressCreateMutationVariables},
  "#graphql\n  mutation CustomerAccountAddressUpdate(\n    $addressId: ID!\n    $address: CustomerAddressInput\n    $defaultAddress: Boolean\n  ) {\n    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        ...CustomerAccountAddressErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountAddressErrors on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAccountAddressUpdateMutation, variables: CustomerAccountAddressUpdateMutationVariables},
  "#graphql\n  mutation CustomerAccountAddressDelete($addressId: ID!) {\n    customerAddressDelete(addressId: $addressId) {\n      deletedAddressId\n      userErrors {\n        ...CustomerAccountAddressErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountAddressErrors on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAccountAddressDeleteMutation, variables: CustomerAccountAddressDeleteMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface CustomerAccountQueries extends GeneratedQueryTypes {}
  interface CustomerAccountMutations extends GeneratedMutationTypes {}
}
