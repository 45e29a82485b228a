import AxeBuilder from '@axe-core/playwright';
import {expect, test} from './support/test';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

test.describe('accessibility of the whole home page', () => {
  for (const path of ['/', '/ar-ae']) {
    test(`has no axe violations on ${path}, consent banner included`, async ({page}) => {
      await page.goto(path, {waitUntil: 'networkidle'});
      await expect(page.getByTestId('site-header')).toBeVisible();
      // @axe-core/playwright types its page against its own playwright-core release.
      // The spec fixes `maximum-scale=1`; see docs/decisions/009-viewport-maximum-scale.md.
      const results = await new AxeBuilder({page: page as unknown as AxePage})
        .disableRules(['meta-viewport'])
        .analyze();
      const summary = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(summary).toEqual([]);
    });
  }
});
