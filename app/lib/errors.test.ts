import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  ERROR_CATALOGUE,
  cmsErrorCode,
  consoleSink,
  describeError,
  isErrorCode,
  providerMissingError,
  reportError,
  setErrorSink,
  userMessage,
  type ErrorReport,
} from './errors';

afterEach(() => {
  setErrorSink(consoleSink);
  vi.restoreAllMocks();
});

describe('the error catalogue', () => {
  it('holds the silent codes of the shell and of commerce', () => {
    for (const code of [
      'CMS-GET-008',
      'CMS-MAP-031',
      'COLLECTION_TITLE_FETCH_ERROR',
      'RECENTLY-VIEWED-004',
      'DL-PUSH-002',
      'CART_GET_001',
      'CART_CHECK_004',
      'SHOP-GET-9',
      'KLAV-POST-002',
      'UAP_LOGOUT_001',
      'COMMUNITY-MEMBER-METAFIELD',
      'UPDATE_QUEUE_001',
      'GE_CART_ATTR_001',
    ] as const) {
      expect(ERROR_CATALOGUE[code].visibility).toBe('silent');
    }
    expect(ERROR_CATALOGUE.CART_GET_001.message).toBe('Cart not found or expired');
  });

  it('holds the shopper-facing texts word for word', () => {
    expect(userMessage('COOKIES_BLOCKED')).toBe(
      'This page could not be loaded. Your browser is currently set to block cookies. Please try enabling cookies to use this service.',
    );
    expect(userMessage('GIFT_THRESHOLD_NOT_MET')).toBe('Purchase threshold not met');
    expect(userMessage('GIFT_UNAVAILABLE')).toBe('Gift is no longer available');
    expect(userMessage('GIFT_CARD_MIXED_CART')).toBe('Gift cards cannot be purchased with other products');
    expect(userMessage('CAPTCHA_SCRIPT_FAILED')).toBe('Failed to load reCaptcha script');
    expect(ERROR_CATALOGUE.COOKIES_BLOCKED.visibility).toBe('user');
  });

  it('accepts the CMS and family patterns and nothing else', () => {
    expect(cmsErrorCode('GET', 8)).toBe('CMS-GET-008');
    expect(cmsErrorCode('MAP', 12)).toBe('CMS-MAP-012');
    expect(isErrorCode('CMS-GET-012')).toBe(true);
    expect(isErrorCode('FF-INVALID')).toBe(true);
    expect(isErrorCode('OT-9')).toBe(true);
    expect(isErrorCode('ABT-1')).toBe(true);
    expect(isErrorCode('CMS-GET-12')).toBe(false);
    expect(isErrorCode('NOPE')).toBe(false);
    expect(describeError('CMS-MAP-012')).toEqual({message: 'Error mapping content', visibility: 'silent'});
  });
});

describe('reportError', () => {
  it('writes one JSON line with the code, its message and the cause', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportError('CART_GET_002', new TypeError('boom'), {cartId: 'gid://shopify/Cart/1'});
    expect(log).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(log.mock.calls[0][0])) as ErrorReport;
    expect(line).toMatchObject({
      code: 'CART_GET_002',
      message: 'Error creating cart',
      visibility: 'silent',
      error: {name: 'TypeError', message: 'boom'},
      details: {cartId: 'gid://shopify/Cart/1'},
    });
  });

  it('goes to a plugged-in sink and survives a sink that throws', () => {
    const reports: ErrorReport[] = [];
    setErrorSink((report) => reports.push(report));
    reportError('FF-001', undefined, {parameter: 'ff.search.searchBar', value: 'yes'});
    expect(reports.map((report) => report.code)).toEqual(['FF-001']);

    setErrorSink(() => {
      throw new Error('sink down');
    });
    expect(() => reportError('DL-PUSH-001')).not.toThrow();
  });

  it('serialises non-errors and circular details without throwing', () => {
    const reports: ErrorReport[] = [];
    setErrorSink((report) => reports.push(report));
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    reportError('CMS-GET-004', circular);
    expect(reports[0].error).toEqual({name: 'NonError', message: '{"self":"[Circular]"}'});
  });

  it('keeps a report to one bounded line whatever the request carried', () => {
    const reports: ErrorReport[] = [];
    setErrorSink((report) => reports.push(report));
    const huge = 'x'.repeat(100_000);
    const error = new Error(huge);
    error.stack = Array.from({length: 500}, (_, i) => `    at frame${i} (${huge.slice(0, 50)})`).join('\n');
    reportError('SERVER-REQUEST', error, {path: `/${huge}`, list: Array(1000).fill(huge)});
    expect(JSON.stringify(reports[0]).length).toBeLessThan(25_000);
    expect(reports[0].error?.stack?.split('\n')).toHaveLength(12);
  });
});

describe('providerMissingError', () => {
  it('names the hook and its provider', () => {
    expect(providerMissingError('useSearch', 'SearchProvider').message).toMatch(
      /useSearch must be used inside SearchProvider/,
    );
  });
});
