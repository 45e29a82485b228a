import {useLoaderData} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {isolateIn} from '~/components/account/bidi';
import {FinancialStatusText, FulfillmentBadge} from '~/components/account/OrderStatus';
import {Panel} from '~/components/account/form-parts';
import {MarketLink} from '~/components/ui/links';
import {requireCustomer} from '~/lib/customer/current.server';
import {isNumericId} from '~/lib/customer/global-id';
import {accountMeta} from '~/lib/customer/meta';
import {orderDetail, type OrderDetailView} from '~/lib/customer/orders.server';
import {accountMessages} from '~/lib/customer/page.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {useMarket} from '~/lib/market-context';
import {getFeatureFlags} from '~/lib/layout.server';
import {AddressLines} from '~/components/account/AddressLines';

/**
 * One order: shipments with tracking, line items, shipping address and totals. Only the
 * customer's own orders are found (looked up among them by id); anything else is a 404.
 * V1 is one column; V2 (`accountsV2.orderDetails`) puts the summary beside the items.
 */
export const meta = accountMeta<{order: OrderDetailView}>('accountOrders.order.title', (data) => ({
  name: data?.order.name ?? '',
}));

export async function loader({context, request, params}: LoaderFunctionArgs) {
  const {accessToken} = await requireCustomer(context, request);
  if (!isNumericId(params.id)) throw new Response('Not found', {status: 404});
  const [order, flags] = await Promise.all([
    orderDetail(context, accessToken, params.id),
    getFeatureFlags(context, request),
  ]);
  if (!order) throw new Response('Not found', {status: 404});
  return {
    order,
    variant: flags.accountsV2.orderDetails ? ('v2' as const) : ('v1' as const),
    messages: accountMessages(context, ['accountOrders']),
  };
}

export default function OrderPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <Order />
    </I18nProvider>
  );
}

function Order() {
  const {order, variant} = useLoaderData<typeof loader>();
  const t = useT();
  const {dir} = useMarket();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <MarketLink to="/account/orders" className="self-start text-sm underline">
          {t('accountOrders.order.back')}
        </MarketLink>
        <h1 className="text-3xl font-semibold">
          {t('accountOrders.order.title', {name: isolateIn(dir, order.name)})}
        </h1>
        <p className="flex flex-wrap items-center gap-3 text-neutral-700">
          <time dateTime={order.processedAt}>{t('accountOrders.order.placedOn', {date: order.date})}</time>
          <FulfillmentBadge status={order.fulfillmentStatus} />
          <FinancialStatusText status={order.financialStatus} />
        </p>
      </header>
      <div
        className={
          variant === 'v2' ? 'grid gap-6 lg:grid-cols-[2fr_1fr] lg:items-start' : 'flex flex-col gap-6'
        }
      >
        <div className="flex flex-col gap-6">
          <Shipments order={order} />
          <Lines order={order} />
        </div>
        <div className="flex flex-col gap-6">
          <Panel title={t('accountOrders.order.shippingAddress')}>
            {order.shippingAddress ? (
              <AddressLines lines={order.shippingAddress} />
            ) : (
              <p>{t('accountOrders.order.noShippingAddress')}</p>
            )}
          </Panel>
          <Summary order={order} />
        </div>
      </div>
    </div>
  );
}

function Shipments({order}: {order: OrderDetailView}) {
  const t = useT();
  return (
    <Panel title={t('accountOrders.order.shipments')}>
      {order.shipments.length === 0 ? (
        <p>{t('accountOrders.order.noShipments')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {order.shipments.map((shipment, index) => (
            <li key={index} className="flex flex-col gap-1">
              {shipment.company ? (
                <p>{t('accountOrders.order.carrier', {company: shipment.company})}</p>
              ) : null}
              {shipment.tracking.map((tracking) => (
                <p key={tracking.number}>
                  <span className="text-neutral-700">{t('accountOrders.order.trackingNumber')}: </span>
                  {tracking.url ? (
                    <a
                      href={tracking.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium underline"
                      aria-label={t('accountOrders.order.track', {number: tracking.number})}
                    >
                      {tracking.number}
                    </a>
                  ) : (
                    <span className="font-medium">{tracking.number}</span>
                  )}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Lines({order}: {order: OrderDetailView}) {
  const t = useT();
  const {dir} = useMarket();
  return (
    <Panel title={t('accountOrders.order.items')}>
      <ul className="divide-y divide-neutral-200">
        {order.lines.map((line, index) => (
          <li key={index} className="flex gap-4 py-3">
            <div className="h-24 w-20 shrink-0 bg-neutral-100">
              {line.image ? (
                <Image
                  data={line.image}
                  aspectRatio="4/5"
                  width={80}
                  sizes="80px"
                  className="h-full w-full object-cover"
                />
              ) : null}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              {line.productHandle ? (
                <MarketLink to={`/products/${line.productHandle}`} className="font-medium underline">
                  {line.title}
                </MarketLink>
              ) : (
                <span className="font-medium">{line.title}</span>
              )}
              {line.options.length > 0 ? (
                <p className="text-sm text-neutral-700">{line.options.join(' · ')}</p>
              ) : null}
              {line.sku ? (
                <p className="text-sm text-neutral-700">
                  {t('accountOrders.order.sku', {sku: isolateIn(dir, line.sku)})}
                </p>
              ) : null}
              {line.attributes.map((attribute) => (
                <p key={attribute.key} className="text-sm text-neutral-700">
                  {attribute.key}: {attribute.value}
                </p>
              ))}
              <p className="text-sm">
                {t('accountOrders.order.quantity', {count: line.quantity})}
                {line.removed > 0 ? ` · ${t('accountOrders.order.removed', {count: line.removed})}` : null}
              </p>
            </div>
            <p className="shrink-0">{line.total}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Summary({order}: {order: OrderDetailView}) {
  const t = useT();
  const rows = [
    ['accountOrders.order.subtotal', order.subtotal],
    ['accountOrders.order.shipping', order.shipping],
    ['accountOrders.order.tax', order.tax],
  ] as const;
  return (
    <Panel title={t('accountOrders.order.summary')}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{t(label)}</dt>
            <dd className="text-end">{value}</dd>
          </div>
        ))}
        <div className="contents font-semibold">
          <dt className="border-t border-neutral-200 pt-2">{t('accountOrders.order.total')}</dt>
          <dd className="border-t border-neutral-200 pt-2 text-end" data-testid="order-total">
            {order.total}
          </dd>
        </div>
      </dl>
      <a href={order.statusUrl} className="mt-3 inline-block text-sm underline" rel="noopener noreferrer">
        {t('accountOrders.order.statusPage')}
      </a>
    </Panel>
  );
}
