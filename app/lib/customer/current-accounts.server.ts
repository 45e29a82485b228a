import type {CustomerAccount} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {
  CA_ADDRESS_CREATE_MUTATION,
  CA_ADDRESS_DELETE_MUTATION,
  CA_ADDRESS_UPDATE_MUTATION,
  CA_ADDRESSES_QUERY,
  CA_CURRENT_CUSTOMER_QUERY,
  CA_CUSTOMER_UPDATE_MUTATION,
  CA_DASHBOARD_QUERY,
  CA_MEMBERSHIP_QUERY,
  CA_ORDER_QUERY,
  CA_ORDERS_QUERY,
  CA_PROFILE_QUERY,
} from '@graphql/customer-account/account';
import type {CustomerAccountOrderSummaryFragment} from '@graphql/customer-account.generated';
import {PRODUCT_HANDLES_QUERY} from '@graphql/customer';
import {SHOP_SAVINGS_CAP_QUERY} from '@graphql/customer-membership';
import {reportError} from '~/lib/errors';
import {attemptAccountMutation} from './account-request.server';
import {
  addressRecordOf,
  type AccountSource,
  type FinancialStatus,
  type FulfillmentStatus,
  type OrderSummaryRecord,
} from './account-source.server';
import {mailingAddressInput, type AddressFields} from './address-form';
import type {CustomerUserError} from './user-errors';

/**
 * Shopify's current customer accounts: the Customer Account API through Hydrogen's client
 * (`context.customerAccount`), which signs in with OAuth and PKCE on Shopify's hosted page,
 * keeps the tokens in our session and refreshes them (decision 054).
 */

function client(context: AppLoadContext): CustomerAccount {
  if (!context.customerAccount) throw new Error('The current customer accounts are not configured');
  return context.customerAccount;
}

/**
 * The Customer Account API reports how an order is being delivered; the account pages show
 * the Storefront API's fulfilment states, so each delivery state is shown as the nearest one.
 */
const FULFILLMENT_STATUS: Record<string, FulfillmentStatus> = {
  DELIVERED: 'FULFILLED',
  PICKED_UP: 'FULFILLED',
  IN_TRANSIT: 'FULFILLED',
  ON_ITS_WAY: 'FULFILLED',
  OUT_FOR_DELIVERY: 'FULFILLED',
  ATTEMPTED_TO_DELIVER: 'FULFILLED',
  READY_FOR_PICKUP: 'FULFILLED',
  MULTIPLE_SHIPMENTS: 'PARTIALLY_FULFILLED',
  PREPARING_FOR_SHIPPING: 'PENDING_FULFILLMENT',
  THERE_WAS_A_PROBLEM: 'ON_HOLD',
  CONFIRMED: 'UNFULFILLED',
};

/** `EXPIRED` (an authorization that lapsed) has no Storefront state; nothing was paid. */
function financialStatus(status: string | null | undefined): FinancialStatus | null {
  if (!status) return null;
  return status === 'EXPIRED' ? 'VOIDED' : (status as FinancialStatus);
}

function orderSummary(order: CustomerAccountOrderSummaryFragment): OrderSummaryRecord {
  return {
    id: order.id,
    name: order.name,
    processedAt: order.processedAt as string,
    financialStatus: financialStatus(order.financialStatus),
    fulfillmentStatus: FULFILLMENT_STATUS[order.fulfillmentStatus] ?? 'UNFULFILLED',
    totalPrice: {amount: String(order.totalPrice.amount), currencyCode: order.totalPrice.currencyCode},
  };
}

const money = (value: {amount: unknown; currencyCode: string} | null | undefined) =>
  value ? {amount: String(value.amount), currencyCode: value.currencyCode} : null;

/** The address form's fields as the Customer Account API takes them (territory and zone codes). */
function addressInput(fields: AddressFields) {
  const {province, country, phone, ...rest} = mailingAddressInput(fields);
  return {...rest, zoneCode: province, territoryCode: country, phoneNumber: phone};
}

/** The address form's names for the Customer Account API's fields. */
const FIELD_NAMES: Record<string, string> = {
  territoryCode: 'country',
  zoneCode: 'province',
  phoneNumber: 'phone',
};

/** The Customer Account API's address error codes in the customer error codes the forms have words for. */
const ERROR_CODES: Record<string, string> = {
  ADDRESS1_MISSING: 'BLANK',
  REQUIRED: 'BLANK',
  TERRITORY_CODE_MISSING: 'BLANK',
  ZONE_CODE_MISSING: 'BLANK',
  ADDRESS_ARGUMENT_EMPTY: 'BLANK',
  CUSTOMER_INPUT_ARGUMENT_EMPTY: 'BLANK',
  TOO_LONG: 'TOO_LONG',
  ADDRESS_ID_DOES_NOT_EXIST: 'NOT_FOUND',
  CUSTOMER_DOES_NOT_EXIST: 'NOT_FOUND',
  CUSTOMER_ADDRESS_ALREADY_EXISTS: 'TAKEN',
};

function customerErrors(
  errors: {code?: string | null; field?: string[] | null; message: string}[],
): CustomerUserError[] {
  return errors.map((error) => ({
    code: ERROR_CODES[error.code ?? ''] ?? 'INVALID',
    field: error.field?.map((part) => FIELD_NAMES[part] ?? part) ?? null,
    message: error.message,
  }));
}

const mutation = <T>(
  operation: string,
  run: () => Promise<T & {errors?: unknown}>,
  errorsOf: (data: T) => {code?: string | null; field?: string[] | null; message: string}[] | undefined,
) => attemptAccountMutation(operation, run, errorsOf, customerErrors);

/** Order lines name their product by id only; its handle (for the link) comes from the Storefront API. */
async function productHandles(context: AppLoadContext, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  try {
    const {nodes} = await context.storefront.query(PRODUCT_HANDLES_QUERY, {
      variables: {ids: [...new Set(ids)]},
      cache: context.storefront.CacheShort(),
    });
    return new Map(
      nodes.flatMap((node) => (node && 'handle' in node ? [[node.id, node.handle] as const] : [])),
    );
  } catch (error) {
    reportError('ACCOUNT-REQUEST-001', error, {operation: 'ProductHandles'});
    return new Map();
  }
}

export const currentAccounts: AccountSource = {
  system: 'current',
  features: {editContactAndPassword: false, deleteDefaultAddress: false, ownSignInPages: false},

  async signedInCustomer(context) {
    const accounts = client(context);
    if (!(await accounts.isLoggedIn())) return null;
    let customer;
    try {
      ({
        data: {customer},
      } = await accounts.query(CA_CURRENT_CUSTOMER_QUERY));
    } catch (error) {
      // Signed out on Shopify's side since (the API answered 401): a guest from now on.
      if (error instanceof Response) return null;
      throw error;
    }
    return {
      id: customer.id,
      userId: customer.id.split('/').pop() ?? customer.id,
      email: customer.emailAddress?.emailAddress ?? null,
      firstName: customer.firstName ?? null,
      lastName: customer.lastName ?? null,
      tags: customer.tags,
    };
  },

  accessToken: async (context) => (await client(context).getAccessToken()) ?? null,

  async profile(context) {
    const {
      data: {customer},
    } = await client(context).query(CA_PROFILE_QUERY);
    return {
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      email: customer.emailAddress?.emailAddress ?? '',
      phone: customer.phoneNumber?.phoneNumber ?? '',
      acceptsMarketing: customer.emailAddress?.marketingState === 'SUBSCRIBED',
    };
  },

  /** Names only: e-mail, phone, marketing consent and sign-in are kept on Shopify's account pages. */
  updateProfile: (context, _accessToken, changes) =>
    mutation(
      'customerUpdate',
      () =>
        client(context).mutate(CA_CUSTOMER_UPDATE_MUTATION, {
          variables: {input: {firstName: changes.firstName, lastName: changes.lastName}},
        }),
      (result) => result.data?.customerUpdate?.userErrors,
    ),

  async addressBook(context) {
    const {
      data: {customer},
    } = await client(context).query(CA_ADDRESSES_QUERY);
    return {
      addresses: customer.addresses.nodes.map((address) =>
        addressRecordOf({
          ...address,
          province: address.zoneCode ?? address.province,
          countryCode: address.territoryCode,
          phone: address.phoneNumber,
        }),
      ),
      defaultId: customer.defaultAddress?.id ?? null,
    };
  },

  createAddress: (context, _accessToken, fields, makeDefault) =>
    mutation(
      'customerAddressCreate',
      () =>
        client(context).mutate(CA_ADDRESS_CREATE_MUTATION, {
          variables: {address: addressInput(fields), defaultAddress: makeDefault},
        }),
      (result) => result.data?.customerAddressCreate?.userErrors,
    ),

  // Unticking "default" leaves the default where it is: the API never demotes it.
  updateAddress: (context, _accessToken, addressId, fields, makeDefault) =>
    mutation(
      'customerAddressUpdate',
      () =>
        client(context).mutate(CA_ADDRESS_UPDATE_MUTATION, {
          variables: {
            addressId,
            address: addressInput(fields),
            ...(makeDefault ? {defaultAddress: true} : {}),
          },
        }),
      (result) => result.data?.customerAddressUpdate?.userErrors,
    ),

  deleteAddress: (context, _accessToken, addressId) =>
    mutation(
      'customerAddressDelete',
      () => client(context).mutate(CA_ADDRESS_DELETE_MUTATION, {variables: {addressId}}),
      (result) => result.data?.customerAddressDelete?.userErrors,
    ),

  setDefaultAddress: (context, _accessToken, addressId) =>
    mutation(
      'customerAddressUpdate',
      () =>
        client(context).mutate(CA_ADDRESS_UPDATE_MUTATION, {variables: {addressId, defaultAddress: true}}),
      (result) => result.data?.customerAddressUpdate?.userErrors,
    ),

  async orders(context, _accessToken, page) {
    const {
      data: {customer},
    } = await client(context).query(CA_ORDERS_QUERY, {variables: page});
    return {nodes: customer.orders.nodes.map(orderSummary), pageInfo: customer.orders.pageInfo};
  },

  async order(context, _accessToken, orderId) {
    const {
      data: {order},
    } = await client(context).query(CA_ORDER_QUERY, {variables: {orderId: `gid://shopify/Order/${orderId}`}});
    if (!order) return null;
    const handles = await productHandles(
      context,
      order.lineItems.nodes.flatMap((line) => (line.productId ? [line.productId] : [])),
    );
    return {
      ...orderSummary(order),
      email: order.email ?? null,
      statusUrl: order.statusPageUrl as string,
      shipments: order.fulfillments.nodes.map((fulfillment) => ({
        company: fulfillment.trackingInformation[0]?.company ?? null,
        tracking: fulfillment.trackingInformation.map((info) => ({
          number: info.number ?? '',
          url: (info.url as string | null | undefined) ?? null,
        })),
      })),
      lines: order.lineItems.nodes.map((line) => ({
        title: line.title,
        variantTitle: line.variantTitle ?? null,
        options: line.variantOptions ?? [],
        sku: line.sku ?? null,
        quantity: line.quantity,
        currentQuantity: line.refundableQuantity,
        total: money(line.totalPrice),
        image: line.image ? {...line.image, url: line.image.url as string} : null,
        productHandle: (line.productId && handles.get(line.productId)) || null,
        customAttributes: line.customAttributes,
      })),
      shippingAddress: order.shippingAddress?.formatted ?? null,
      subtotal: money(order.subtotal),
      shipping: money(order.totalShipping),
      tax: money(order.totalTax),
    };
  },

  async dashboard(context) {
    const {
      data: {customer},
    } = await client(context).query(CA_DASHBOARD_QUERY);
    const latest = customer.latest.nodes[0];
    return {
      firstName: customer.firstName ?? null,
      lastName: customer.lastName ?? null,
      email: customer.emailAddress?.emailAddress ?? null,
      createdAt: customer.creationDate as string,
      orderCount: customer.counted.nodes.length,
      latestOrder: latest ? orderSummary(latest) : null,
      addressCount: customer.addresses.nodes.length,
      defaultAddress: customer.defaultAddress?.formatted ?? null,
    };
  },

  async membership(context) {
    const [{data}, shop] = await Promise.all([
      client(context).query(CA_MEMBERSHIP_QUERY),
      context.storefront.query(SHOP_SAVINGS_CAP_QUERY, {cache: context.storefront.CacheShort()}),
    ]);
    return {
      fields: new Map(data.customer.metafields.flatMap((field) => (field ? [[field.key, field.value]] : []))),
      savingsCapLimits: shop.shop.savingsCapLimits?.value ?? null,
    };
  },
};
