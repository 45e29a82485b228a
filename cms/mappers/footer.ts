import type {ContentEntry} from '../entry';
import type {MapContext} from '../map-context';
import {entryList, jsonObject, optionalEntry, optionalText, requiredText} from '../read';
import {safeUrl} from '../url';
import {mapLink, mapLinks, type Link} from './link';

/** The newsletter success header when content leaves it empty. */
const DEFAULT_NEWSLETTER_SUCCESS_HEADER = 'Thank you for joining!';

interface FooterColumn {
  title: string;
  links: Link[];
}

interface SocialLink {
  platform: string;
  label: string;
  url: string;
}

export interface NewsletterContent {
  title: string | null;
  description: string | null;
  emailLabel: string | null;
  emailPlaceholder: string | null;
  buttonLabel: string | null;
  requiredEmailMessage: string | null;
  invalidEmailMessage: string | null;
  privacyPolicy: string | null;
  privacyPolicyLink: Link | null;
  successHeader: string;
  successMessage: string | null;
  /** E-mail list id per app environment (development, staging, production). */
  listIds: Record<string, string>;
}

export interface Footer {
  headline: string | null;
  columns: FooterColumn[];
  newsletter: NewsletterContent | null;
  socialLinks: SocialLink[];
  utilityLinks: Link[];
  copyright: string | null;
}

/** The sign-up list for the environment the app runs in, falling back to production's. */
export function newsletterListId(newsletter: NewsletterContent, environment: string): string | null {
  return newsletter.listIds[environment] ?? newsletter.listIds.production ?? null;
}

function mapListIds(entry: ContentEntry, ctx: MapContext): Record<string, string> {
  const listIds: Record<string, string> = {};
  for (const [environment, id] of Object.entries(jsonObject(entry, 'listIds') ?? {})) {
    if (typeof id === 'string' && id !== '') listIds[environment] = id;
    else ctx.warn(new Error(`newsletter_form ${entry.id}: list id for "${environment}" is not a text`));
  }
  return listIds;
}

function mapNewsletter(entry: ContentEntry, ctx: MapContext): NewsletterContent {
  const privacyPolicyLink = optionalEntry(entry, 'privacyPolicyLink');
  return {
    title: optionalText(entry, 'title'),
    description: optionalText(entry, 'description'),
    emailLabel: optionalText(entry, 'emailLabel'),
    emailPlaceholder: optionalText(entry, 'emailPlaceholder'),
    buttonLabel: optionalText(entry, 'buttonLabel'),
    requiredEmailMessage: optionalText(entry, 'requiredEmailMessage'),
    invalidEmailMessage: optionalText(entry, 'invalidEmailMessage'),
    privacyPolicy: optionalText(entry, 'privacyPolicy'),
    privacyPolicyLink: privacyPolicyLink ? mapLink(privacyPolicyLink) : null,
    successHeader: optionalText(entry, 'successHeader') ?? DEFAULT_NEWSLETTER_SUCCESS_HEADER,
    successMessage: optionalText(entry, 'successMessage'),
    listIds: mapListIds(entry, ctx),
  };
}

/** A social link, or null when its URL is unsafe (one bad link never drops its neighbours). */
function mapSocialLink(entry: ContentEntry): SocialLink | null {
  const platform = requiredText(entry, 'platform');
  const url = safeUrl(optionalText(entry, 'url'));
  return url ? {platform, label: optionalText(entry, 'label') ?? platform, url} : null;
}

export function mapFooter(entry: ContentEntry, ctx: MapContext): Footer {
  const newsletter = optionalEntry(entry, 'newsletter');
  return {
    headline: optionalText(entry, 'headline'),
    columns: entryList(entry, 'menuColumns').map((column) => ({
      title: requiredText(column, 'title'),
      links: mapLinks(entryList(column, 'links')),
    })),
    newsletter: newsletter ? mapNewsletter(newsletter, ctx) : null,
    socialLinks: entryList(entry, 'socialLinks')
      .map(mapSocialLink)
      .filter((link): link is SocialLink => link !== null),
    utilityLinks: mapLinks(entryList(entry, 'utilityLinks')),
    copyright: optionalText(entry, 'copyright'),
  };
}
