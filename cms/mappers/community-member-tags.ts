import type {ContentEntry} from '../entry';
import {safeUrl} from '../url';
import type {MapContext} from '../map-context';
import {jsonObject, optionalText, requiredText} from '../read';

const COMMUNITY_TAG_KEYS = [
  'applied',
  'accepted',
  'reapplicationApplied',
  'reapplicationAccepted',
  'keepMeNotified',
  'crossProgram',
  'kmnCrossProgram',
  'expired',
] as const;
type CommunityTagKey = (typeof COMMUNITY_TAG_KEYS)[number];

export interface CommunityMemberTags {
  memberType: string;
  /** The customer tag that marks each membership status. */
  tags: Partial<Record<CommunityTagKey, string>>;
  communityPageUrl: string | null;
}

export function mapCommunityMemberTags(entry: ContentEntry, ctx: MapContext): CommunityMemberTags {
  const tags: Partial<Record<CommunityTagKey, string>> = {};
  for (const [key, tag] of Object.entries(jsonObject(entry, 'tags') ?? {})) {
    if ((COMMUNITY_TAG_KEYS as readonly string[]).includes(key) && typeof tag === 'string' && tag !== '') {
      tags[key as CommunityTagKey] = tag;
    } else {
      ctx.warn(new Error(`community_member_tags ${entry.id}: ignored tag entry "${key}"`));
    }
  }
  return {
    memberType: requiredText(entry, 'memberType'),
    tags,
    communityPageUrl: safeUrl(optionalText(entry, 'communityPageUrl')),
  };
}
