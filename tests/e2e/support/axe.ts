import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

// @axe-core/playwright types its page against its own playwright-core release.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/**
 * axe-core's violations on the page as it is now, one line each (rule and elements), every
 * rule enforced but the viewport's: the spec fixes `maximum-scale=1`
 * (docs/decisions/009-viewport-maximum-scale.md).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe skips the details of passes and incomplete checks. Set before
  // `disableRules`, which `options` would otherwise replace.
  const results = await new AxeBuilder({page: page as unknown as AxePage})
    .options({resultTypes: ['violations']})
    .disableRules(['meta-viewport'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
