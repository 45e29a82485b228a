import type {AppLoadContext} from '@shopify/remix-oxygen';
import {findMarket} from '@markets';
import {
  communityMemberFor,
  MEMBERS_DISCOUNT,
  parseCanReapply,
  savingsCap,
  type CommunityStatus,
} from './community';
import {accountSource} from './accounts.server';
import type {MembershipRecord} from './account-source.server';
import type {CurrentCustomer} from './current.server';
import {membershipConfig} from './membership.server';
import {loadSavingsCapTexts, savingsCapInfoOf} from './savings-info.server';
import type {SavingsCapInfo} from '@cms/mappers/cart-savings-cap-info';

/**
 * Where a member stands: `current` (member prices, savings left), `capped` (member, but the
 * savings limit is used up: full prices until it renews), `pending` (applied or on a waiting
 * list) or `expired` (the membership ended; `canReapply` says whether they may apply again).
 */
type MemberState = 'current' | 'capped' | 'pending' | 'expired';

/** A community member's programme as the dashboard and the member drawer show it. */
export interface MemberView {
  type: string;
  status: CommunityStatus;
  state: MemberState;
  /** Accepted in some form: member prices and the savings cap apply. */
  active: boolean;
  pageUrl: string | null;
  canReapply: boolean;
  /** ISO date the membership ends, when the merchant keeps one. */
  expiresOn: string | null;
  savingsCap: {limit: number; used: number; remaining: number; currencyCode: string} | null;
  /** The members-only code, for members with savings left. */
  discount: {code: string; percentage: number} | null;
  /**
   * Content's savings cap texts for the programme, for active members: the body holds
   * `{used}` and `{limit}` (the component fills them); null when content has none.
   */
  savingsInfo: {
    title: string | null;
    body: string | null;
    capReached: string | null;
    learnMore: {text: string; url: string} | null;
  } | null;
}

/**
 * The customer's community membership with its savings cap, or null when they are in no
 * programme. The cap's amounts are in the currency of the member's country (the market's
 * when the country has no store). `early`: the membership record and the programmes' savings
 * cap texts when the caller asked for them already, beside the customer (so a member's view
 * waits for one call, not two in a row).
 */
export async function memberView(
  context: AppLoadContext,
  customer: CurrentCustomer,
  accessToken: string,
  early: {membership?: Promise<MembershipRecord>; savingsTexts?: Promise<SavingsCapInfo[] | null>} = {},
): Promise<MemberView | null> {
  if (customer.tags.length === 0) return null;
  const config = await membershipConfig(context);
  const probe = communityMemberFor(config.programmes, customer.tags, false);
  if (!probe) return null;
  const [{fields, savingsCapLimits}, texts] = await Promise.all([
    early.membership ?? accountSource(context).membership(context, accessToken),
    probe.active ? (early.savingsTexts ?? loadSavingsCapTexts(context)) : null,
  ]);
  const info = probe.active ? savingsCapInfoOf(texts, probe.type) : null;
  const member = communityMemberFor(
    config.programmes,
    customer.tags,
    parseCanReapply(fields.get('eligible_to_reapply')),
  )!;
  const cap = member.active
    ? savingsCap(savingsCapLimits, customer.tags, fields.get('savings_cap_used'))
    : null;
  const memberCountry = fields.get('member_country_code')?.toUpperCase();
  const currencyCode = (memberCountry && findMarket(memberCountry)?.currency) || context.market.currency;
  const state: MemberState = member.expired
    ? 'expired'
    : !member.active
      ? 'pending'
      : cap && cap.remaining <= 0
        ? 'capped'
        : 'current';
  return {
    type: member.type,
    status: member.status,
    state,
    active: member.active,
    pageUrl: member.url,
    canReapply: member.canReapply,
    expiresOn: fields.get('membership_expiry') ?? null,
    savingsCap: cap ? {...cap, currencyCode} : null,
    discount:
      state === 'current' ? {code: MEMBERS_DISCOUNT.code, percentage: MEMBERS_DISCOUNT.percentage} : null,
    savingsInfo:
      member.active && info
        ? {
            title: info.title,
            body: info.body,
            capReached: info.capReachedText,
            learnMore: info.learnMoreLink
              ? {text: info.learnMoreLink.text, url: info.learnMoreLink.url}
              : null,
          }
        : null,
  };
}
