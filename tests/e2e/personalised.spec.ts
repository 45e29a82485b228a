import {en} from '~/lib/i18n/messages/en';
import {fr} from '~/lib/i18n/messages/fr';
import {expect, test} from './support/test';

/**
 * The personalisation service's slots on the home page and a content page: asked for by the
 * browser once the page is live (never by the page's own request), titled in the page's words.
 */
test.describe('personalised slots outside product pages', () => {
  for (const {path, title, kind} of [
    {path: '/', title: en.product.recommended, kind: 'front'},
    {path: '/fr-fr/pages/community', title: fr.product.recommended, kind: 'general'},
  ]) {
    test(`show under the ${kind === 'front' ? 'home page' : 'content page'} once it is live`, async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/personalised/')) asked.push(request.url());
      });
      const document = await page.goto(path, {waitUntil: 'networkidle'});
      expect(await document!.text()).not.toContain('/api/personalised/');
      const heading = page.getByRole('heading', {level: 2, name: title}).first();
      await expect(heading).toBeAttached({timeout: 15_000});
      await heading.scrollIntoViewIfNeeded();
      const list = page.locator('section', {has: heading});
      await expect(list.getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`^${path === '/' ? '' : '/fr-fr'}/products/`),
      );
      expect(asked).toHaveLength(1);
      expect(asked[0]).toContain(`/api/personalised/${kind}?`);
    });
  }
});
