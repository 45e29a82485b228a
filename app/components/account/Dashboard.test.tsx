// @vitest-environment jsdom
import {cleanup, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {renderInShell} from '~/components/shell-fixtures';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider} from '~/lib/i18n/i18n';
import type {DashboardView} from '~/lib/customer/dashboard.server';
import {Dashboard} from './Dashboard';

afterEach(cleanup);

const VIEW: DashboardView = {
  name: 'Sam Okafor',
  email: 'member@alderline.test',
  customerSince: 'Aug 1, 2023',
  orderCount: 2,
  latestOrder: {
    id: '5600000000042',
    name: '#1042',
    date: 'Jun 26, 2025',
    processedAt: '2025-06-26T04:43:00Z',
    financialStatus: 'PAID',
    fulfillmentStatus: 'FULFILLED',
    total: '$120',
  },
  addressCount: 1,
  defaultAddress: ['Sam Okafor', '151 Alder Street', 'Brooklyn NY 11201', 'United States'],
  member: {
    type: 'ambassador',
    status: 'accepted',
    state: 'current',
    active: true,
    pageUrl: '/pages/ambassador-program',
    canReapply: false,
    expiresOn: '2026-03-31',
    savingsCap: {limit: 500, used: 120, remaining: 380, currencyCode: 'USD'},
    discount: {code: 'MEMBERS25', percentage: 25},
    savingsInfo: null,
  },
};

type Member = NonNullable<DashboardView['member']>;
const withMember = (member: Partial<Member>): DashboardView => ({
  ...VIEW,
  member: {...VIEW.member!, ...member},
});

function renderDashboard(view: DashboardView, variant: 'v1' | 'v2', country: 'US' | 'AE' = 'US') {
  const locale = country === 'AE' ? 'ar-AE' : 'en-US';
  return renderInShell(
    <I18nProvider messages={messagesFor(locale, ['account', 'accountDashboard', 'member'])}>
      <Dashboard view={view} variant={variant} />
    </I18nProvider>,
    {country, path: country === 'AE' ? '/ar-ae/account/dashboard' : '/account/dashboard'},
  );
}

describe('Dashboard', () => {
  it('V1 stacks the sections, with the latest order, default address and details', async () => {
    renderDashboard(VIEW, 'v1');
    expect(await screen.findByRole('heading', {level: 1, name: 'My account'})).toBeInTheDocument();
    expect(screen.getByText('Hi, Sam Okafor')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-tiles')).toBeNull();
    expect(screen.getByText('2 orders · 1 saved address')).toBeInTheDocument();
    const latest = screen.getByRole('region', {name: 'Latest order'});
    expect(within(latest).getByRole('link', {name: '#1042'})).toHaveAttribute(
      'href',
      '/account/orders/5600000000042',
    );
    expect(within(latest).getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByRole('region', {name: 'Default address'})).toHaveTextContent('151 Alder Street');
  });

  it('V2 opens with tiles linking to each section', async () => {
    renderDashboard(VIEW, 'v2');
    const tiles = await screen.findByTestId('dashboard-tiles');
    expect(within(tiles).getByRole('link', {name: '2 orders'})).toHaveAttribute('href', '/account/orders');
    expect(within(tiles).getByRole('link', {name: '1 saved address'})).toHaveAttribute(
      'href',
      '/account/addresses',
    );
  });

  it('shows a current member their savings left, the members-only code and the programme’s texts', async () => {
    renderDashboard(
      withMember({
        savingsInfo: {
          title: 'Ambassador savings',
          body: 'You have used {used} of your {limit} annual savings.',
          capReached: null,
          learnMore: {text: 'How the savings cap works', url: '/pages/ambassador-program'},
        },
      }),
      'v1',
    );
    const membership = await screen.findByRole('region', {name: 'Membership'});
    expect(within(membership).getByTestId('member-summary')).toHaveAttribute('data-state', 'current');
    expect(within(membership).getByRole('heading', {name: 'Ambassador savings'})).toBeInTheDocument();
    expect(
      within(membership).getByText('You have used $120 of your $500 annual savings.'),
    ).toBeInTheDocument();
    expect(within(membership).getByText('$380 left to save')).toBeInTheDocument();
    expect(
      within(membership).getByText('Use MEMBERS25 in your bag for 25% off eligible items.'),
    ).toBeInTheDocument();
    expect(within(membership).getByText('Membership ends March 31, 2026')).toBeInTheDocument();
    expect(within(membership).getByRole('link', {name: 'How the savings cap works'})).toHaveAttribute(
      'href',
      '/pages/ambassador-program',
    );
  });

  it('tells a capped member the limit is used up, in content’s words when it has them, without the code', async () => {
    const capped = withMember({
      state: 'capped',
      savingsCap: {limit: 500, used: 500, remaining: 0, currencyCode: 'USD'},
      discount: null,
    });
    renderDashboard(capped, 'v1');
    const membership = await screen.findByRole('region', {name: 'Membership'});
    expect(within(membership).getByText('$500 saved of your $500 limit')).toBeInTheDocument();
    expect(
      within(membership).getByText('You’ve reached your savings limit for this membership period.'),
    ).toBeInTheDocument();
    expect(within(membership).queryByText(/MEMBERS25/)).toBeNull();
    cleanup();
    renderDashboard(
      {
        ...capped,
        member: {
          ...capped.member!,
          savingsInfo: {title: null, body: null, capReached: 'Full prices until you renew.', learnMore: null},
        },
      },
      'v1',
    );
    expect(await screen.findByText('Full prices until you renew.')).toBeInTheDocument();
  });

  it('tells an expired member who may reapply when it ended, with the reapply link to the programme', async () => {
    renderDashboard(
      withMember({
        type: 'pro',
        status: 'expired',
        state: 'expired',
        active: false,
        canReapply: true,
        pageUrl: '/pages/pro-program',
        expiresOn: '2025-01-31',
        savingsCap: null,
        discount: null,
      }),
      'v1',
    );
    const membership = await screen.findByRole('region', {name: 'Membership'});
    expect(within(membership).getByText('Pro programme').parentElement).toHaveTextContent(
      'Pro programme · Membership ended',
    );
    expect(within(membership).getByText('Your membership ended on January 31, 2025')).toBeInTheDocument();
    expect(within(membership).getByText(/You’re eligible to reapply/)).toBeInTheDocument();
    expect(within(membership).getByRole('link', {name: 'Reapply'})).toHaveAttribute(
      'href',
      '/pages/pro-program',
    );
    expect(within(membership).queryByText(/saved of your/)).toBeNull();
    expect(within(membership).queryByText(/MEMBERS25/)).toBeNull();
  });

  it('tells an expired member who may not reapply so, with no reapply link', async () => {
    renderDashboard(
      withMember({
        type: 'teacher',
        status: 'expired',
        state: 'expired',
        active: false,
        canReapply: false,
        pageUrl: '/pages/teacher-program',
        expiresOn: '2024-08-31',
        savingsCap: null,
        discount: null,
      }),
      'v1',
    );
    const membership = await screen.findByRole('region', {name: 'Membership'});
    expect(
      within(membership).getByText('You can’t reapply to this programme at the moment.'),
    ).toBeInTheDocument();
    expect(within(membership).queryByRole('link', {name: 'Reapply'})).toBeNull();
    expect(within(membership).getByRole('link', {name: 'About the programme'})).toHaveAttribute(
      'href',
      '/pages/teacher-program',
    );
  });

  it('has no membership section for other customers, and entry points for everyone', async () => {
    renderDashboard({...VIEW, member: null, latestOrder: null, orderCount: 0}, 'v1');
    expect(await screen.findByText('You haven’t placed any orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', {name: 'Membership'})).toBeNull();
    for (const name of ['Check a balance', 'Invite a friend', 'Write a review']) {
      expect(screen.getByRole('link', {name})).toBeInTheDocument();
    }
  });

  it('speaks Arabic on the Arabic store, links staying in the market', async () => {
    renderDashboard(VIEW, 'v1', 'AE');
    expect(await screen.findByRole('heading', {level: 1, name: 'حسابي'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: '#1042'})).toHaveAttribute(
      'href',
      '/ar-ae/account/orders/5600000000042',
    );
  });
});
