import {reportError} from '~/lib/errors';
import {firstMatchingTagValue, hasTag, normaliseTag} from './tag-values';

/**
 * Community programmes (ambassadors, pros, teachers…): customer tags mark a member's status
 * in a programme, strongest first. "Expired" is the weakest: a customer who has applied
 * again, or is on a waiting list, is shown that rather than the old membership's end.
 */
const COMMUNITY_STATUSES = [
  'accepted',
  'reapplicationAccepted',
  'crossProgram',
  'reapplicationApplied',
  'applied',
  'kmnCrossProgram',
  'keepMeNotified',
  'expired',
] as const;
export type CommunityStatus = (typeof COMMUNITY_STATUSES)[number];

/** Statuses whose holders are members today: they get member prices and the savings cap. */
const ACTIVE_STATUSES: ReadonlySet<CommunityStatus> = new Set([
  'accepted',
  'reapplicationAccepted',
  'crossProgram',
]);

export interface CommunityProgramme {
  memberType: string;
  /** The customer tag for each status. */
  tags: Partial<Record<CommunityStatus, string>>;
  pageUrl: string | null;
}

export type CommunityMember = {
  type: string;
  url: string | null;
  /** The tag that made them a member. */
  memberTag: string;
  status: CommunityStatus;
  /** Holds member prices and a savings cap now (accepted in some form). */
  active: boolean;
  canReapply: boolean;
} & Partial<Record<CommunityStatus, true>>;

/** Programmes from both sources, the Storefront's first; one entry per member type. */
export function mergeProgrammes(
  ...sources: ReadonlyArray<readonly CommunityProgramme[]>
): CommunityProgramme[] {
  const seen = new Set<string>();
  return sources.flat().filter((programme) => {
    const key = normaliseTag(programme.memberType);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The customer's membership: the first programme (in configuration order) with a status tag
 * they have; within a programme the strongest status wins (accepted before applied).
 */
export function communityMemberFor(
  programmes: readonly CommunityProgramme[],
  tags: readonly string[],
  canReapply: boolean,
): CommunityMember | null {
  for (const programme of programmes) {
    for (const status of COMMUNITY_STATUSES) {
      const memberTag = programme.tags[status];
      if (!memberTag || !hasTag(tags, memberTag)) continue;
      return {
        type: programme.memberType,
        url: programme.pageUrl,
        memberTag,
        status,
        [status]: true,
        active: ACTIVE_STATUSES.has(status),
        canReapply,
      };
    }
  }
  return null;
}

/**
 * The "eligible to reapply" metafield holds a JSON boolean as text. Anything else is
 * reported (COMMUNITY-MEMBER-METAFIELD) and read as false.
 */
export function parseCanReapply(value: string | null | undefined): boolean {
  if (value == null || value === '') return false;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'boolean') return parsed;
    throw new TypeError(`not a boolean: ${value}`);
  } catch (error) {
    reportError('COMMUNITY-MEMBER-METAFIELD', error, {value: value.slice(0, 40)});
    return false;
  }
}

export interface SavingsCap {
  limit: number;
  used: number;
  remaining: number;
}

/**
 * A member's savings cap: the limit of the first `tag::number` entry whose tag the customer
 * has, what they have saved so far (never below 0) and what is left (never below 0).
 */
export function savingsCap(
  limits: string | null | undefined,
  tags: readonly string[],
  used: string | number | null | undefined,
): SavingsCap | null {
  const entry = firstMatchingTagValue(limits, tags);
  if (!entry) return null;
  const limit = Math.max(0, entry.value);
  const spent = Math.max(0, Number(used) || 0);
  return {limit, used: spent, remaining: Math.max(0, roundCents(limit - spent))};
}

function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The members-only discount code members may use at checkout (the bag applies codes). */
export const MEMBERS_DISCOUNT = {code: 'MEMBERS25', percentage: 25} as const;
