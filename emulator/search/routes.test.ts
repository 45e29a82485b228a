import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import type {EmulatorRequest} from '../service';
import {InsightsStore} from './insights';
import {handleSearchRequest} from './routes';
import {createFixtureRegistry} from './testing/fixtures';

const registry = createFixtureRegistry();
const context = {registry: () => registry, insights: new InsightsStore()};
const auth = {'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'KEY'};

function request(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = auth,
): EmulatorRequest {
  const raw = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {method, url: new URL(`http://127.0.0.1:4100${path}`), headers, body: Buffer.from(raw)};
}

const call = (...args: Parameters<typeof request>) => handleSearchRequest(context, request(...args));

describe('routes', () => {
  it('answers preflight without credentials and refuses anything else without them', () => {
    expect(call('OPTIONS', '/1/indexes/*/queries', undefined, {}).status).toBe(204);
    expect(
      call('POST', '/1/indexes/*/queries', {requests: []}, {'x-algolia-application-id': 'APP'}),
    ).toMatchObject({
      status: 403,
      body: {message: 'Invalid Application-ID or API key', status: 403},
    });
  });

  it('serves the legacy GET search and the params-string body', () => {
    const get = call('GET', '/1/indexes/test_products?query=kore&hitsPerPage=1');
    expect(get).toMatchObject({status: 200, body: {nbHits: 2, hitsPerPage: 1, query: 'kore'}});
    const post = call('POST', '/1/indexes/test_products/query', {
      params: 'query=kore&filters=price%20%3E%2050',
    });
    expect(post).toMatchObject({
      status: 200,
      body: {nbHits: 1, params: 'query=kore&filters=price%20%3E%2050'},
    });
  });

  it('parses bodies whatever the content type, gzip included, and rejects broken JSON', () => {
    const gzipped = handleSearchRequest(context, {
      ...request('POST', '/1/indexes/*/queries'),
      headers: {...auth, 'content-type': 'text/plain', 'content-encoding': 'gzip'},
      body: gzipSync(JSON.stringify({requests: [{indexName: 'test_products', params: 'query=kore'}]})),
    });
    expect(gzipped).toMatchObject({status: 200, body: {results: [{nbHits: 2}]}});
    expect(call('POST', '/1/indexes/*/queries', '{"requests":')).toMatchObject({
      status: 400,
      body: {message: 'Invalid JSON', status: 400},
    });
  });

  it('answers facet-value searches, in a multi-query too', () => {
    const direct = call('POST', '/1/indexes/test_products/facets/category/query', {
      facetQuery: 'sho',
      params: 'filters=gender%3Amens',
    });
    expect(direct).toMatchObject({
      status: 200,
      body: {
        facetHits: [
          {value: 'shorts', count: 2},
          {value: 'shoes', count: 1},
        ],
        exhaustiveFacetsCount: true,
      },
    });
    const multi = call('POST', '/1/indexes/*/queries', {
      requests: [{indexName: 'test_products', type: 'facet', facet: 'gender', facetQuery: 'w'}],
    });
    expect(multi).toMatchObject({
      status: 200,
      body: {results: [{facetHits: [{value: 'womens', highlighted: '<em>w</em>omens', count: 6}]}]},
    });
  });

  it('browses, reads settings and single objects', () => {
    expect(call('POST', '/1/indexes/test_products/browse', {})).toMatchObject({
      status: 200,
      body: {nbHits: 10, hitsPerPage: 1000},
    });
    expect(call('GET', '/1/indexes/test_products_price_asc/settings')).toMatchObject({
      status: 200,
      body: {
        primary: 'test_products',
        ranking: [
          'asc(price)',
          'typo',
          'geo',
          'words',
          'filters',
          'proximity',
          'attribute',
          'exact',
          'custom',
        ],
      },
    });
    expect(call('GET', '/1/indexes/test_products/settings').body).toMatchObject({
      replicas: [
        'test_products_price_asc',
        'test_products_price_desc',
        'test_products_best_sellers',
        'test_products_newest',
      ],
    });
    expect(call('GET', '/1/indexes/test_products/p5?attributesToRetrieve=title')).toMatchObject({
      status: 200,
      body: {title: 'Kore Short | Black', objectID: 'p5'},
    });
  });

  it('answers Algolia errors: unknown index, unknown object, read-only key, unknown path', () => {
    expect(call('POST', '/1/indexes/nope/query', {})).toMatchObject({
      status: 404,
      body: {message: 'Index does not exist', status: 404},
    });
    expect(call('POST', '/1/indexes/*/queries', {requests: [{indexName: 'nope'}]})).toMatchObject({
      status: 404,
    });
    expect(call('GET', '/1/indexes/test_products/zzz')).toMatchObject({
      status: 404,
      body: {message: 'ObjectID does not exist'},
    });
    expect(call('PUT', '/1/indexes/test_products/settings', {})).toMatchObject({
      status: 403,
      body: {message: 'Method not allowed with this API key'},
    });
    expect(call('GET', '/1/unknown')).toMatchObject({status: 404});
    expect(
      call('POST', '/1/indexes/*/queries', {
        requests: [{indexName: 'test_products', filters: 'a OR (b AND c)'}],
      }),
    ).toMatchObject({
      status: 400,
      body: {
        message: 'filters: filter X OR (Y AND Z) is not allowed, only X AND (Y OR Z) is allowed',
        status: 400,
      },
    });
  });

  it('records, lists and clears insights events', () => {
    const event = {
      eventType: 'click',
      eventName: 'Product Clicked',
      index: 'test_products',
      userToken: 'u1',
      objectIDs: ['p1'],
    };
    expect(call('POST', '/1/events', {events: [event]})).toMatchObject({
      status: 200,
      body: {status: 200, message: 'OK'},
    });
    expect(call('POST', '/1/events', {events: [{...event, eventType: 'hover'}]})).toMatchObject({
      status: 422,
    });
    expect(call('POST', '/1/events', {events: [{...event, userToken: 'has space'}]})).toMatchObject({
      status: 422,
    });
    expect(call('GET', '/1/__events').body).toMatchObject({
      events: [{eventName: 'Product Clicked', appId: 'APP'}],
    });
    call('DELETE', '/1/__events');
    expect(call('GET', '/1/__events').body).toEqual({events: []});
  });
});
