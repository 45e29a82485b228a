import {describe, expect, it} from 'vitest';
import type {FooterContent} from '~/lib/root-data';
import {fallbackFooter, footerModelFrom} from './footer-content';
import {isSitePath, toFooterLink} from './links';

const content = {
  headline: 'Conçu pour le mouvement.',
  columns: [
    {
      title: 'Boutique',
      links: [
        {text: 'Femme', url: '/collections/women'},
        {text: 'Retours', url: 'https://returns.example/', openInNewTab: true},
        {text: 'Broken', url: 'javascript:alert(1)'},
        {text: '', url: '/collections/men'},
      ],
    },
    {title: 'Empty', links: []},
  ],
  newsletter: {title: 'Inscrivez-vous', invalidEmailMessage: 'Adresse invalide.', successHeader: null},
  socialLinks: [
    {platform: 'Instagram', label: 'Instagram', url: 'https://www.instagram.com/alderline'},
    {platform: 'tiktok', label: null, url: 'https://www.tiktok.com/@alderline'},
    {platform: 'x', label: 'X', url: 'data:text/html,hi'},
  ],
  utilityLinks: [{text: 'Confidentialité', url: '/policies/privacy-policy'}],
  copyright: '© 2025 Alderline.',
} as unknown as FooterContent;

describe('footerModelFrom', () => {
  it('maps content, dropping unusable links and empty columns', () => {
    const model = footerModelFrom(content, 2030);
    expect(model.headline).toBe('Conçu pour le mouvement.');
    expect(model.columns).toEqual([
      {
        title: 'Boutique',
        links: [
          {text: 'Femme', url: '/collections/women', openInNewTab: false},
          {text: 'Retours', url: 'https://returns.example/', openInNewTab: true},
        ],
      },
    ]);
    expect(model.socialLinks).toEqual([
      {platform: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/alderline'},
      {platform: 'tiktok', label: 'tiktok', url: 'https://www.tiktok.com/@alderline'},
    ]);
    expect(model.utilityLinks).toEqual([
      {text: 'Confidentialité', url: '/policies/privacy-policy', openInNewTab: false},
    ]);
    expect(model.copyright).toBe('© 2025 Alderline.');
  });

  it('fills newsletter texts missing from content, with the spec default success header', () => {
    const {newsletter} = footerModelFrom(content, 2030);
    expect(newsletter.title).toBe('Inscrivez-vous');
    expect(newsletter.invalidEmailMessage).toBe('Adresse invalide.');
    expect(newsletter.successHeader).toBe('Thank you for joining!');
    expect(newsletter.requiredMessage).toBe('Please enter your email address.');
  });

  it.each([null, undefined])('renders the built-in footer for %j content', (value) => {
    expect(footerModelFrom(value, 2030)).toEqual(fallbackFooter(2030));
  });

  it('the built-in footer keeps the sign-up, help and legal links and a current copyright', () => {
    const model = fallbackFooter(2030);
    expect(model.newsletter.buttonLabel).toBe('Sign up');
    expect(model.columns.flatMap((c) => c.links.map((l) => l.url))).toContain('/pages/contact');
    expect(model.utilityLinks.map((l) => l.url)).toContain('/policies/privacy-policy');
    expect(model.copyright).toBe('© 2030 Alderline');
  });

  it('falls back field by field for partial content', () => {
    const model = footerModelFrom({columns: []} as unknown as FooterContent, 2030);
    expect(model.headline).toBe(fallbackFooter(2030).headline);
    expect(model.columns).toEqual([]);
    expect(model.utilityLinks).toEqual(fallbackFooter(2030).utilityLinks);
  });
});

describe('links', () => {
  it('tells site paths from other addresses', () => {
    expect(isSitePath('/pages/faq')).toBe(true);
    expect(isSitePath('//cdn.example/x')).toBe(false);
    expect(isSitePath('https://a.example')).toBe(false);
  });

  it.each(['mailto:help@alderline.example', 'tel:+18005550100', 'https://x.example', '/a'])(
    'keeps %s',
    (url) => {
      expect(toFooterLink({text: 'x', url})).not.toBeNull();
    },
  );

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x', ''])(
    'drops %s',
    (url) => {
      expect(toFooterLink({text: 'x', url})).toBeNull();
    },
  );
});
