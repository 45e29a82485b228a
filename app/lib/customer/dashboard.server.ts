import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CUSTOMER_DASHBOARD_QUERY} from '@graphql/customer';
import type {CurrentCustomer} from './current.server';
import {memberView, type MemberView} from './member.server';
import {formatDate, orderSummaryView, type OrderSummaryView} from './orders.server';

export interface DashboardView {
  name: string | null;
  email: string | null;
  customerSince: string;
  orderCount: number;
  latestOrder: OrderSummaryView | null;
  addressCount: number;
  defaultAddress: string[] | null;
  member: MemberView | null;
}

/** The account overview: profile, counts, the latest order, the default address and any membership. */
export async function dashboardView(
  context: AppLoadContext,
  customer: CurrentCustomer,
  accessToken: string,
): Promise<DashboardView> {
  const [{customer: account}, member] = await Promise.all([
    context.storefront.query(CUSTOMER_DASHBOARD_QUERY, {
      variables: {customerAccessToken: accessToken},
      cache: context.storefront.CacheNone(),
    }),
    memberView(context, customer, accessToken),
  ]);
  const latest = account?.orders.nodes[0];
  return {
    name: [account?.firstName, account?.lastName].filter(Boolean).join(' ') || null,
    email: account?.email ?? null,
    customerSince: account ? formatDate(account.createdAt, context.market.locale) : '',
    orderCount: Number(account?.orders.totalCount ?? 0),
    latestOrder: latest ? orderSummaryView(latest, context) : null,
    addressCount: account?.addresses.nodes.length ?? 0,
    defaultAddress: account?.defaultAddress?.formatted ?? null,
    member,
  };
}
