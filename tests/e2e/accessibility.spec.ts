import {axeViolations} from './support/axe';
import {expect, test} from './support/test';

test.describe('accessibility of the whole home page', () => {
  for (const path of ['/', '/ar-ae']) {
    test(`has no axe violations on ${path}, consent banner included`, async ({page}) => {
      await page.goto(path, {waitUntil: 'networkidle'});
      await expect(page.getByTestId('site-header')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
