import type {AppLoadContext} from '@shopify/remix-oxygen';
import {formatMoney} from '@markets';
import {CUSTOMER_ORDER_QUERY, CUSTOMER_ORDERS_QUERY} from '@graphql/customer';
import type {CustomerOrderQuery} from '@graphql/storefront.generated';
import {numericIdOf} from './global-id';
import {dateFormat} from '~/lib/i18n/intl';

/**
 * Order history and order details as the account pages show them: dates and amounts
 * already written out for the market, ids reduced to their numeric part.
 */

interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

export type FinancialStatus =
  | 'AUTHORIZED'
  | 'PAID'
  | 'PARTIALLY_PAID'
  | 'PARTIALLY_REFUNDED'
  | 'PENDING'
  | 'REFUNDED'
  | 'VOIDED';
export type FulfillmentStatus =
  | 'FULFILLED'
  | 'IN_PROGRESS'
  | 'ON_HOLD'
  | 'OPEN'
  | 'PARTIALLY_FULFILLED'
  | 'PENDING_FULFILLMENT'
  | 'RESTOCKED'
  | 'SCHEDULED'
  | 'UNFULFILLED';

export interface OrderSummaryView {
  id: string;
  name: string;
  date: string;
  /** ISO date-time, for `<time dateTime>`. */
  processedAt: string;
  financialStatus: FinancialStatus | null;
  fulfillmentStatus: FulfillmentStatus;
  total: string;
}

type Formatting = Pick<AppLoadContext, 'market'>;

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale, {dateStyle: 'medium', timeZone: 'UTC'}).format(date);
}

/** An amount in the market's format; in another currency (an order placed elsewhere) spelled out, e.g. `$88 CAD`. */
function money(value: MoneyV2 | null | undefined, context: Formatting): string {
  if (!value) return '';
  const {market} = context;
  const format =
    value.currencyCode === market.currency ? market : {...market, currencyFormat: 'explicit' as const};
  return formatMoney(value.amount, value.currencyCode, format);
}

export function orderSummaryView(
  order: {
    id: string;
    name: string;
    processedAt: string;
    financialStatus?: string | null;
    fulfillmentStatus: string;
    totalPrice: MoneyV2;
  },
  context: Formatting,
): OrderSummaryView {
  return {
    id: numericIdOf(order.id) ?? '',
    name: order.name,
    date: formatDate(order.processedAt, context.market.locale),
    processedAt: order.processedAt,
    financialStatus: (order.financialStatus as FinancialStatus | null | undefined) ?? null,
    fulfillmentStatus: order.fulfillmentStatus as FulfillmentStatus,
    total: money(order.totalPrice, context),
  };
}

/** Up to 100 orders, newest first. */
export async function orderHistory(
  context: AppLoadContext,
  accessToken: string,
): Promise<OrderSummaryView[]> {
  const {customer} = await context.storefront.query(CUSTOMER_ORDERS_QUERY, {
    variables: {customerAccessToken: accessToken},
    cache: context.storefront.CacheNone(),
  });
  return (customer?.orders.nodes ?? []).map((order) => orderSummaryView(order, context));
}

type OrderNode = NonNullable<CustomerOrderQuery['customer']>['orders']['nodes'][number];

interface OrderLineView {
  title: string;
  variantTitle: string | null;
  options: string[];
  sku: string | null;
  quantity: number;
  /** How many were removed (refunded or restocked). */
  removed: number;
  total: string;
  image: {url: string; alt: string; width?: number; height?: number} | null;
  productHandle: string | null;
  /** Visible attributes (those starting with `_` are the store's own, e.g. `_return_policy`). */
  attributes: {key: string; value: string}[];
  finalSale: boolean;
}

export interface OrderDetailView extends OrderSummaryView {
  email: string | null;
  statusUrl: string;
  shipments: {company: string | null; tracking: {number: string; url: string | null}[]}[];
  lines: OrderLineView[];
  shippingAddress: string[] | null;
  subtotal: string;
  shipping: string;
  tax: string;
}

function lineView(line: OrderNode['lineItems']['nodes'][number], context: Formatting): OrderLineView {
  const variant = line.variant;
  const title = variant?.title && variant.title !== 'Default Title' ? variant.title : null;
  return {
    title: line.title,
    variantTitle: title,
    options: (variant?.selectedOptions ?? []).map((option) => `${option.name}: ${option.value}`),
    sku: variant?.sku || null,
    quantity: line.quantity,
    removed: Math.max(0, line.quantity - line.currentQuantity),
    total: money(line.discountedTotalPrice, context),
    image: variant?.image
      ? {
          url: variant.image.url,
          alt: variant.image.altText ?? line.title,
          ...(variant.image.width ? {width: variant.image.width} : {}),
          ...(variant.image.height ? {height: variant.image.height} : {}),
        }
      : null,
    productHandle: variant?.product.handle ?? null,
    attributes: line.customAttributes
      .filter((attribute) => !attribute.key.startsWith('_') && attribute.value)
      .map((attribute) => ({key: attribute.key, value: attribute.value ?? ''})),
    finalSale: line.customAttributes.some(
      (attribute) => attribute.key === '_return_policy' && attribute.value === 'Final Sale',
    ),
  };
}

/** One of the customer's own orders by its numeric id, or null when they have no such order. */
export async function orderDetail(
  context: AppLoadContext,
  accessToken: string,
  orderId: string,
): Promise<OrderDetailView | null> {
  const {customer} = await context.storefront.query(CUSTOMER_ORDER_QUERY, {
    variables: {customerAccessToken: accessToken, orderQuery: `id:${orderId}`},
    cache: context.storefront.CacheNone(),
  });
  const order = customer?.orders.nodes[0];
  if (!order || numericIdOf(order.id) !== orderId) return null;
  return {
    ...orderSummaryView(order, context),
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
    lines: order.lineItems.nodes.map((line) => lineView(line, context)),
    shippingAddress: order.shippingAddress?.formatted ?? null,
    subtotal: money(order.subtotalPrice, context),
    shipping: money(order.totalShippingPrice, context),
    tax: money(order.totalTax, context),
  };
}
