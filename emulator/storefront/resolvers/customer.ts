import {formatAddress} from '../../seed/addresses';
import type {Address, Customer, Order, OrderLineItem} from '../../seed/types';
import {paginate, type ConnectionArgs} from '../connection';
import type {RequestContext, ResolverMap} from '../context';
import type {CustomerInput, IssuedToken, MailingAddressInput} from '../customers';
import {type CustomerUserError} from '../customer-validation';
import {money} from '../money';
import {compareValues, matchesSearch, parseSearchQuery, textMatches} from '../search-syntax';
import {metafieldFields} from './metafields';

/** The customer, token and errors most customer mutations answer with. */
function customerPayload<C, T, E>(result: {customer: C; token: T; errors: E}) {
  return {customer: result.customer, customerAccessToken: result.token, customerUserErrors: result.errors};
}

/** The deprecated `userErrors` mirror `customerUserErrors` without the code. */
function withLegacyErrors<T extends {customerUserErrors: CustomerUserError[]}>(payload: T) {
  return {...payload, userErrors: payload.customerUserErrors.map(({field, message}) => ({field, message}))};
}

function sortOrders(orders: Order[], sortKey: string | null | undefined): Order[] {
  switch (sortKey) {
    case 'PROCESSED_AT':
      return orders.sort((a, b) => a.processedAt.localeCompare(b.processedAt) || a.id - b.id);
    case 'TOTAL_PRICE':
      return orders.sort((a, b) => a.total - b.total || a.id - b.id);
    default:
      return orders.sort((a, b) => a.id - b.id);
  }
}

function ordersMatching(orders: Order[], query: string | null | undefined): Order[] {
  const node = parseSearchQuery(query);
  return orders.filter((order) =>
    matchesSearch(node, order, (o, term) => {
      switch (term.field) {
        case 'id':
          return String(o.id) === term.value.replace(/^gid:\/\/shopify\/Order\//, '').split('?')[0];
        case 'name':
          return textMatches(o.name, term) || textMatches(o.name.replace('#', ''), term);
        case 'processed_at':
          return compareValues(o.processedAt.slice(0, term.value.length), term);
        case 'financial_status':
          return textMatches(o.financialStatus, term);
        case 'fulfillment_status':
          return textMatches(o.fulfillmentStatus, term);
        case null:
          return (
            o.name.includes(term.value) ||
            o.lineItems.some((l) => l.title.toLowerCase().includes(term.value.toLowerCase()))
          );
        default:
          return false;
      }
    }),
  );
}

const tokenOf = (issued: IssuedToken | null) => issued;

/** An address's name and formatted lines, as the Storefront and Customer Account APIs both give them. */
export const addressTextFields = {
  name: (address: Address) => [address.firstName, address.lastName].filter(Boolean).join(' ') || null,
  formatted: (address: Address, args: {withName?: boolean | null; withCompany?: boolean | null}) =>
    formatAddress(args.withCompany === false ? {...address, company: null} : address, Boolean(args.withName)),
  formattedArea: (address: Address) =>
    [address.city, address.provinceCode, address.country].filter(Boolean).join(', ') || null,
};

export const customerResolvers: ResolverMap = {
  QueryRoot: {
    customer: (_root, args: {customerAccessToken: string}, context) =>
      context.state.customers.byAccessToken(args.customerAccessToken, context.now),
  },
  Mutation: {
    customerCreate: (_root, args: {input: CustomerInput}, context) => {
      const {customer, errors} = context.state.customers.create(args.input, context.now);
      return withLegacyErrors({customer, customerUserErrors: errors});
    },
    customerAccessTokenCreate: (_root, args: {input: {email: string; password: string}}, context) => {
      const {token, errors} = context.state.customers.createAccessToken(
        args.input.email,
        args.input.password,
        context.now,
      );
      return withLegacyErrors({customerAccessToken: tokenOf(token), customerUserErrors: errors});
    },
    customerAccessTokenCreateWithMultipass: (_root, args: {multipassToken: string}, context) => {
      const {token, errors} = context.state.customers.loginWithMultipass(args.multipassToken, context.now);
      return {customerAccessToken: token, customerUserErrors: errors};
    },
    customerAccessTokenDelete: (_root, args: {customerAccessToken: string}, context) => {
      const {deleted, errors} = context.state.customers.deleteAccessToken(args.customerAccessToken);
      return {
        deletedAccessToken: deleted?.accessToken ?? null,
        deletedCustomerAccessTokenId: deleted?.id ?? null,
        userErrors: errors,
      };
    },
    customerAccessTokenRenew: (_root, args: {customerAccessToken: string}, context) => {
      const {token, errors} = context.state.customers.renewAccessToken(args.customerAccessToken, context.now);
      return {customerAccessToken: token, userErrors: errors};
    },
    customerActivate: (
      _root,
      args: {id: string; input: {activationToken: string; password: string}},
      context,
    ) => {
      const result = context.state.customers.activate(
        args.id,
        args.input.activationToken,
        args.input.password,
        context.now,
      );
      return withLegacyErrors(customerPayload(result));
    },
    customerActivateByUrl: (_root, args: {activationUrl: string; password: string}, context) => {
      const result = context.state.customers.activateByUrl(args.activationUrl, args.password, context.now);
      return customerPayload(result);
    },
    customerRecover: (_root, args: {email: string}, context) =>
      withLegacyErrors({customerUserErrors: context.state.customers.recover(args.email, context.now)}),
    customerReset: (_root, args: {id: string; input: {resetToken: string; password: string}}, context) => {
      const result = context.state.customers.resetPassword(
        args.id,
        args.input.resetToken,
        args.input.password,
        context.now,
      );
      return withLegacyErrors(customerPayload(result));
    },
    customerResetByUrl: (_root, args: {resetUrl: string; password: string}, context) => {
      const result = context.state.customers.resetPasswordByUrl(args.resetUrl, args.password, context.now);
      return withLegacyErrors(customerPayload(result));
    },
    customerUpdate: (_root, args: {customerAccessToken: string; customer: CustomerInput}, context) => {
      const result = context.state.customers.update(args.customerAccessToken, args.customer, context.now);
      return withLegacyErrors(customerPayload(result));
    },
    customerAddressCreate: (
      _root,
      args: {customerAccessToken: string; address: MailingAddressInput},
      context,
    ) => {
      const {address, errors} = context.state.customers.addressCreate(
        args.customerAccessToken,
        args.address,
        context.now,
      );
      return withLegacyErrors({customerAddress: address, customerUserErrors: errors});
    },
    customerAddressUpdate: (
      _root,
      args: {customerAccessToken: string; id: string; address: MailingAddressInput},
      context,
    ) => {
      const {address, errors} = context.state.customers.addressUpdate(
        args.customerAccessToken,
        args.id,
        args.address,
        context.now,
      );
      return withLegacyErrors({customerAddress: address, customerUserErrors: errors});
    },
    customerAddressDelete: (_root, args: {customerAccessToken: string; id: string}, context) => {
      const {deletedId, errors} = context.state.customers.addressDelete(
        args.customerAccessToken,
        args.id,
        context.now,
      );
      return withLegacyErrors({deletedCustomerAddressId: deletedId, customerUserErrors: errors});
    },
    customerDefaultAddressUpdate: (
      _root,
      args: {customerAccessToken: string; addressId: string},
      context,
    ) => {
      const {customer, errors} = context.state.customers.defaultAddressUpdate(
        args.customerAccessToken,
        args.addressId,
        context.now,
      );
      return withLegacyErrors({customer, customerUserErrors: errors});
    },
  },
  Customer: {
    displayName: (customer: Customer) =>
      [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email,
    addresses: (customer: Customer, args: ConnectionArgs) => paginate(customer.addresses, args, (a) => a.id),
    defaultAddress: (customer: Customer) =>
      customer.addresses.find((a) => a.id === customer.defaultAddressId) ?? null,
    numberOfOrders: (customer: Customer) => String(customer.orderIds.length),
    orders: (
      customer: Customer,
      args: ConnectionArgs & {query?: string | null; sortKey?: string | null},
      context: RequestContext,
    ) =>
      paginate(
        sortOrders(ordersMatching(context.state.customers.ordersOf(customer), args.query), args.sortKey),
        args,
        (o) => o.id,
      ),
    ...metafieldFields(),
  },
  MailingAddress: {
    countryCodeV2: (address: Address) => address.countryCode,
    ...addressTextFields,
    latitude: () => null,
    longitude: () => null,
  },
  Order: {
    currentSubtotalPrice: (order: Order) => money(order.subtotal, order.currencyCode),
    currentTotalPrice: (order: Order) => money(order.total - order.totalRefunded, order.currencyCode),
    currentTotalShippingPrice: (order: Order) => money(order.totalShipping, order.currencyCode),
    currentTotalTax: (order: Order) => money(order.totalTax, order.currencyCode),
    currentTotalDuties: () => null,
    originalTotalDuties: () => null,
    originalTotalPrice: (order: Order) => money(order.total, order.currencyCode),
    subtotalPrice: (order: Order) => money(order.subtotal, order.currencyCode),
    subtotalPriceV2: (order: Order) => money(order.subtotal, order.currencyCode),
    totalPrice: (order: Order) => money(order.total, order.currencyCode),
    totalPriceV2: (order: Order) => money(order.total, order.currencyCode),
    totalRefunded: (order: Order) => money(order.totalRefunded, order.currencyCode),
    totalRefundedV2: (order: Order) => money(order.totalRefunded, order.currencyCode),
    totalShippingPrice: (order: Order) => money(order.totalShipping, order.currencyCode),
    totalShippingPriceV2: (order: Order) => money(order.totalShipping, order.currencyCode),
    totalTax: (order: Order) => money(order.totalTax, order.currencyCode),
    totalTaxV2: (order: Order) => money(order.totalTax, order.currencyCode),
    customAttributes: () => [],
    customerLocale: () => 'en',
    customerUrl: (order: Order, _args, context) =>
      `${context.catalogue.shop.primaryDomain.url}/account/orders/${order.id}`,
    statusUrl: (order: Order, _args, context) =>
      `${context.catalogue.shop.primaryDomain.url}/orders/${order.id}/authenticate?key=${order.id.toString(36)}`,
    edited: () => false,
    lineItems: (order: Order, args: ConnectionArgs) =>
      paginate(
        order.lineItems.map((item, index) => ({item, order, index})),
        args,
        (row) => row.index,
      ),
    successfulFulfillments: (order: Order, args: {first?: number | null}) =>
      (args.first != null ? order.fulfillments.slice(0, args.first) : order.fulfillments).map((f) => ({
        trackingCompany: f.trackingCompany,
        trackingInfo: (infoArgs: {first?: number | null}) =>
          f.trackingNumbers
            .slice(0, infoArgs.first ?? undefined)
            .map((number, i) => ({number, url: f.trackingUrls[i] ?? null})),
      })),
    shippingDiscountAllocations: () => [],
    ...metafieldFields(() => []),
  },
  OrderLineItem: {
    title: ({item}: {item: OrderLineItem}) => item.title,
    quantity: ({item}: {item: OrderLineItem}) => item.quantity,
    currentQuantity: ({item}: {item: OrderLineItem}) => item.currentQuantity,
    customAttributes: ({item}: {item: OrderLineItem}) => item.customAttributes,
    discountAllocations: () => [],
    discountedTotalPrice: ({item, order}: {item: OrderLineItem; order: Order}) =>
      money(item.discountedTotal, order.currencyCode),
    originalTotalPrice: ({item, order}: {item: OrderLineItem; order: Order}) =>
      money(item.originalTotal, order.currencyCode),
    variant: ({item}: {item: OrderLineItem}, _args, context) =>
      item.variantId != null ? (context.catalogue.variantsById.get(item.variantId) ?? null) : null,
  },
};
