import {single, type SeedBuilder} from './builder';
import {MEMBER_TYPES} from './commerce';

/** Customer tags per programme status, `{memberType}::{status}`. */
function programmeTags(memberType: string) {
  const tag = (status: string) => `${memberType}::${status}`;
  return {
    applied: tag('applied'),
    accepted: tag('accepted'),
    reapplicationApplied: tag('reapplication-applied'),
    reapplicationAccepted: tag('reapplication-accepted'),
    keepMeNotified: tag('keep-me-notified'),
    crossProgram: tag('cross-program'),
    kmnCrossProgram: tag('kmn-cross-program'),
    expired: tag('expired'),
  };
}

export function seedCommunityMemberTags(b: SeedBuilder): void {
  MEMBER_TYPES.forEach(({memberType}, index) => {
    b.entry('community_member_tags', `communityTags-${memberType}`, {
      memberType: single(memberType),
      order: single(index + 1),
      tags: single(programmeTags(memberType)),
      communityPageUrl: single('/pages/community'),
    });
  });
}

export function seedGatedTags(b: SeedBuilder): void {
  b.entry('gated_tags', 'gatedWarehouseSale', {
    customerTag: single('warehouse-sale'),
    collectionHandle: single('warehouse-sale'),
    collectionTitle: single('Warehouse Sale'),
    linkTitle: single('Warehouse Sale'),
    linkColor: single('#c8102e'),
    displayNavigationLink: single(true),
    type: single('warehouse_sale'),
  });
  b.entry('gated_tags', 'gatedInfluencer', {
    customerTag: single('influencer'),
    collectionHandle: single('warehouse-sale'),
    collectionTitle: single('Warehouse Sale'),
    linkTitle: single('Creator Access'),
    linkColor: single('#3e3e3e'),
    displayNavigationLink: single(false),
    type: single('influencer'),
  });
}
