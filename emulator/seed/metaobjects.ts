import {type IdSequence, isoDaysBefore} from './ids';
import {MARKETS} from './markets';
import {convertFromUsd} from './prices';
import {createMetafield} from './metafields';
import {FREE_GIFT_HANDLE} from './products';
import type {
  Collection,
  CommunityTag,
  GatedTag,
  GiftConfig,
  Metafield,
  Metaobject,
  MetaobjectField,
  Product,
} from './types';

const METAOBJECT_TYPES = {
  gift: 'gwp_configuration',
  gated: 'gated_tags',
  community: 'community_member_tags',
} as const;

const GIFT_THRESHOLD_USD = 150;

export function buildMetaobjects(ids: IdSequence, products: Product[], collections: Collection[]) {
  const gift = products.find((p) => p.handle === FREE_GIFT_HANDLE);
  const giftVariant = gift?.variants[0];
  // Far ahead of any test run's clock (a date relative to the seed's fixed time would pass).
  const future = '2099-12-31T00:00:00.000Z';
  const giftConfigs: GiftConfig[] = MARKETS.map((market) => ({
    countryCode: market.countryCode,
    threshold: convertFromUsd(GIFT_THRESHOLD_USD, market.currency),
    variantId: giftVariant?.id ?? 0,
    subtext: 'Free tote with orders over the threshold, while stocks last.',
    badgeBackground: '#d4622b',
    labelColour: '#336799',
    buttonTextColour: '#ffffff',
    colours: ['Natural'],
    // Two markets exercise the "no longer available" path.
    hasMetInventoryThreshold: market.countryCode === 'MX',
    expirationDate: market.countryCode === 'JP' ? '2025-01-01T00:00:00Z' : future,
  }));

  const collectionByHandle = new Map(collections.map((c) => [c.handle, c]));
  const warehouse = collectionByHandle.get('warehouse-sale');
  const gatedTags: GatedTag[] = [
    {
      customerTag: 'gated::warehouse-sale',
      collectionHandle: 'warehouse-sale',
      collectionTitle: warehouse?.title.en ?? 'Warehouse Sale',
      linkTitle: 'Warehouse Sale',
      linkColour: '#c8102e',
      displayNavigationLink: true,
      type: 'warehouse-sale',
    },
    {
      customerTag: 'gated::influencer',
      collectionHandle: 'warehouse-sale',
      collectionTitle: warehouse?.title.en ?? 'Warehouse Sale',
      linkTitle: 'Influencer Picks',
      linkColour: '#5d2e55',
      displayNavigationLink: false,
      type: 'influencer',
    },
  ];

  const communityTags: CommunityTag[] = ['ambassador', 'pro', 'teacher'].map((type) => ({
    memberType: type,
    applied: `${type}-applied`,
    accepted: `${type}-accepted`,
    reapplicationApplied: `${type}-reapplication-applied`,
    reapplicationAccepted: `${type}-reapplication-accepted`,
    keepMeNotified: `${type}-keep-me-notified`,
    crossProgram: `${type}-cross-program`,
    kmnCrossProgram: `${type}-kmn-cross-program`,
    expired: `${type}-expired`,
    pageUrl: `/pages/${type}-program`,
  }));

  const metaobjects: Metaobject[] = [
    ...giftConfigs.map((config) =>
      metaobject(ids, METAOBJECT_TYPES.gift, `gwp-${config.countryCode.toLowerCase()}`, [
        field('country_code', 'single_line_text_field', config.countryCode),
        field('threshold', 'number_decimal', String(config.threshold)),
        {
          key: 'product_variant',
          type: 'variant_reference',
          value: giftVariant?.gid ?? null,
          referenceGid: giftVariant?.gid,
        },
        field('subtext', 'single_line_text_field', config.subtext),
        field('badge_background_color', 'color', config.badgeBackground),
        field('label_color', 'color', config.labelColour),
        field('button_text_color', 'color', config.buttonTextColour),
        field('colors', 'list.single_line_text_field', JSON.stringify(config.colours)),
        field('has_met_inventory_threshold', 'boolean', String(config.hasMetInventoryThreshold)),
        field('expiration_date', 'date_time', config.expirationDate),
      ]),
    ),
    ...gatedTags.map((tag) =>
      metaobject(ids, METAOBJECT_TYPES.gated, tag.type, [
        field('customer_tag', 'single_line_text_field', tag.customerTag),
        {
          key: 'collection',
          type: 'collection_reference',
          value: collectionByHandle.get(tag.collectionHandle)?.gid ?? null,
          referenceGid: collectionByHandle.get(tag.collectionHandle)?.gid,
        },
        field('collection_handle', 'single_line_text_field', tag.collectionHandle),
        field('collection_title', 'single_line_text_field', tag.collectionTitle),
        field('link_title', 'single_line_text_field', tag.linkTitle),
        field('link_color', 'color', tag.linkColour),
        field('display_navigation_link', 'boolean', String(tag.displayNavigationLink)),
        field('type', 'single_line_text_field', tag.type),
      ]),
    ),
    ...communityTags.map((tag) =>
      metaobject(ids, METAOBJECT_TYPES.community, tag.memberType, [
        field('member_type', 'single_line_text_field', tag.memberType),
        field('applied', 'single_line_text_field', tag.applied),
        field('accepted', 'single_line_text_field', tag.accepted),
        field('reapplication_applied', 'single_line_text_field', tag.reapplicationApplied),
        field('reapplication_accepted', 'single_line_text_field', tag.reapplicationAccepted),
        field('keep_me_notified', 'single_line_text_field', tag.keepMeNotified),
        field('cross_program', 'single_line_text_field', tag.crossProgram),
        field('kmn_cross_program', 'single_line_text_field', tag.kmnCrossProgram),
        field('expired', 'single_line_text_field', tag.expired),
        field('page_url', 'url', tag.pageUrl),
      ]),
    ),
  ];
  return {metaobjects, giftConfigs, gatedTags, communityTags};
}

/** Savings cap per programme, in the member's currency: accepted members of each type. */
const SAVINGS_CAP_LIMITS: Record<string, number> = {ambassador: 500, pro: 400, teacher: 300};

/**
 * The shop's `custom.savings_cap_limits`: `tag::limit` pairs, comma-separated; a member's cap
 * is the limit of the first pair whose tag they have.
 */
export function buildSavingsCapLimits(ids: IdSequence, communityTags: CommunityTag[]): Metafield {
  const pairs = communityTags.flatMap((tag) => {
    const limit = SAVINGS_CAP_LIMITS[tag.memberType];
    return limit ? [`${tag.accepted}::${limit}`, `${tag.reapplicationAccepted}::${limit}`] : [];
  });
  return createMetafield(ids, 'custom', 'savings_cap_limits', 'single_line_text_field', pairs.join(','));
}

function field(key: string, type: string, value: string): MetaobjectField {
  return {key, type, value};
}

function metaobject(ids: IdSequence, type: string, handle: string, fields: MetaobjectField[]): Metaobject {
  return {...ids.next('Metaobject'), type, handle, fields, updatedAt: isoDaysBefore(3)};
}
