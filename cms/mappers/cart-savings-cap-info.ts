import type {ContentEntry} from '../entry';
import {optionalEntry, optionalText, requiredText} from '../read';
import {mapLink, type Link} from './link';

/** Savings cap texts for one community member type; {used} and {limit} are filled by the app. */
export interface SavingsCapInfo {
  memberType: string;
  title: string | null;
  body: string | null;
  capReachedText: string | null;
  learnMoreLink: Link | null;
}

export function mapCartSavingsCapInfo(entry: ContentEntry): SavingsCapInfo {
  const learnMore = optionalEntry(entry, 'learnMoreLink');
  return {
    memberType: requiredText(entry, 'memberType'),
    title: optionalText(entry, 'title'),
    body: optionalText(entry, 'body'),
    capReachedText: optionalText(entry, 'capReachedText'),
    learnMoreLink: learnMore ? mapLink(learnMore) : null,
  };
}
