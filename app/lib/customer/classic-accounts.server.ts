import type {AppLoadContext} from '@shopify/remix-oxygen';
import {
  CURRENT_CUSTOMER_QUERY,
  CUSTOMER_ADDRESSES_QUERY,
  CUSTOMER_DASHBOARD_QUERY,
  CUSTOMER_ORDER_QUERY,
  CUSTOMER_ORDERS_QUERY,
  CUSTOMER_PROFILE_QUERY,
} from '@graphql/customer';
import {CUSTOMER_MEMBERSHIP_QUERY} from '@graphql/customer-membership';
import {
  CUSTOMER_ADDRESS_CREATE_MUTATION,
  CUSTOMER_ADDRESS_DELETE_MUTATION,
  CUSTOMER_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_UPDATE_MUTATION,
} from '@graphql/customer-mutations';
import {attemptAccountMutation, attemptAccountRequest} from './account-request.server';
import {
  addressRecordOf,
  type AccountSource,
  type FinancialStatus,
  type FulfillmentStatus,
  type OrderSummaryRecord,
} from './account-source.server';
import {mailingAddressInput} from './address-form';
import {numericIdOf} from './global-id';
import {classicAccessToken, dropClassicToken, rememberCustomerToken} from './session-token.server';

/**
 * The classic customer accounts: the Storefront API with the customer access token the
 * session keeps (docs/decisions/023-customer-accounts.md).
 */

const noCache = (context: AppLoadContext) => ({cache: context.storefront.CacheNone()});

function orderSummary(order: {
  id: string;
  name: string;
  processedAt: string;
  financialStatus?: string | null;
  fulfillmentStatus: string;
  totalPrice: {amount: string; currencyCode: string};
}): OrderSummaryRecord {
  return {
    id: order.id,
    name: order.name,
    processedAt: order.processedAt,
    financialStatus: (order.financialStatus as FinancialStatus | null | undefined) ?? null,
    fulfillmentStatus: order.fulfillmentStatus as FulfillmentStatus,
    totalPrice: order.totalPrice,
  };
}

export const classicAccounts: AccountSource = {
  system: 'classic',
  features: {editContactAndPassword: true, deleteDefaultAddress: true, ownSignInPages: true},

  async signedInCustomer(context) {
    const token = classicAccessToken(context);
    if (!token) return null;
    const {customer} = await context.storefront.query(CURRENT_CUSTOMER_QUERY, {
      variables: {customerAccessToken: token},
      ...noCache(context),
    });
    if (!customer) {
      // The account is gone or the token was revoked (e.g. a password change elsewhere).
      dropClassicToken(context);
      return null;
    }
    return {
      id: customer.id,
      userId: customer.id.split('/').pop() ?? customer.id,
      email: customer.email ?? null,
      firstName: customer.firstName ?? null,
      lastName: customer.lastName ?? null,
      tags: customer.tags,
    };
  },

  accessToken: async (context) => classicAccessToken(context),

  async profile(context, accessToken) {
    const {customer} = await context.storefront.query(CUSTOMER_PROFILE_QUERY, {
      variables: {customerAccessToken: accessToken},
      ...noCache(context),
    });
    return {
      firstName: customer?.firstName ?? '',
      lastName: customer?.lastName ?? '',
      email: customer?.email ?? '',
      phone: customer?.phone ?? '',
      acceptsMarketing: customer?.acceptsMarketing ?? false,
    };
  },

  /** A new password revokes the old token, so the new one replaces it in the session. */
  async updateProfile(context, accessToken, changes) {
    const result = await attemptAccountRequest('customerUpdate', () =>
      context.storefront.mutate(CUSTOMER_UPDATE_MUTATION, {
        variables: {customerAccessToken: accessToken, customer: changes},
      }),
    );
    if ('failed' in result) return result.failed;
    const payload = result.data.customerUpdate;
    const errors = payload?.customerUserErrors ?? [];
    if (errors.length > 0) return {ok: false, errors};
    if (payload?.customerAccessToken) rememberCustomerToken(context, payload.customerAccessToken);
    return {ok: true};
  },

  async addressBook(context, accessToken) {
    const {customer} = await context.storefront.query(CUSTOMER_ADDRESSES_QUERY, {
      variables: {customerAccessToken: accessToken},
      ...noCache(context),
    });
    return {
      addresses: (customer?.addresses.nodes ?? []).map((address) => addressRecordOf(address)),
      defaultId: customer?.defaultAddress?.id ?? null,
    };
  },

  async createAddress(context, accessToken, fields, makeDefault) {
    const result = await attemptAccountRequest('customerAddressCreate', () =>
      context.storefront.mutate(CUSTOMER_ADDRESS_CREATE_MUTATION, {
        variables: {customerAccessToken: accessToken, address: mailingAddressInput(fields)},
      }),
    );
    if ('failed' in result) return result.failed;
    const payload = result.data.customerAddressCreate;
    if (!payload?.customerAddress) return {ok: false, errors: payload?.customerUserErrors ?? []};
    return makeDefault
      ? classicAccounts.setDefaultAddress(context, accessToken, payload.customerAddress.id)
      : {ok: true};
  },

  async updateAddress(context, accessToken, addressId, fields, makeDefault) {
    const result = await attemptAccountRequest('customerAddressUpdate', () =>
      context.storefront.mutate(CUSTOMER_ADDRESS_UPDATE_MUTATION, {
        variables: {customerAccessToken: accessToken, id: addressId, address: mailingAddressInput(fields)},
      }),
    );
    if ('failed' in result) return result.failed;
    const payload = result.data.customerAddressUpdate;
    if (!payload?.customerAddress) return {ok: false, errors: payload?.customerUserErrors ?? []};
    return makeDefault
      ? classicAccounts.setDefaultAddress(context, accessToken, payload.customerAddress.id)
      : {ok: true};
  },

  deleteAddress: (context, accessToken, addressId) =>
    attemptAccountMutation(
      'customerAddressDelete',
      () =>
        context.storefront.mutate(CUSTOMER_ADDRESS_DELETE_MUTATION, {
          variables: {customerAccessToken: accessToken, id: addressId},
        }),
      (data) => data.customerAddressDelete?.customerUserErrors,
    ),

  setDefaultAddress: (context, accessToken, addressId) =>
    attemptAccountMutation(
      'customerDefaultAddressUpdate',
      () =>
        context.storefront.mutate(CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION, {
          variables: {customerAccessToken: accessToken, addressId},
        }),
      (data) => data.customerDefaultAddressUpdate?.customerUserErrors,
    ),

  async orders(context, accessToken, page) {
    const {customer} = await context.storefront.query(CUSTOMER_ORDERS_QUERY, {
      variables: {customerAccessToken: accessToken, ...page},
      ...noCache(context),
    });
    return {
      nodes: (customer?.orders.nodes ?? []).map(orderSummary),
      pageInfo: customer?.orders.pageInfo ?? {
        hasPreviousPage: false,
        hasNextPage: false,
        startCursor: null,
        endCursor: null,
      },
    };
  },

  async order(context, accessToken, orderId) {
    const {customer} = await context.storefront.query(CUSTOMER_ORDER_QUERY, {
      variables: {customerAccessToken: accessToken, orderQuery: `id:${orderId}`},
      ...noCache(context),
    });
    const order = customer?.orders.nodes[0];
    if (!order || numericIdOf(order.id) !== orderId) return null;
    return {
      ...orderSummary(order),
      email: order.email ?? null,
      statusUrl: order.statusUrl,
      shipments:
        order.successfulFulfillments?.map((fulfillment) => ({
          company: fulfillment.trackingCompany ?? null,
          tracking: fulfillment.trackingInfo.map((info) => ({
            number: info.number ?? '',
            url: info.url ?? null,
          })),
        })) ?? [],
      lines: order.lineItems.nodes.map((line) => ({
        title: line.title,
        variantTitle: line.variant?.title ?? null,
        options: line.variant?.selectedOptions ?? [],
        sku: line.variant?.sku ?? null,
        quantity: line.quantity,
        currentQuantity: line.currentQuantity,
        total: line.discountedTotalPrice,
        image: line.variant?.image ?? null,
        productHandle: line.variant?.product.handle ?? null,
        customAttributes: line.customAttributes,
      })),
      shippingAddress: order.shippingAddress?.formatted ?? null,
      subtotal: order.subtotalPrice ?? null,
      shipping: order.totalShippingPrice,
      tax: order.totalTax ?? null,
    };
  },

  async dashboard(context, accessToken) {
    const {customer} = await context.storefront.query(CUSTOMER_DASHBOARD_QUERY, {
      variables: {customerAccessToken: accessToken},
      ...noCache(context),
    });
    const latest = customer?.orders.nodes[0];
    return {
      firstName: customer?.firstName ?? null,
      lastName: customer?.lastName ?? null,
      email: customer?.email ?? null,
      createdAt: customer?.createdAt ?? null,
      orderCount: Number(customer?.orders.totalCount ?? 0),
      latestOrder: latest ? orderSummary(latest) : null,
      addressCount: customer?.addresses.nodes.length ?? 0,
      defaultAddress: customer?.defaultAddress?.formatted ?? null,
    };
  },

  async membership(context, accessToken) {
    const data = await context.storefront.query(CUSTOMER_MEMBERSHIP_QUERY, {
      variables: {customerAccessToken: accessToken},
      ...noCache(context),
    });
    return {
      fields: new Map(
        (data.customer?.metafields ?? []).flatMap((field) => (field ? [[field.key, field.value]] : [])),
      ),
      savingsCapLimits: data.shop.savingsCapLimits?.value ?? null,
    };
  },
};
