import type {AppLoadContext} from '@shopify/remix-oxygen';
import {localizePath} from '@markets';
import {loadCommunityMemberTags, loadGatedTags} from '@cms/loaders';
import {toContentLocale} from '@cms/locale';
import type {CommunityMemberTags} from '@cms/mappers/community-member-tags';
import type {GatedTag} from '@cms/mappers/gated-tags';
import {MEMBERSHIP_CONFIG_QUERY} from '@graphql/customer-membership';
import {reportContentError} from '~/lib/content.server';
import {loadCachedContent} from '~/lib/content-cache.server';
import {reportError} from '~/lib/errors';
import {
  communityMemberFor,
  mergeProgrammes,
  type CommunityProgramme,
  type CommunityStatus,
} from './community';
import {currentCustomer, type CurrentCustomer} from './current.server';
import {
  collectionAccess,
  gatedDiscount,
  gatedEntryFor,
  gatedSearchFilter,
  mergeGatedEntries,
  type CollectionAccess,
  type GatedDiscount,
  type GatedEntry,
} from './gated';
import {loginPath} from './return-path';

/** The merchant keeps at most 20 gated groups and 20 community programmes. */
const MEMBERSHIP_ENTRY_LIMIT = 20;
const METAOBJECT_TYPES = {gated: 'gated_tags', community: 'community_member_tags'} as const;

export interface MembershipConfig {
  gated: GatedEntry[];
  programmes: CommunityProgramme[];
}

type MetaobjectFields = {handle: string; fields: {key: string; value?: string | null}[]};

function fieldsOf(node: MetaobjectFields): (key: string) => string | null {
  const values = new Map(node.fields.map((field) => [field.key, field.value?.trim() || null]));
  return (key) => values.get(key) ?? null;
}

function gatedEntryFromMetaobject(node: MetaobjectFields): GatedEntry | null {
  const field = fieldsOf(node);
  const customerTag = field('customer_tag');
  const collectionHandle = field('collection_handle');
  if (!customerTag || !collectionHandle) return null;
  return {
    customerTag,
    collectionHandle,
    collectionTitle: field('collection_title'),
    linkTitle: field('link_title'),
    linkColor: field('link_color'),
    displayNavigationLink: field('display_navigation_link') === 'true',
    type: field('type') ?? node.handle,
  };
}

function gatedEntryFromContent(tag: GatedTag): GatedEntry {
  return {
    customerTag: tag.customerTag,
    collectionHandle: tag.collection.handle,
    collectionTitle: tag.collection.title,
    linkTitle: tag.linkTitle,
    linkColor: tag.linkColor,
    displayNavigationLink: tag.displayNavigationLink,
    type: tag.type,
  };
}

/** Metaobject field keys per status. */
const STATUS_FIELDS: Record<CommunityStatus, string> = {
  applied: 'applied',
  accepted: 'accepted',
  reapplicationApplied: 'reapplication_applied',
  reapplicationAccepted: 'reapplication_accepted',
  keepMeNotified: 'keep_me_notified',
  crossProgram: 'cross_program',
  kmnCrossProgram: 'kmn_cross_program',
  expired: 'expired',
};

function programmeFromMetaobject(node: MetaobjectFields): CommunityProgramme | null {
  const field = fieldsOf(node);
  const memberType = field('member_type') ?? node.handle;
  if (!memberType) return null;
  const tags: CommunityProgramme['tags'] = {};
  for (const [status, key] of Object.entries(STATUS_FIELDS) as [CommunityStatus, string][]) {
    const tag = field(key);
    if (tag) tags[status] = tag;
  }
  return {memberType, tags, pageUrl: field('page_url')};
}

function programmeFromContent(entry: CommunityMemberTags): CommunityProgramme {
  return {memberType: entry.memberType, tags: entry.tags, pageUrl: entry.communityPageUrl};
}

/** The gated groups and community programmes kept in metaobjects, from one Storefront request. */
async function metaobjectEntries(context: AppLoadContext): Promise<MembershipConfig> {
  try {
    const {gated, community} = await context.storefront.query(MEMBERSHIP_CONFIG_QUERY, {
      variables: {
        gatedType: METAOBJECT_TYPES.gated,
        communityType: METAOBJECT_TYPES.community,
        first: MEMBERSHIP_ENTRY_LIMIT,
      },
      cache: context.storefront.CacheLong(),
    });
    return {
      gated: entriesOf(gated.nodes, gatedEntryFromMetaobject),
      programmes: entriesOf(community.nodes, programmeFromMetaobject),
    };
  } catch (error) {
    reportError('MEMBERSHIP-CONFIG-001', error, {source: 'storefront'});
    return {gated: [], programmes: []};
  }
}

function entriesOf<T>(nodes: MetaobjectFields[], map: (node: MetaobjectFields) => T | null): T[] {
  return nodes.map(map).filter((entry): entry is T => entry !== null);
}

async function contentEntries(context: AppLoadContext): Promise<{
  gated: GatedEntry[];
  programmes: CommunityProgramme[];
}> {
  const {content} = context;
  const empty = {gated: [], programmes: []};
  if (!content) return empty;
  const locale = toContentLocale(context.market.locale);
  const client = context.contentPreview ? content.preview : content.delivery;
  const loaded = await loadCachedContent({
    name: 'membership',
    withCache: context.withCache,
    waitUntil: context.waitUntil,
    cacheKey: ['membership', 1, locale],
    preview: context.contentPreview,
    load: async () => {
      const request = {locale, report: reportContentError};
      const [gated, programmes] = await Promise.all([
        loadGatedTags(client, request),
        loadCommunityMemberTags(client, request),
      ]);
      return {gated, programmes};
    },
    fallback: {gated: null, programmes: null},
    isComplete: (value) => value.gated !== null && value.programmes !== null,
  });
  return {
    gated: (loaded.gated ?? []).map(gatedEntryFromContent),
    programmes: (loaded.programmes ?? []).map(programmeFromContent),
  };
}

const configs = new WeakMap<object, Promise<MembershipConfig>>();

/**
 * Gated groups and community programmes from the Storefront's metaobjects and the content
 * service, the Storefront's first. Loaded (from cache) at most once per request.
 */
export function membershipConfig(context: AppLoadContext): Promise<MembershipConfig> {
  let pending = configs.get(context.session);
  if (!pending) {
    pending = Promise.all([metaobjectEntries(context), contentEntries(context)]).then(
      ([storefront, content]) => ({
        gated: mergeGatedEntries(storefront.gated, content.gated),
        programmes: mergeProgrammes(storefront.programmes, content.programmes),
      }),
    );
    configs.set(context.session, pending);
  }
  return pending;
}

/** The signed-in customer's gated entry, or null (guests and customers without a gated tag). */
export async function gatedEntryOf(
  context: AppLoadContext,
  customer: CurrentCustomer | null,
): Promise<GatedEntry | null> {
  if (!customer || customer.tags.length === 0) return null;
  return gatedEntryFor((await membershipConfig(context)).gated, customer.tags);
}

/**
 * Whether the signed-in customer is an active community member (accepted in some form): the
 * bag lets them count lines towards their programme. No lookup for guests or untagged customers.
 */
export async function isActiveCommunityMember(
  context: AppLoadContext,
  customer: CurrentCustomer | null,
): Promise<boolean> {
  if (!customer || customer.tags.length === 0) return false;
  const {programmes} = await membershipConfig(context);
  return communityMemberFor(programmes, customer.tags, false)?.active ?? false;
}

/** The members-only collections (lower-case handles), as the gated configuration names them. */
export async function membersOnlyCollections(context: AppLoadContext): Promise<string[]> {
  return [
    ...new Set((await membershipConfig(context)).gated.map((entry) => entry.collectionHandle.toLowerCase())),
  ];
}

/**
 * For the search work: the filter clause that hides gated products the current shopper may
 * not see ('' when nothing is hidden). Join it to the store's filter with AND.
 */
export async function gatedSearchFilterFor(context: AppLoadContext): Promise<string> {
  const [config, customer] = await Promise.all([membershipConfig(context), currentCustomer(context)]);
  return gatedSearchFilter(config.gated, customer?.tags ?? []);
}

/**
 * For product pages and lists: the current customer's gated discount on a product, from the
 * product's gated discount values (`tag::percentage`, comma-separated).
 */
export async function gatedDiscountFor(
  context: AppLoadContext,
  productDiscountValues: string | null | undefined,
): Promise<GatedDiscount | null> {
  if (!productDiscountValues) return null;
  const customer = await currentCustomer(context);
  return customer ? gatedDiscount(productDiscountValues, customer.tags) : null;
}

/**
 * The server-side guard every page that lists a collection's products must call before it
 * loads them. A gated collection (one a gated entry unlocks, or whose own `gated` metafield
 * says so — pass it as `options.gated`) is only for customers whose tags unlock it: a guest
 * is sent to sign in and comes back to the collection; a signed-in customer without the tag
 * gets a 404, so the collection's existence is not revealed to them. Answers 'open' for
 * everyone's collections and 'allowed' for a members-only one this customer may see.
 */
export async function requireCollectionAccess(
  context: AppLoadContext,
  collectionHandle: string,
  options: {gated?: boolean} = {},
): Promise<Exclude<CollectionAccess, 'denied'>> {
  const [config, customer] = await Promise.all([membershipConfig(context), currentCustomer(context)]);
  const access = collectionAccess(config.gated, customer?.tags ?? [], collectionHandle, options);
  if (access !== 'denied') return access;
  throw membersOnlyRefusal(
    context,
    customer !== null,
    `/collections/${encodeURIComponent(collectionHandle)}`,
  );
}

/**
 * The refusal of a members-only page: a guest is sent to sign in and brought back to
 * `returnTo` (a path in this market, without its prefix); a signed-in customer without the
 * tag gets a 404, so what is members-only is not even named to them. Never cached.
 */
export function membersOnlyRefusal(
  context: Pick<AppLoadContext, 'pathPrefix'>,
  signedIn: boolean,
  returnTo: string,
): Response {
  if (!signedIn) {
    return new Response(null, {
      status: 302,
      headers: {
        Location: localizePath(loginPath(localizePath(returnTo, context)), context),
        'Cache-Control': 'private, no-store',
      },
    });
  }
  return new Response('Not found', {status: 404, headers: {'Cache-Control': 'private, no-store'}});
}
