import {useLoaderData} from '@remix-run/react';
import {Pagination} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {FinancialStatusText, FulfillmentBadge} from '~/components/account/OrderStatus';
import {MarketLink} from '~/components/ui/links';
import {requireCustomer} from '~/lib/customer/current.server';
import {accountMeta} from '~/lib/customer/meta';
import {orderHistoryPage, type OrderSummaryView} from '~/lib/customer/orders.server';
import {accountMessages} from '~/lib/customer/page.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {getFeatureFlags} from '~/lib/layout.server';

/**
 * Order history, newest first, a page at a time (Hydrogen's `Pagination`: older orders join the
 * list below). V1 is a table; V2 (`accountsV2.orderHistory`) a list of cards.
 */
export const meta = accountMeta('accountOrders.orders.title');

export async function loader({context, request}: LoaderFunctionArgs) {
  const {accessToken} = await requireCustomer(context, request);
  const [orders, flags] = await Promise.all([
    orderHistoryPage(context, accessToken, request),
    getFeatureFlags(context, request),
  ]);
  return {
    orders,
    variant: flags.accountsV2.orderHistory ? ('v2' as const) : ('v1' as const),
    messages: accountMessages(context, ['accountOrders']),
  };
}

export default function OrdersPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <Orders />
    </I18nProvider>
  );
}

function Orders() {
  const {orders, variant} = useLoaderData<typeof loader>();
  const t = useT();
  const linkClass = 'self-start rounded border border-neutral-400 px-4 py-2 font-medium';
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t('accountOrders.orders.title')}</h1>
      {orders.nodes.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p>{t('accountOrders.orders.empty')}</p>
          <MarketLink to="/" className="rounded bg-neutral-900 px-5 py-3 font-medium text-white">
            {t('accountOrders.orders.startShopping')}
          </MarketLink>
        </div>
      ) : (
        <Pagination connection={orders}>
          {({nodes, PreviousLink, NextLink}) => (
            <div className="flex flex-col gap-4">
              <PreviousLink className={linkClass}>{t('accountOrders.orders.newer')}</PreviousLink>
              {variant === 'v2' ? <OrderCards orders={nodes} /> : <OrderTable orders={nodes} />}
              <NextLink className={linkClass}>{t('accountOrders.orders.older')}</NextLink>
            </div>
          )}
        </Pagination>
      )}
    </div>
  );
}

function OrderTable({orders}: {orders: OrderSummaryView[]}) {
  const t = useT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start">
        <thead className="border-b border-neutral-300 text-sm text-neutral-700">
          <tr>
            <th scope="col" className="py-2 pe-4 text-start font-medium">
              {t('accountOrders.orders.order')}
            </th>
            <th scope="col" className="py-2 pe-4 text-start font-medium">
              {t('accountOrders.orders.date')}
            </th>
            {/* Payment makes room on phones; the order page shows it. */}
            <th scope="col" className="hidden py-2 pe-4 text-start font-medium sm:table-cell">
              {t('accountOrders.orders.payment')}
            </th>
            <th scope="col" className="py-2 pe-4 text-start font-medium">
              {t('accountOrders.orders.fulfillment')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('accountOrders.orders.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-neutral-200">
              <th scope="row" className="py-3 pe-4 text-start font-medium">
                <MarketLink
                  to={`/account/orders/${order.id}`}
                  className="underline"
                  aria-label={t('accountOrders.orders.viewOrder', {name: order.name})}
                >
                  {order.name}
                </MarketLink>
              </th>
              <td className="py-3 pe-4">
                <time dateTime={order.processedAt}>{order.date}</time>
              </td>
              <td className="hidden py-3 pe-4 sm:table-cell">
                <FinancialStatusText status={order.financialStatus} />
              </td>
              <td className="py-3 pe-4">
                <FulfillmentBadge status={order.fulfillmentStatus} />
              </td>
              <td className="whitespace-nowrap py-3 text-end">{order.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderCards({orders}: {orders: OrderSummaryView[]}) {
  const t = useT();
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-4">
          <div className="flex items-baseline justify-between gap-3">
            <MarketLink
              to={`/account/orders/${order.id}`}
              className="text-lg font-medium underline"
              aria-label={t('accountOrders.orders.viewOrder', {name: order.name})}
            >
              {order.name}
            </MarketLink>
            <span>{order.total}</span>
          </div>
          <time dateTime={order.processedAt} className="text-sm text-neutral-700">
            {order.date}
          </time>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <FulfillmentBadge status={order.fulfillmentStatus} />
            <FinancialStatusText status={order.financialStatus} />
          </p>
        </li>
      ))}
    </ul>
  );
}
