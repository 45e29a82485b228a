import {ar} from '~/lib/i18n/messages/ar';
import {en} from '~/lib/i18n/messages/en';
import {axeViolations} from './support/axe';
import {expect, openLive, test} from './support/test';

test.describe('accessibility of the whole home page', () => {
  for (const path of ['/', '/ar-ae']) {
    test(`has no axe violations on ${path}, consent banner included`, async ({page}) => {
      await openLive(page, path);
      await expect(page.getByTestId('site-header')).toBeVisible();
      const words = path === '/ar-ae' ? ar : en;
      await expect(page.getByRole('region', {name: words.consent.bannerLabel})).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
