import {describe, expect, it} from 'vitest';
import type {Footer} from '@cms/mappers/footer';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import {footerModel} from './footer.server';

const t = (locale = 'en-US') => createTranslator(messagesFor(locale, ['footer']), locale);
const captcha = {required: true, siteKey: 'key', scriptUrl: '/recaptcha.js'};

const content: Footer = {
  headline: 'Conçu pour le mouvement.',
  columns: [
    {
      title: 'Boutique',
      links: [
        {text: 'Femme', url: '/collections/women', openInNewTab: false},
        {text: 'Retours', url: 'https://returns.example/', openInNewTab: true},
      ],
    },
    {title: 'Empty', links: []},
  ],
  newsletter: {
    title: 'Inscrivez-vous',
    description: null,
    emailLabel: null,
    emailPlaceholder: null,
    buttonLabel: null,
    requiredEmailMessage: null,
    invalidEmailMessage: null,
    privacyPolicy: 'Voir notre politique.',
    privacyPolicyLink: {text: 'Confidentialité', url: '/policies/privacy-policy', openInNewTab: false},
    successHeader: 'Merci !',
    successMessage: null,
    listIds: {},
  },
  socialLinks: [{platform: 'Instagram', label: 'Instagram', url: 'https://www.instagram.com/alderline'}],
  utilityLinks: [{text: 'Confidentialité', url: '/policies/privacy-policy', openInNewTab: false}],
  copyright: '© 2025 Alderline.',
};

describe('footerModel', () => {
  it('takes content as mapped, leaving out empty columns and links’ false flags', () => {
    const model = footerModel(content, t('fr-FR'), captcha, 2030, 'token');
    expect(model.headline).toBe('Conçu pour le mouvement.');
    expect(model.columns).toEqual([
      {
        title: 'Boutique',
        links: [
          {text: 'Femme', url: '/collections/women'},
          {text: 'Retours', url: 'https://returns.example/', openInNewTab: true},
        ],
      },
    ]);
    expect(model.socialLinks).toEqual([
      {platform: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/alderline'},
    ]);
    expect(model.copyright).toBe('© 2025 Alderline.');
    expect(model.newsletter).toEqual({
      privacyPolicy: 'Voir notre politique.',
      privacyPolicyLink: {text: 'Confidentialité', url: '/policies/privacy-policy'},
      captcha,
      formToken: 'token',
    });
  });

  it('shows the built-in footer in the page language when content is unavailable', () => {
    const model = footerModel(null, t('de-DE'), captcha, 2030, 'token');
    expect(model.headline).toBe('Gemacht für Bewegung. Gebaut für jeden Tag.');
    expect(model.columns).toEqual([
      {
        title: 'Hilfe',
        links: [
          {text: 'FAQ', url: '/pages/faq'},
          {text: 'Kontakt', url: '/pages/contact'},
        ],
      },
    ]);
    expect(model.utilityLinks.map((link) => link.url)).toEqual([
      '/policies/privacy-policy',
      '/policies/terms-of-service',
    ]);
    expect(model.copyright).toBe('© 2030 Alderline');
    expect(model.newsletter).toEqual({captcha, formToken: 'token'});
  });

  it('falls back part by part for partial content', () => {
    const model = footerModel(
      {...content, headline: null, utilityLinks: [], copyright: null},
      t(),
      captcha,
      2030,
      'token',
    );
    expect(model.headline).toBe('Made for movement. Built for every day.');
    expect(model.utilityLinks.map((link) => link.text)).toEqual(['Privacy Policy', 'Terms of Service']);
    expect(model.copyright).toBe('© 2030 Alderline');
  });
});
