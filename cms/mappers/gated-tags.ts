import type {ContentEntry} from '../entry';
import {booleanOr, optionalText, requiredText} from '../read';

/** A gated customer group (warehouse sale, influencer) and the collection its tag unlocks. */
export interface GatedTag {
  customerTag: string;
  collection: {handle: string; title: string | null};
  linkTitle: string | null;
  linkColor: string | null;
  displayNavigationLink: boolean;
  type: string | null;
}

export function mapGatedTags(entry: ContentEntry): GatedTag {
  return {
    customerTag: requiredText(entry, 'customerTag'),
    collection: {
      handle: requiredText(entry, 'collectionHandle'),
      title: optionalText(entry, 'collectionTitle'),
    },
    linkTitle: optionalText(entry, 'linkTitle'),
    linkColor: optionalText(entry, 'linkColor'),
    displayNavigationLink: booleanOr(entry, 'displayNavigationLink', false),
    type: optionalText(entry, 'type'),
  };
}
