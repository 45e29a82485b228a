// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {CHECKOUT_FLAGS_KEY} from './checkout-flags';
import {fetchGeolocation} from './geolocation';
import {EXPERIMENTS_EVENT, startCheckoutExperiments} from './runtime';

let reports: ErrorReport[];
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
  localStorage.clear();
});
afterEach(() => setErrorSink(consoleSink));

const storedFlags = () => JSON.parse(localStorage.getItem(CHECKOUT_FLAGS_KEY) ?? '{"flags":{}}').flags;
const announce = (detail: unknown) => window.dispatchEvent(new CustomEvent(EXPERIMENTS_EVENT, {detail}));
const targeted = {experimentId: 'exp-1', flag: 'cart_v2', variationId: 'v-b', targeting: {countries: ['GB']}};

describe('geolocation lookup', () => {
  it('reads the answer, and falls back to a US visitor on any failure', async () => {
    const answer = (body: unknown, status = 200) => vi.fn(async () => Response.json(body, {status}));
    expect(
      await fetchGeolocation(answer({country: 'gb', subdivision: 'eng', postalCode: 'EC1A 1BB'})),
    ).toEqual({
      geo: {country: 'GB', subdivision: 'ENG', postalCode: 'EC1A 1BB'},
      failed: false,
    });
    const fallback = {geo: {country: 'US', subdivision: '', postalCode: ''}, failed: true};
    expect(await fetchGeolocation(answer({country: 'GB'}, 500))).toEqual(fallback);
    expect(await fetchGeolocation(answer({country: 'Britain'}))).toEqual(fallback);
    expect(await fetchGeolocation(vi.fn(async () => Promise.reject(new TypeError('offline'))))).toEqual(
      fallback,
    );
  });
});

describe('checkout experiments in the page', () => {
  it('asks where the visitor is only for a targeted assignment, and stores what matches', async () => {
    const fetcher = vi.fn(async () => Response.json({country: 'GB', subdivision: 'ENG', postalCode: ''}));
    const stop = startCheckoutExperiments({fetcher});
    announce({assignments: [{experimentId: 'exp-2', flag: 'dynamic_header', variationId: 'v-a'}]});
    await vi.waitFor(() => expect(storedFlags()).toHaveProperty('exp-2'));
    expect(fetcher).not.toHaveBeenCalled();
    announce({assignments: [targeted]});
    await vi.waitFor(() => expect(storedFlags()).toHaveProperty('exp-1'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    stop();
  });

  it('treats a failed lookup as a US visitor (ABT-004): a flag targeted at GB is cleaned up at start', async () => {
    localStorage.setItem(
      CHECKOUT_FLAGS_KEY,
      JSON.stringify({version: 1, flags: {'exp-1': {...targeted, storedAt: '2026-01-01T00:00:00.000Z'}}}),
    );
    const stop = startCheckoutExperiments({fetcher: vi.fn(async () => new Response('', {status: 502}))});
    await vi.waitFor(() => expect(localStorage.getItem(CHECKOUT_FLAGS_KEY)).toBeNull());
    expect(reports.map((report) => report.code)).toEqual(['ABT-004']);
    announce({nothing: true});
    expect(reports.map((report) => report.code)).toEqual(['ABT-004', 'ABT-001']);
    stop();
  });
});
