import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {consoleSink, setErrorSink, type ErrorReport} from '~/lib/errors';
import {featureFlags} from './accessor';
import {resolveFeatureFlags} from './resolve';

let reports: ErrorReport[];
beforeEach(() => {
  reports = [];
  setErrorSink((report) => reports.push(report));
});
afterEach(() => {
  setErrorSink(consoleSink);
});

const query = (search: string) => new URLSearchParams(search);

describe('resolveFeatureFlags', () => {
  it('starts from the built-in defaults', () => {
    const flags = featureFlags(resolveFeatureFlags(null));
    expect(flags.enabled('recaptcha', 'bypassAssessment')).toBe(true);
    expect(flags.enabled('search', 'searchBar')).toBe(false);
    expect(flags.enabled('accountsV2', 'dashboard')).toBe(false);
    expect(flags.enabled('site', 'dynamic_header')).toBe(false);
    expect(flags.enabled('reviews', 'mustHaveBody')).toBe(false);
    expect(flags.enabled('countrySwitcher', 'showNewIntlCountries')).toBe(false);
    expect(reports).toEqual([]);
  });

  it('takes values from content, nested or dotted, ignoring unknown flags', () => {
    const values = resolveFeatureFlags({
      search: {searchBar: true},
      'site.estimated_delivery_date': true,
      recaptcha: {bypassAssessment: false},
      search2: {anything: true},
    });
    expect(values.search.searchBar).toBe(true);
    expect(values.site.estimated_delivery_date).toBe(true);
    expect(values.recaptcha.bypassAssessment).toBe(false);
    expect(reports).toEqual([]);
  });

  it('reports content values that are not booleans and keeps the default', () => {
    const values = resolveFeatureFlags({search: {searchBar: 'yes'}});
    expect(values.search.searchBar).toBe(false);
    expect(reports.map((report) => report.code)).toEqual(['FF-003']);
    resolveFeatureFlags('not an object');
    expect(reports.map((report) => report.code)).toEqual(['FF-003', 'FF-003']);
  });

  it.each([
    ['ff.search.searchBar=1', true],
    ['ff.search.searchBar=true', true],
    ['ff.search.searchBar=TRUE', true],
  ])('flips a flag on with %s', (search, expected) => {
    expect(resolveFeatureFlags(null, query(search)).search.searchBar).toBe(expected);
  });

  it.each(['ff.recaptcha.bypassAssessment=0', 'ff.recaptcha.bypassAssessment=false'])(
    'flips a flag off with %s, over content',
    (search) => {
      const values = resolveFeatureFlags({recaptcha: {bypassAssessment: true}}, query(search));
      expect(values.recaptcha.bypassAssessment).toBe(false);
    },
  );

  it('lets a query switch the captcha bypass off but never on', () => {
    const contentOff = {recaptcha: {bypassAssessment: false}};
    expect(
      resolveFeatureFlags(contentOff, query('ff.recaptcha.bypassAssessment=1')).recaptcha.bypassAssessment,
    ).toBe(false);
    expect(reports.map((report) => report.code)).toEqual(['FF-004']);
    expect(
      resolveFeatureFlags(undefined, query('ff.recaptcha.bypassAssessment=0')).recaptcha.bypassAssessment,
    ).toBe(false);
  });

  it('ignores and reports an override that is not true, false, 1 or 0', () => {
    const values = resolveFeatureFlags(null, query('ff.search.searchBar=yes'));
    expect(values.search.searchBar).toBe(false);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      code: 'FF-001',
      details: {count: 1, parameters: ['ff.search.searchBar=yes']},
    });
  });

  it('ignores and reports an override of an unknown flag, leaving other parameters alone', () => {
    const values = resolveFeatureFlags(
      null,
      query('q=shorts&ff.search.nope=1&ff.searchBar=1&ff.site.v1_form_with_customer=1'),
    );
    expect(values.site.v1_form_with_customer).toBe(true);
    expect(reports).toMatchObject([
      {code: 'FF-002', details: {count: 2, parameters: ['ff.search.nope', 'ff.searchBar']}},
    ]);
  });

  it('reports a flood of bad overrides in one short line per kind', () => {
    const flood = Array.from(
      {length: 3000},
      (_, i) => `ff.x${i}.y=1&ff.search.searchBar=${'v'.repeat(i % 300)}`,
    ).join('&');
    resolveFeatureFlags(null, query(flood));
    expect(reports.map((report) => report.code).sort()).toEqual(['FF-001', 'FF-002']);
    for (const report of reports) {
      expect(report.details?.count).toBe(3000);
      expect(JSON.stringify(report).length).toBeLessThan(1000);
    }
  });

  it('does not let one request change the defaults of the next', () => {
    resolveFeatureFlags(null, query('ff.search.searchBar=1'));
    expect(resolveFeatureFlags(null).search.searchBar).toBe(false);
  });
});
