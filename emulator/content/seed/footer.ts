import {copy, single, type SeedBuilder} from './builder';
import {HELP_CENTER_URL, linkEntry, ORDER_TRACKING_URL, RETURNS_PORTAL_URL} from './links';

/** E-mail list ids per app environment; the app picks one by where it runs. */
const NEWSLETTER_LIST_IDS = {development: 'EmuDv1', staging: 'EmuSt1', production: 'AlD7rL'};

const SOCIAL_PROFILES = [
  {platform: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/alderline'},
  {platform: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@alderline'},
  {platform: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@alderline'},
  {platform: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/alderline'},
  {platform: 'pinterest', label: 'Pinterest', url: 'https://www.pinterest.com/alderline'},
];

export function seedFooter(b: SeedBuilder): void {
  const column = (
    id: string,
    title: 'footer.shop' | 'footer.help' | 'footer.about',
    links: ReturnType<typeof linkEntry>[],
  ) => b.entry('footer_column', id, {title: copy(title), links: single(links)});

  const shop = column('footerColumnShop', 'footer.shop', [
    linkEntry(b, 'footerLinkWomen', 'nav.women', '/collections/women'),
    linkEntry(b, 'footerLinkMen', 'nav.men', '/collections/men'),
    linkEntry(b, 'footerLinkNew', 'nav.new', '/collections/new'),
    linkEntry(b, 'footerLinkSale', 'nav.sale', '/collections/sale'),
  ]);
  const help = column('footerColumnHelp', 'footer.help', [
    linkEntry(b, 'footerLinkReturns', 'link.returns', RETURNS_PORTAL_URL, true),
    linkEntry(b, 'footerLinkTrackOrder', 'link.trackOrder', ORDER_TRACKING_URL, true),
    linkEntry(b, 'footerLinkFaq', 'link.faq', `${HELP_CENTER_URL}faq`, true),
    linkEntry(b, 'footerLinkContact', 'link.contactUs', `${HELP_CENTER_URL}contact`, true),
  ]);
  const about = column('footerColumnAbout', 'footer.about', [
    linkEntry(b, 'footerLinkCommunity', 'nav.community', '/pages/community'),
    linkEntry(b, 'footerLinkStories', 'nav.stories', '/blogs/community'),
    linkEntry(b, 'footerLinkCareers', 'link.careers', 'https://careers.alderline.example/', true),
  ]);

  const privacyPolicy = linkEntry(b, 'linkPrivacyPolicy', 'link.privacyPolicy', '/policies/privacy-policy');
  const newsletter = b.entry('newsletter_form', 'newsletterForm', {
    internalName: single('Footer newsletter'),
    title: copy('newsletter.title'),
    description: copy('newsletter.description'),
    emailLabel: copy('newsletter.emailLabel'),
    emailPlaceholder: copy('newsletter.emailPlaceholder'),
    buttonLabel: copy('newsletter.button'),
    requiredEmailMessage: copy('newsletter.required'),
    invalidEmailMessage: copy('newsletter.invalid'),
    privacyPolicy: copy('newsletter.privacyPolicy'),
    privacyPolicyLink: single(privacyPolicy),
    successHeader: copy('newsletter.successHeader'),
    successMessage: copy('newsletter.successMessage'),
    listIds: single(NEWSLETTER_LIST_IDS),
  });

  const socialLinks = SOCIAL_PROFILES.map((profile) =>
    b.entry('social_link', `social-${profile.platform}`, {
      platform: single(profile.platform),
      label: single(profile.label),
      url: single(profile.url),
    }),
  );

  b.entry('footer', 'footer', {
    internalName: single('Site footer'),
    headline: copy('footer.headline'),
    menuColumns: single([shop, help, about]),
    newsletter: single(newsletter),
    socialLinks: single(socialLinks),
    utilityLinks: single([
      privacyPolicy,
      linkEntry(b, 'linkTerms', 'link.terms', '/policies/terms-of-service'),
      linkEntry(b, 'linkAccessibility', 'link.accessibility', `${HELP_CENTER_URL}accessibility`, true),
    ]),
    copyright: copy('footer.copyright'),
  });
}
