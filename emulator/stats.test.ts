import {describe, expect, it} from 'vitest';
import {FaultStore} from './faults';
import {operationLabel, Stats} from './stats';

describe('operationLabel', () => {
  it('replaces id-like segments', () => {
    expect(operationLabel('post', '/1/indexes/us_products/query')).toBe('POST /1/indexes/us_products/query');
    expect(operationLabel('GET', '/carts/12345/lines')).toBe('GET /carts/:id/lines');
    expect(operationLabel('GET', '/api/2025-07/graphql.json')).toBe('GET /api/2025-07/graphql.json');
    expect(operationLabel('GET', '/x/gid%3A%2F%2Fshopify%2FCart%2Fabc')).toBe('GET /x/:id');
    expect(operationLabel('GET', '/s/0123456789abcdef0123')).toBe('GET /s/:id');
  });
});

describe('Stats', () => {
  it('counts requests, faults, errors and operations', () => {
    const stats = new Stats();
    stats.record('search', 'query', 200);
    stats.record('search', 'query', 200);
    stats.record('search', undefined, 503, true);
    expect(stats.snapshot()).toMatchObject({
      total: 3,
      services: {search: {requests: 3, faulted: 1, errors: 1, operations: {query: 2}}},
    });
    stats.reset();
    expect(stats.snapshot().total).toBe(0);
  });

  it('keeps when each request came and was answered, in the order answered', () => {
    const stats = new Stats();
    const before = Date.now();
    stats.record('storefront', 'Product', 200, false, before - 150);
    stats.record('search', undefined, 499, true, before - 20);
    const {calls} = stats.snapshot();
    expect(calls.map(({service, operation}) => [service, operation])).toEqual([
      ['storefront', 'Product'],
      ['search', null],
    ]);
    expect(calls[0].startedAt).toBe(before - 150);
    expect(calls[0].answeredAt).toBeGreaterThanOrEqual(before);
    stats.reset();
    expect(stats.snapshot().calls).toEqual([]);
  });
});

describe('FaultStore', () => {
  it('merges field by field, lets a service override *, and clears', () => {
    const faults = new FaultStore({'*': {latencyMs: 10}});
    faults.merge({content: {errorRate: 1}});
    expect(faults.for('content')).toEqual({latencyMs: 10, errorRate: 1});
    faults.merge({content: {latencyMs: 0}});
    expect(faults.for('content')).toEqual({latencyMs: 0, errorRate: 1});
    faults.clear('*');
    expect(faults.for('search')).toBeUndefined();
    faults.clear();
    expect(faults.list()).toEqual({});
  });
});
