import type {GraphQLResolveInfo} from 'graphql';
import type {Address, Catalogue, Customer, Order, OrderLineItem} from '../seed/types';
import {paginate, type ConnectionArgs} from '../storefront/connection';
import type {CustomerUserError} from '../storefront/customer-validation';
import type {MailingAddressInput} from '../storefront/customers';
import {parseGid} from '../storefront/global-id';
import {money} from '../storefront/money';
import {addressTextFields} from '../storefront/resolvers/customer';
import type {StorefrontState} from '../storefront/state';

/** Everything a Customer Account resolver needs: the token's customer and the shared store. */
export interface AccountRequestContext {
  customer: Customer;
  catalogue: Catalogue;
  state: StorefrontState;
  /** The emulator's origin as the client reached it (image URLs). */
  origin: string;
  now: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Resolver = (source: any, args: any, context: AccountRequestContext, info: GraphQLResolveInfo) => unknown;

/**
 * The Customer Account API's order statuses describe delivery, not Storefront's fulfilment
 * states; the seeded orders' states map onto them like this.
 */
const FULFILLMENT_STATUS: Record<Order['fulfillmentStatus'], string> = {
  FULFILLED: 'DELIVERED',
  PARTIALLY_FULFILLED: 'MULTIPLE_SHIPMENTS',
  IN_PROGRESS: 'PREPARING_FOR_SHIPPING',
  PENDING_FULFILLMENT: 'PREPARING_FOR_SHIPPING',
  ON_HOLD: 'THERE_WAS_A_PROBLEM',
  OPEN: 'CONFIRMED',
  SCHEDULED: 'CONFIRMED',
  UNFULFILLED: 'CONFIRMED',
  RESTOCKED: 'CONFIRMED',
};

const addressGid = (address: Address) => `gid://shopify/CustomerAddress/${address.id}`;

interface AccountAddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  territoryCode?: string | null;
  zip?: string | null;
  zoneCode?: string | null;
}

function mailingInput(input: AccountAddressInput | null | undefined): MailingAddressInput {
  const {territoryCode, zoneCode, phoneNumber, ...rest} = input ?? {};
  return {
    ...rest,
    ...(territoryCode !== undefined ? {country: territoryCode} : {}),
    ...(zoneCode !== undefined ? {province: zoneCode} : {}),
    ...(phoneNumber !== undefined ? {phone: phoneNumber} : {}),
  };
}

/** The Customer Account API's names for the fields and codes the shared validation reports. */
const ADDRESS_FIELD: Record<string, string> = {
  country: 'territoryCode',
  province: 'zoneCode',
  phone: 'phoneNumber',
};

function addressErrors(errors: CustomerUserError[]) {
  return errors.map((error) => {
    const field = (error.field ?? []).map((part) => ADDRESS_FIELD[part] ?? part);
    const name = field[field.length - 1];
    let code = 'INVALID';
    if (error.code === 'TOO_LONG') code = 'TOO_LONG';
    else if (error.code === 'BLANK') code = name === 'territoryCode' ? 'TERRITORY_CODE_MISSING' : 'REQUIRED';
    else if (name === 'territoryCode') code = 'INVALID_TERRITORY_CODE';
    else if (name === 'phoneNumber') code = 'PHONE_NUMBER_NOT_VALID';
    return {code, field, message: error.message};
  });
}

const notFound = (field: string) => [
  {code: 'ADDRESS_ID_DOES_NOT_EXIST', field: [field], message: 'Address does not exist'},
];

/** An id of the customer's own address, from its global id (`gid://shopify/CustomerAddress/1`). */
function ownAddressId(customer: Customer, id: string): number | null {
  const numericId = parseGid(id)?.numericId;
  return customer.addresses.some((address) => address.id === numericId) ? (numericId ?? null) : null;
}

function sortedOrders(orders: Order[], sortKey: string | null | undefined): Order[] {
  switch (sortKey) {
    case 'PROCESSED_AT':
    case 'CREATED_AT':
    case 'UPDATED_AT':
      return orders.sort((a, b) => a.processedAt.localeCompare(b.processedAt) || a.id - b.id);
    case 'ORDER_NUMBER':
      return orders.sort((a, b) => a.orderNumber - b.orderNumber);
    case 'TOTAL_PRICE':
      return orders.sort((a, b) => a.total - b.total || a.id - b.id);
    default:
      return orders.sort((a, b) => a.id - b.id);
  }
}

interface LineRow {
  item: OrderLineItem;
  order: Order;
  index: number;
}

function variantOf(row: LineRow, context: AccountRequestContext) {
  return row.item.variantId != null ? context.catalogue.variantsById.get(row.item.variantId) : undefined;
}

function metafieldsOf(list: {namespace: string; key: string}[]) {
  const find = (namespace: string, key: string) =>
    list.find((field) => field.namespace === namespace && field.key === key) ?? null;
  return {
    metafield: (_source: unknown, args: {namespace: string; key: string}) => find(args.namespace, args.key),
    metafields: (_source: unknown, args: {identifiers: {namespace: string; key: string}[]}) =>
      args.identifiers.map((identifier) => find(identifier.namespace, identifier.key)),
  };
}

export const customerAccountResolvers: Record<string, Record<string, Resolver>> = {
  QueryRoot: {
    customer: (_root, _args, context) => context.customer,
    order: (_root, args: {id: string}, context) => {
      const numericId = parseGid(args.id)?.numericId;
      return context.customer.orderIds.includes(numericId ?? -1)
        ? (context.catalogue.ordersById.get(numericId!) ?? null)
        : null;
    },
    shop: (_root, _args, context) => context.catalogue.shop,
  },
  Shop: {
    id: (shop: Catalogue['shop']) => shop.gid,
    email: () => 'help@alderline.example',
    myshopifyDomain: () => 'alderline.myshopify.com',
    url: (shop: Catalogue['shop']) => shop.primaryDomain.url,
    metafield: (shop: Catalogue['shop'], args: {namespace: string; key: string}) =>
      metafieldsOf(shop.metafields).metafield(null, args),
    metafields: (shop: Catalogue['shop'], args: {identifiers: {namespace: string; key: string}[]}) =>
      metafieldsOf(shop.metafields).metafields(null, args),
  },
  Mutation: {
    customerUpdate: (
      _root,
      args: {input: {firstName?: string | null; lastName?: string | null}},
      context,
    ) => {
      const errors = context.state.customers.renameCustomer(context.customer, args.input, context.now);
      return {
        customer: errors.length ? null : context.customer,
        userErrors: errors.map((error) => ({
          code: error.code === 'TOO_LONG' ? 'TOO_LONG' : 'INVALID',
          field: error.field,
          message: error.message,
        })),
      };
    },
    customerAddressCreate: (
      _root,
      args: {address: AccountAddressInput; defaultAddress?: boolean | null},
      context,
    ) => {
      const {address, errors} = context.state.customers.addAddressFor(
        context.customer,
        mailingInput(args.address),
        Boolean(args.defaultAddress),
      );
      return {customerAddress: address, userErrors: addressErrors(errors)};
    },
    customerAddressUpdate: (
      _root,
      args: {addressId: string; address?: AccountAddressInput | null; defaultAddress?: boolean | null},
      context,
    ) => {
      const id = ownAddressId(context.customer, args.addressId);
      if (id === null) return {customerAddress: null, userErrors: notFound('addressId')};
      if (args.defaultAddress === false && context.customer.defaultAddressId === id)
        return {
          customerAddress: null,
          userErrors: [
            {
              code: 'DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
              field: ['defaultAddress'],
              message: 'The default address cannot be demoted; make another address the default instead',
            },
          ],
        };
      const result = context.state.customers.changeAddressFor(
        context.customer,
        id,
        mailingInput(args.address),
        args.defaultAddress ?? null,
      )!;
      return {customerAddress: result.address, userErrors: addressErrors(result.errors)};
    },
    customerAddressDelete: (_root, args: {addressId: string}, context) => {
      const id = ownAddressId(context.customer, args.addressId);
      if (id === null) return {deletedAddressId: null, userErrors: notFound('addressId')};
      if (context.customer.defaultAddressId === id)
        return {
          deletedAddressId: null,
          userErrors: [
            {
              code: 'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
              field: ['addressId'],
              message: 'The default address cannot be deleted',
            },
          ],
        };
      context.state.customers.removeAddressFor(context.customer, id);
      return {deletedAddressId: args.addressId, userErrors: []};
    },
  },
  Customer: {
    id: (customer: Customer) => customer.gid,
    displayName: (customer: Customer) =>
      [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email,
    emailAddress: (customer: Customer) => ({
      emailAddress: customer.email,
      marketingState: customer.acceptsMarketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED',
    }),
    phoneNumber: (customer: Customer) =>
      customer.phone ? {phoneNumber: customer.phone, marketingState: 'NOT_SUBSCRIBED'} : null,
    creationDate: (customer: Customer) => customer.createdAt,
    imageUrl: (_customer: Customer, _args, context) => `${context.origin}/images/avatar.svg`,
    defaultAddress: (customer: Customer) =>
      customer.addresses.find((address) => address.id === customer.defaultAddressId) ?? null,
    addresses: (customer: Customer, args: ConnectionArgs & {skipDefault?: boolean | null}) =>
      paginate(
        args.skipDefault
          ? customer.addresses.filter((address) => address.id !== customer.defaultAddressId)
          : customer.addresses,
        args,
        (address) => address.id,
      ),
    orders: (customer: Customer, args: ConnectionArgs & {sortKey?: string | null}, context) =>
      paginate(
        sortedOrders(context.state.customers.ordersOf(customer), args.sortKey),
        args,
        (order) => order.id,
      ),
    metafield: (customer: Customer, args: {namespace: string; key: string}) =>
      metafieldsOf(customer.metafields).metafield(null, args),
    metafields: (customer: Customer, args: {identifiers: {namespace: string; key: string}[]}) =>
      metafieldsOf(customer.metafields).metafields(null, args),
  },
  CustomerAddress: {
    id: (address: Address) => addressGid(address),
    territoryCode: (address: Address) => address.countryCode,
    zoneCode: (address: Address) => address.provinceCode,
    phoneNumber: (address: Address) => address.phone,
    ...addressTextFields,
  },
  Metafield: {
    id: (field: {namespace: string; key: string}) =>
      `gid://shopify/Metafield/${field.namespace}.${field.key}`,
    jsonValue: (field: {type: string; value: string}) => {
      try {
        return JSON.parse(field.value) as unknown;
      } catch {
        return field.value;
      }
    },
    compareDigest: (field: {value: string}) => Buffer.from(field.value).toString('base64url').slice(0, 32),
    createdAt: () => '2024-01-01T00:00:00Z',
    updatedAt: () => '2025-06-01T00:00:00Z',
  },
  Order: {
    id: (order: Order) => order.gid,
    number: (order: Order) => order.orderNumber,
    createdAt: (order: Order) => order.processedAt,
    updatedAt: (order: Order) => order.processedAt,
    fulfillmentStatus: (order: Order) => FULFILLMENT_STATUS[order.fulfillmentStatus],
    statusPageUrl: (order: Order, _args, context) =>
      `${context.catalogue.shop.primaryDomain.url}/orders/${order.id}/authenticate?key=${order.id.toString(36)}`,
    subtotal: (order: Order) => money(order.subtotal, order.currencyCode),
    totalPrice: (order: Order) => money(order.total, order.currencyCode),
    totalShipping: (order: Order) => money(order.totalShipping, order.currencyCode),
    totalDiscountedShipping: (order: Order) => money(order.totalShipping, order.currencyCode),
    totalTax: (order: Order) => money(order.totalTax, order.currencyCode),
    totalRefunded: (order: Order) => money(order.totalRefunded, order.currencyCode),
    requiresShipping: (order: Order) => order.shippingAddress !== null,
    hasEmail: (order: Order) => Boolean(order.email),
    lineItems: (order: Order, args: ConnectionArgs) =>
      paginate(
        order.lineItems.map((item, index): LineRow => ({item, order, index})),
        args,
        (row) => row.index,
      ),
    fulfillments: (order: Order, args: ConnectionArgs) =>
      paginate(
        order.fulfillments.map((fulfillment, index) => ({fulfillment, order, index})),
        args,
        (row) => row.index,
      ),
  },
  Fulfillment: {
    id: (row: {order: Order; index: number}) => `gid://shopify/Fulfillment/${row.order.id}${row.index}`,
    status: () => 'SUCCESS',
    createdAt: (row: {order: Order}) => row.order.processedAt,
    updatedAt: (row: {order: Order}) => row.order.processedAt,
    requiresShipping: () => true,
    trackingInformation: (row: {fulfillment: Order['fulfillments'][number]}) =>
      row.fulfillment.trackingNumbers.map((number, index) => ({
        company: row.fulfillment.trackingCompany,
        number,
        url: row.fulfillment.trackingUrls[index] ?? null,
      })),
  },
  LineItem: {
    id: (row: LineRow) => `gid://shopify/LineItem/${row.order.id}${row.index}`,
    title: (row: LineRow) => row.item.title,
    name: (row: LineRow, _args, context) => {
      const variant = variantOf(row, context);
      return variant && variant.title !== 'Default Title'
        ? `${row.item.title} - ${variant.title}`
        : row.item.title;
    },
    quantity: (row: LineRow) => row.item.quantity,
    refundableQuantity: (row: LineRow) => row.item.currentQuantity,
    customAttributes: (row: LineRow) => row.item.customAttributes,
    totalPrice: (row: LineRow) => money(row.item.discountedTotal, row.order.currencyCode),
    currentTotalPrice: (row: LineRow) =>
      money(
        row.item.quantity ? (row.item.discountedTotal * row.item.currentQuantity) / row.item.quantity : 0,
        row.order.currencyCode,
      ),
    totalPriceBeforeDiscounts: (row: LineRow) => money(row.item.originalTotal, row.order.currencyCode),
    totalDiscount: (row: LineRow) =>
      money(row.item.originalTotal - row.item.discountedTotal, row.order.currencyCode),
    sku: (row: LineRow, _args, context) => variantOf(row, context)?.sku ?? null,
    variantId: (row: LineRow, _args, context) => variantOf(row, context)?.gid ?? null,
    variantTitle: (row: LineRow, _args, context) => variantOf(row, context)?.title ?? null,
    variantOptions: (row: LineRow, _args, context) => variantOf(row, context)?.selectedOptions ?? null,
    productId: (row: LineRow, _args, context) => {
      const variant = variantOf(row, context);
      return variant ? `gid://shopify/Product/${variant.productId}` : null;
    },
    productType: (row: LineRow, _args, context) => {
      const variant = variantOf(row, context);
      return variant ? (context.catalogue.productsById.get(variant.productId)?.productType ?? null) : null;
    },
    giftCard: (row: LineRow, _args, context) => {
      const variant = variantOf(row, context);
      return variant ? Boolean(context.catalogue.productsById.get(variant.productId)?.isGiftCard) : false;
    },
    requiresShipping: (row: LineRow, _args, context) => variantOf(row, context)?.requiresShipping ?? true,
    image: (row: LineRow, _args, context) => {
      const variant = variantOf(row, context);
      const product = variant ? context.catalogue.productsById.get(variant.productId) : undefined;
      const image = product?.images[variant!.imageIndex] ?? product?.images[0];
      return image
        ? {
            id: image.gid,
            url: `${context.origin}/images/${image.name}.svg`,
            altText: image.altText,
            width: image.width,
            height: image.height,
          }
        : null;
    },
  },
};
