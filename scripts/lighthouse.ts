/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated) in the
 * operating system's Chromium, for `npm run bench`.
 */
import {launch} from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium';

export interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** One Chromium for several audits (the bench alternates two builds' pages in it). */
export async function openLighthouse(): Promise<{
  audit(url: string): Promise<LighthouseFigures>;
  close(): void;
}> {
  const chrome = await launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS});
  return {
    async audit(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const audits = result?.lhr.audits;
      return {
        score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
        lcp: audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: audits?.['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits?.['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      };
    },
    close: () => chrome.kill(),
  };
}

/** The median run by performance score. */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)];
}
