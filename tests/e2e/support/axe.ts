import {AxeBuilder} from '@axe-core/playwright';
import type {Page} from '@playwright/test';

// @axe-core/playwright types its page against its own playwright-core release.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/**
 * axe-core's violations on the page as it is now, one line each (rule and elements), every
 * rule enforced but the viewport's: our pages keep `maximum-scale=1`
 * (docs/decisions/009-viewport-maximum-scale.md).
 *
 * Run the way axe ran before its frame-by-frame mode: inside the page, in one call. The
 * default mode gathers each frame's results and finishes them in a blank page it opens for
 * the purpose, which took 2.6–4.6 s a page here against 0.8–1.3 s, with the same findings.
 * What it adds, frames from other origins, our pages do not have.
 *
 * `within`: CSS selectors of the parts to check (a dialog, the header), else the whole page.
 */
export async function axeViolations(page: Page, within: string[] = []): Promise<string[]> {
  // Only violations are read: axe skips the details of passes and incomplete checks. Set before
  // `disableRules`, which `options` would otherwise replace.
  const builder = new AxeBuilder({page: page as unknown as AxePage})
    .options({resultTypes: ['violations']})
    .disableRules(['meta-viewport'])
    .setLegacyMode(true);
  for (const selector of within) builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
