import type {AppLoadContext} from '@shopify/remix-oxygen';
import {accountSource} from './accounts.server';
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
  const [account, member] = await Promise.all([
    accountSource(context).dashboard(context, accessToken),
    memberView(context, customer, accessToken),
  ]);
  return {
    name: [account.firstName, account.lastName].filter(Boolean).join(' ') || null,
    email: account.email,
    customerSince: account.createdAt ? formatDate(account.createdAt, context.market.locale) : '',
    orderCount: account.orderCount,
    latestOrder: account.latestOrder ? orderSummaryView(account.latestOrder, context) : null,
    addressCount: account.addressCount,
    defaultAddress: account.defaultAddress,
    member,
  };
}
