/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated) in the
 * operating system's Chromium, for `npm run bench`. Figures are the median run by performance score.
 */
import {launch} from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/e2e/support/chromium';

export interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export async function lighthouseMobile(url: string, runs: number): Promise<LighthouseFigures> {
  const chrome = await launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS});
  try {
    const results: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const audits = result?.lhr.audits;
      results.push({
        score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
        lcp: audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: audits?.['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits?.['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
    results.sort((a, b) => a.score - b.score);
    return results[Math.floor(results.length / 2)];
  } finally {
    chrome.kill();
  }
}
