import type {ReactNode} from 'react';
import {MarketLink} from '~/components/ui/links';
import {useT} from '~/lib/i18n/i18n';
import type {MessageKey} from '~/lib/i18n/types';
import type {DashboardView} from '~/lib/customer/dashboard.server';
import {Panel} from './form-parts';
import {MemberSummary} from './MemberSummary';
import {FulfillmentBadge} from './OrderStatus';
import {AddressLines} from '~/components/account/AddressLines';

/** Where the dashboard's extra entry points lead: the store's own pages for each service. */
const ENTRY_POINTS = [
  {
    title: 'accountDashboard.giftCardTitle',
    body: 'accountDashboard.giftCardBody',
    link: 'accountDashboard.giftCardLink',
    to: '/pages/gift-card-balance',
  },
  {
    title: 'accountDashboard.referTitle',
    body: 'accountDashboard.referBody',
    link: 'accountDashboard.referLink',
    to: '/pages/refer-a-friend',
  },
  {
    title: 'accountDashboard.reviewTitle',
    body: 'accountDashboard.reviewBody',
    link: 'accountDashboard.reviewLink',
    to: '/pages/store-reviews',
  },
] as const satisfies ReadonlyArray<{title: MessageKey; body: MessageKey; link: MessageKey; to: string}>;

/**
 * The account overview. V1 stacks the sections; V2 (the `accountsV2.dashboard` flag) opens
 * with summary tiles and lays the sections out in a grid.
 */
export function Dashboard({view, variant}: {view: DashboardView; variant: 'v1' | 'v2'}) {
  const t = useT();
  const latest = view.latestOrder;
  const sections: ReactNode[] = [
    <Panel
      key="orders"
      title={t('accountDashboard.latestOrder')}
      action={
        <MarketLink to="/account/orders" className="text-sm underline">
          {t('accountDashboard.viewAllOrders')}
        </MarketLink>
      }
    >
      {latest ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <MarketLink to={`/account/orders/${latest.id}`} className="font-medium underline">
            {latest.name}
          </MarketLink>
          <time dateTime={latest.processedAt}>{latest.date}</time>
          <FulfillmentBadge status={latest.fulfillmentStatus} />
          <span>{latest.total}</span>
        </p>
      ) : (
        <p>{t('accountDashboard.noOrders')}</p>
      )}
    </Panel>,
    <Panel
      key="address"
      title={t('accountDashboard.defaultAddress')}
      action={
        <MarketLink to="/account/addresses" className="text-sm underline">
          {t('accountDashboard.manageAddresses')}
        </MarketLink>
      }
    >
      {view.defaultAddress ? (
        <AddressLines lines={view.defaultAddress} />
      ) : (
        <p>{t('accountDashboard.noDefaultAddress')}</p>
      )}
    </Panel>,
    <Panel
      key="details"
      title={t('accountDashboard.details')}
      action={
        <MarketLink to="/account/profile" className="text-sm underline">
          {t('accountDashboard.editDetails')}
        </MarketLink>
      }
    >
      {view.name ? <p>{view.name}</p> : null}
      <p>{view.email}</p>
    </Panel>,
  ];
  if (view.member) {
    sections.push(
      <Panel key="member" title={t('member.title')}>
        <MemberSummary member={view.member} />
      </Panel>,
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-semibold">{t('accountDashboard.title')}</h1>
        <p className="mt-1 text-lg">
          {view.name
            ? t('accountDashboard.greeting', {name: view.name})
            : t('accountDashboard.greetingNoName')}
        </p>
        {view.customerSince ? (
          <p className="text-sm text-neutral-700">
            {t('accountDashboard.memberSince', {date: view.customerSince})}
          </p>
        ) : null}
      </header>
      {variant === 'v2' ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="dashboard-tiles">
          <Tile to="/account/orders" text={t('accountDashboard.orderCount', {count: view.orderCount})} />
          <Tile
            to="/account/addresses"
            text={t('accountDashboard.addressCount', {count: view.addressCount})}
          />
          <Tile to="/account/profile" text={t('accountDashboard.details')} />
        </ul>
      ) : (
        <p className="text-neutral-700">
          {t('accountDashboard.orderCount', {count: view.orderCount})}
          {' · '}
          {t('accountDashboard.addressCount', {count: view.addressCount})}
        </p>
      )}
      <div className={variant === 'v2' ? 'grid gap-4 lg:grid-cols-2' : 'flex flex-col gap-4'}>{sections}</div>
      <section aria-labelledby="account-more" className="flex flex-col gap-3">
        <h2 id="account-more" className="text-lg font-semibold">
          {t('accountDashboard.more')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {ENTRY_POINTS.map((entry) => (
            <li key={entry.to} className="rounded-lg border border-neutral-200 p-4">
              <h3 className="font-medium">{t(entry.title)}</h3>
              <p className="mt-1 text-sm text-neutral-700">{t(entry.body)}</p>
              <MarketLink to={entry.to} className="mt-2 inline-block underline">
                {t(entry.link)}
              </MarketLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Tile({to, text}: {to: string; text: string}) {
  return (
    <li>
      <MarketLink
        to={to}
        className="block h-full rounded-lg border border-neutral-200 p-4 font-medium hover:border-neutral-900"
      >
        {text}
      </MarketLink>
    </li>
  );
}
