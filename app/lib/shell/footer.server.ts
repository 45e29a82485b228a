import type {Footer} from '@cms/mappers/footer';
import {BRAND_NAME} from '~/lib/brand';
import type {Translate} from '~/lib/i18n/translator';
import {toLinkView} from './header.server';
import type {CaptchaSettings, FooterModel, LinkView} from './types';

/**
 * The footer from content, each missing part replaced by the built-in one in the page's
 * language: a footer always offers the sign-up and the links a shopper must reach.
 * Content's links are already safe (the mappers drop unsafe ones).
 */
export function footerModel(
  content: Footer | null,
  t: Translate,
  captcha: CaptchaSettings,
  year: number,
  formToken: string,
  supportPhoneNumber: string | null = null,
): FooterModel {
  const supportPhone = supportPhoneNumber
    ? {number: supportPhoneNumber, tel: `+${supportPhoneNumber.replace(/\D/g, '')}`}
    : null;
  const fallbackColumns = [
    {
      title: t('footer.help'),
      links: [
        {text: t('footer.faq'), url: '/pages/faq'},
        {text: t('footer.contact'), url: '/pages/contact'},
      ],
    },
  ];
  const fallbackUtilityLinks: LinkView[] = [
    {text: t('footer.privacyPolicy'), url: '/policies/privacy-policy'},
    {text: t('footer.terms'), url: '/policies/terms-of-service'},
  ];
  const copyright = content?.copyright?.trim() || `© ${year} ${BRAND_NAME}`;
  if (!content) {
    return {
      headline: t('footer.headline'),
      columns: fallbackColumns,
      socialLinks: [],
      utilityLinks: fallbackUtilityLinks,
      copyright,
      newsletter: {captcha, formToken},
      supportPhone,
    };
  }
  const columns = content.columns
    .map((column) => ({title: column.title.trim(), links: column.links.map((link) => toLinkView(link))}))
    .filter((column) => column.links.length > 0);
  const utilityLinks = content.utilityLinks.map((link) => toLinkView(link));
  const newsletter = content.newsletter;
  return {
    headline: content.headline?.trim() || t('footer.headline'),
    columns,
    socialLinks: content.socialLinks.map((link) => ({
      platform: link.platform.trim().toLowerCase(),
      label: link.label,
      url: link.url,
    })),
    utilityLinks: utilityLinks.length > 0 ? utilityLinks : fallbackUtilityLinks,
    copyright,
    newsletter: {
      ...(newsletter?.privacyPolicy ? {privacyPolicy: newsletter.privacyPolicy} : {}),
      ...(newsletter?.privacyPolicyLink ? {privacyPolicyLink: toLinkView(newsletter.privacyPolicyLink)} : {}),
      ...(newsletter?.successMessage ? {successMessage: newsletter.successMessage} : {}),
      captcha,
      formToken,
    },
    supportPhone,
  };
}
