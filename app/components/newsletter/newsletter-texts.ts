import {toFooterLink, type FooterLink} from '~/components/footer/links';
import type {FooterContent} from '~/lib/root-data';

/** The newsletter_form content (cms); null when the footer has none. */
type NewsletterContent = NonNullable<FooterContent['newsletter']>;

export interface NewsletterTexts {
  title: string;
  description: string;
  emailLabel: string;
  emailPlaceholder: string;
  buttonLabel: string;
  requiredMessage: string;
  invalidEmailMessage: string;
  privacyPolicy: string;
  privacyPolicyLink: FooterLink | null;
  successHeader: string;
  successMessage: string;
}

/** Used field by field where content is missing; the success header default is the spec's. */
export const DEFAULT_NEWSLETTER_TEXTS: NewsletterTexts = {
  title: 'Join the list',
  description: 'Be the first to hear about new drops, events and member perks.',
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter your email',
  buttonLabel: 'Sign up',
  requiredMessage: 'Please enter your email address.',
  invalidEmailMessage: 'Please enter a valid email address.',
  privacyPolicy: '',
  privacyPolicyLink: null,
  successHeader: 'Thank you for joining!',
  successMessage: '',
};

export function newsletterTextsFrom(content: NewsletterContent | null | undefined): NewsletterTexts {
  const pick = (value: string | null | undefined, fallback: string) => value?.trim() || fallback;
  const d = DEFAULT_NEWSLETTER_TEXTS;
  return {
    title: pick(content?.title, d.title),
    description: pick(content?.description, d.description),
    emailLabel: pick(content?.emailLabel, d.emailLabel),
    emailPlaceholder: pick(content?.emailPlaceholder, d.emailPlaceholder),
    buttonLabel: pick(content?.buttonLabel, d.buttonLabel),
    requiredMessage: pick(content?.requiredEmailMessage, d.requiredMessage),
    invalidEmailMessage: pick(content?.invalidEmailMessage, d.invalidEmailMessage),
    privacyPolicy: pick(content?.privacyPolicy, d.privacyPolicy),
    privacyPolicyLink: toFooterLink(content?.privacyPolicyLink),
    successHeader: pick(content?.successHeader, d.successHeader),
    successMessage: pick(content?.successMessage, d.successMessage),
  };
}
