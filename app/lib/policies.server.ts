import type {AppLoadContext} from '@shopify/remix-oxygen';
import {POLICIES_QUERY, POLICY_QUERY} from '@graphql/policies';
import {loadSanitizer, sanitizeHtml} from '~/lib/sanitize-html.server';
import {requireService} from '~/lib/service-unavailable.server';

/** The policies the Storefront API serves, by the handle Shopify gives each one's page. */
const POLICY_FIELDS = {
  'privacy-policy': 'privacyPolicy',
  'refund-policy': 'refundPolicy',
  'shipping-policy': 'shippingPolicy',
  'terms-of-service': 'termsOfService',
} as const;

type PolicyHandle = keyof typeof POLICY_FIELDS;
type PolicyField = (typeof POLICY_FIELDS)[PolicyHandle];

export interface PolicyLinkView {
  handle: string;
  title: string;
}

export interface PolicyView extends PolicyLinkView {
  /** The policy's text as HTML, sanitised. */
  body: string;
}

const isPolicyHandle = (handle: string): handle is PolicyHandle => Object.hasOwn(POLICY_FIELDS, handle);

/**
 * The shop's policies in the market's language, for the `/policies` index: the ones the
 * merchant has written, in Shopify's order. A Storefront failure is the page's 503.
 */
export async function loadPolicies(context: AppLoadContext): Promise<PolicyLinkView[]> {
  const {shop} = await requireService(
    context.storefront.query(POLICIES_QUERY, {cache: context.storefront.CacheLong()}),
    'storefront',
  );
  return Object.values(shop)
    .filter((policy): policy is NonNullable<typeof policy> => Boolean(policy))
    .map(({handle, title}) => ({handle, title}));
}

/** One policy for its page, or null for a handle Shopify has no such policy under. */
export async function loadPolicy(context: AppLoadContext, handle: string): Promise<PolicyView | null> {
  if (!isPolicyHandle(handle)) return null;
  const field = POLICY_FIELDS[handle];
  const included = Object.fromEntries(
    Object.values(POLICY_FIELDS).map((name) => [name, name === field]),
  ) as Record<PolicyField, boolean>;
  const [{shop}] = await Promise.all([
    requireService(
      context.storefront.query(POLICY_QUERY, {variables: included, cache: context.storefront.CacheLong()}),
      'storefront',
    ),
    loadSanitizer(),
  ]);
  const policy = shop[field];
  if (!policy) return null;
  return {handle: policy.handle, title: policy.title, body: sanitizeHtml(policy.body)};
}
