import {BRAND_NAME} from '~/lib/brand';
import {newsletterTextsFrom, type NewsletterTexts} from '~/components/newsletter/newsletter-texts';
import type {FooterContent} from '~/lib/root-data';
import {isSafeUrl, toFooterLinks, type FooterLink} from './links';

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export interface SocialLink {
  /** Lower-case network name that picks the icon, e.g. 'instagram'. */
  platform: string;
  label: string;
  url: string;
}

export interface FooterModel {
  headline: string;
  columns: FooterColumn[];
  newsletter: NewsletterTexts;
  socialLinks: SocialLink[];
  utilityLinks: FooterLink[];
  copyright: string;
}

const FALLBACK_HEADLINE = 'Made for movement. Built for every day.';

/**
 * Shown when the footer content could not be loaded: the sign-up and the links a
 * shopper must always be able to reach.
 */
const FALLBACK_COLUMNS: FooterColumn[] = [
  {
    title: 'Help',
    links: [
      {text: 'FAQ', url: '/pages/faq', openInNewTab: false},
      {text: 'Contact us', url: '/pages/contact', openInNewTab: false},
    ],
  },
];
const FALLBACK_UTILITY_LINKS: FooterLink[] = [
  {text: 'Privacy Policy', url: '/policies/privacy-policy', openInNewTab: false},
  {text: 'Terms of Service', url: '/policies/terms-of-service', openInNewTab: false},
];

function fallbackCopyright(year: number): string {
  return `© ${year} ${BRAND_NAME}`;
}

export function fallbackFooter(year: number): FooterModel {
  return {
    headline: FALLBACK_HEADLINE,
    columns: FALLBACK_COLUMNS,
    newsletter: newsletterTextsFrom(null),
    socialLinks: [],
    utilityLinks: FALLBACK_UTILITY_LINKS,
    copyright: fallbackCopyright(year),
  };
}

/**
 * Content (cms `Footer`) for display: unusable links dropped, each missing part
 * replaced by its fallback; no content at all gives the built-in footer.
 */
export function footerModelFrom(content: FooterContent | null | undefined, year: number): FooterModel {
  if (!content) return fallbackFooter(year);
  const columns = (content.columns ?? [])
    .map((column) => ({title: column.title?.trim() ?? '', links: toFooterLinks(column.links)}))
    .filter((column) => column.links.length > 0);
  const utilityLinks = toFooterLinks(content.utilityLinks);
  return {
    headline: content.headline?.trim() || FALLBACK_HEADLINE,
    columns,
    newsletter: newsletterTextsFrom(content.newsletter),
    socialLinks: (content.socialLinks ?? []).flatMap((link) => {
      const url = link.url?.trim();
      const label = link.label?.trim() || link.platform?.trim();
      if (!url || !label || !isSafeUrl(url)) return [];
      return [{platform: (link.platform ?? '').trim().toLowerCase(), label, url}];
    }),
    utilityLinks: utilityLinks.length > 0 ? utilityLinks : FALLBACK_UTILITY_LINKS,
    copyright: content.copyright?.trim() || fallbackCopyright(year),
  };
}
