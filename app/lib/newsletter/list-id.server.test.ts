import {describe, expect, it} from 'vitest';
import type {FooterContent} from '~/lib/layout.server';
import {newsletterListIdFor} from './list-id.server';

const footer = {
  newsletter: {listIds: {development: 'DEV', staging: 'STG', production: 'PRD'}},
} as unknown as FooterContent;

describe('newsletterListIdFor', () => {
  it('prefers the environment variable', () => {
    expect(newsletterListIdFor({KLAVIYO_NEWSLETTER_LIST_ID: ' ENV '}, footer)).toBe('ENV');
  });

  it("otherwise takes the content's list for this environment, then production's", () => {
    expect(newsletterListIdFor({PUBLIC_SITE_ENV: 'staging'}, footer)).toBe('STG');
    expect(newsletterListIdFor({}, footer)).toBe('DEV');
    expect(newsletterListIdFor({PUBLIC_SITE_ENV: 'preview'}, footer)).toBe('PRD');
  });

  it('is null with neither', () => {
    expect(newsletterListIdFor({}, null)).toBeNull();
    expect(newsletterListIdFor({}, {newsletter: null} as unknown as FooterContent)).toBeNull();
  });
});
