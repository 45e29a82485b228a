import {describe, expect, it} from 'vitest';
import {entry, link, recordingContext} from '../test-fixtures';
import {mapFooter, newsletterListId} from './footer';

describe('mapFooter', () => {
  it('maps columns, social and utility links', () => {
    const footer = mapFooter(
      entry('footer', {
        headline: 'Made for movement.',
        menuColumns: [entry('footer_column', {title: 'Shop', links: [link('Women', '/collections/women')]})],
        socialLinks: [
          entry('social_link', {platform: 'instagram', url: 'https://instagram.example'}),
          entry('social_link', {platform: 'x', url: 'javascript:alert(1)'}),
        ],
        utilityLinks: [link('Terms', '/policies/terms-of-service')],
        copyright: '© Alderline',
      }),
      recordingContext(),
    );
    expect(footer.columns).toEqual([
      {title: 'Shop', links: [{text: 'Women', url: '/collections/women', openInNewTab: false}]},
    ]);
    expect(footer.socialLinks).toEqual([
      {platform: 'instagram', label: 'instagram', url: 'https://instagram.example'},
    ]);
    expect(footer.newsletter).toBeNull();
  });

  it('defaults the newsletter success header and picks a list id per environment', () => {
    const ctx = recordingContext();
    const footer = mapFooter(
      entry('footer', {
        newsletter: entry('newsletter_form', {
          requiredEmailMessage: 'Required',
          invalidEmailMessage: 'Invalid',
          listIds: {development: 'Dev1', production: 'Prod1', staging: 7},
        }),
      }),
      ctx,
    );
    const newsletter = footer.newsletter!;
    expect(newsletter.successHeader).toBe('Thank you for joining!');
    expect(newsletter.requiredEmailMessage).toBe('Required');
    expect(newsletterListId(newsletter, 'development')).toBe('Dev1');
    expect(newsletterListId(newsletter, 'staging')).toBe('Prod1');
    expect(ctx.warnings).toHaveLength(1);
  });
});
