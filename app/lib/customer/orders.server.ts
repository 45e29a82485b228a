import {getPaginationVariables} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {formatMoney} from '@markets';
import type {
  FinancialStatus,
  FulfillmentStatus,
  OrderLineRecord,
  OrderSummaryRecord,
} from './account-source.server';
import {accountSource} from './accounts.server';
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

export type {FinancialStatus, FulfillmentStatus} from './account-source.server';

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

export function orderSummaryView(order: OrderSummaryRecord, context: Formatting): OrderSummaryView {
  return {
    id: numericIdOf(order.id) ?? '',
    name: order.name,
    date: formatDate(order.processedAt, context.market.locale),
    processedAt: order.processedAt,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    total: money(order.totalPrice, context),
  };
}

/** Orders a page of the history shows. */
const ORDERS_PER_PAGE = 5;

export interface OrderHistoryPage {
  nodes: OrderSummaryView[];
  pageInfo: {
    hasPreviousPage: boolean;
    hasNextPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/**
 * One page of the order history, newest first: the page the request's `cursor` and
 * `direction` ask for (Hydrogen's pagination), as Hydrogen's `Pagination` takes it.
 */
export async function orderHistoryPage(
  context: AppLoadContext,
  accessToken: string,
  request: Request,
): Promise<OrderHistoryPage> {
  const page = getPaginationVariables(request, {pageBy: ORDERS_PER_PAGE});
  const {nodes, pageInfo} = await accountSource(context).orders(context, accessToken, page);
  return {
    nodes: nodes.map((order) => orderSummaryView(order, context)),
    pageInfo: {
      hasPreviousPage: pageInfo.hasPreviousPage,
      hasNextPage: pageInfo.hasNextPage,
      startCursor: pageInfo.startCursor ?? null,
      endCursor: pageInfo.endCursor ?? null,
    },
  };
}

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

function lineView(line: OrderLineRecord, context: Formatting): OrderLineView {
  const title = line.variantTitle && line.variantTitle !== 'Default Title' ? line.variantTitle : null;
  return {
    title: line.title,
    variantTitle: title,
    options: line.options.map((option) => `${option.name}: ${option.value}`),
    sku: line.sku || null,
    quantity: line.quantity,
    removed: Math.max(0, line.quantity - line.currentQuantity),
    total: money(line.total, context),
    image: line.image
      ? {
          url: line.image.url,
          alt: line.image.altText ?? line.title,
          ...(line.image.width ? {width: line.image.width} : {}),
          ...(line.image.height ? {height: line.image.height} : {}),
        }
      : null,
    productHandle: line.productHandle,
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
  const order = await accountSource(context).order(context, accessToken, orderId);
  if (!order) return null;
  return {
    ...orderSummaryView(order, context),
    email: order.email,
    statusUrl: order.statusUrl,
    shipments: order.shipments,
    lines: order.lines.map((line) => lineView(line, context)),
    shippingAddress: order.shippingAddress,
    subtotal: money(order.subtotal, context),
    shipping: money(order.shipping, context),
    tax: money(order.tax, context),
  };
}
