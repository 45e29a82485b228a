import pRetry from 'p-retry';
import {consentPolicyFor, defaultConsent} from '~/lib/consent/categories';
import {readConsentFromRequest} from '~/lib/consent/consent.server';
import type {AnalyticsEvent} from './events';

const FORWARD_RETRIES = 4;

/**
 * Analytics consent as the server sees it: the shopper's stored choice, or the market's
 * default while they have not chosen. Events the browser sends without it are dropped here
 * too, whatever the events claim.
 */
export function analyticsConsentGranted(request: Request, country: string): boolean {
  const stored = readConsentFromRequest(request);
  return (stored?.state ?? defaultConsent(consentPolicyFor(country))).C0002;
}

/** The collector's URL from `ANALYTICS_URL`, or null (events are then accepted and dropped). */
export function analyticsUrl(env: Pick<Env, 'ANALYTICS_URL'>): string | null {
  if (!env.ANALYTICS_URL) return null;
  try {
    const url = new URL(env.ANALYTICS_URL);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Sends one batch to the collector, retried; meant for `waitUntil` (never awaited by a response). */
export function forwardAnalytics(url: string, events: AnalyticsEvent[]): Promise<void> {
  return pRetry(
    async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({events}),
      });
      await response.arrayBuffer().catch(() => undefined);
      // A refused batch (4xx) would be refused again.
      if (response.status >= 500) throw new Error(`collector answered ${response.status}`);
    },
    {retries: FORWARD_RETRIES, minTimeout: 200, factor: 2},
  ).catch(() => undefined);
}
