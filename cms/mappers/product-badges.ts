import type {ContentEntry} from '../entry';
import {entryList, optionalText, requiredText} from '../read';

export interface ProductBadge {
  /** The product tag that earns the badge, e.g. 'badge::new'. */
  tag: string;
  label: string;
  backgroundColor: string | null;
  color: string | null;
}

export interface ProductBadges {
  badges: ProductBadge[];
}

export function mapProductBadges(entry: ContentEntry): ProductBadges {
  return {
    badges: entryList(entry, 'badges').map((badge) => ({
      tag: requiredText(badge, 'tag'),
      label: requiredText(badge, 'label'),
      backgroundColor: optionalText(badge, 'backgroundColor'),
      color: optionalText(badge, 'color'),
    })),
  };
}

/** The badges a product's tags earn, in content order. Tags compare case-insensitively. */
export function badgesForTags(badges: ProductBadges, tags: readonly string[]): ProductBadge[] {
  const owned = new Set(tags.map((tag) => tag.toLowerCase()));
  return badges.badges.filter((badge) => owned.has(badge.tag.toLowerCase()));
}
