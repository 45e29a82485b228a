import {describe, expect, it} from 'vitest';
import type {EmulatorRequest} from '../service';
import {createStorefrontService} from './index';
import {loadStorefrontSchema} from './schema';
import {API_VERSIONS} from './versions';

const service = createStorefrontService();

async function post(version: string, query: string, headers: Record<string, string> = {}) {
  const request: EmulatorRequest = {
    method: 'POST',
    url: new URL(`http://127.0.0.1:4100/api/${version}/graphql.json`),
    headers: {
      host: '127.0.0.1:4100',
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': 'test',
      ...headers,
    },
    body: Buffer.from(JSON.stringify({query})),
  };
  const response = await service.handle(request);
  return response as {
    status: number;
    headers: Record<string, string>;
    body: {data?: Record<string, unknown>; errors?: Array<{message: string}>};
  };
}

const CONSENT_QUERY =
  'query ensureCookies { consentManagement { cookies(visitorConsent:{}) { cookieDomain } } }';

describe('Storefront API versions', () => {
  it('loads every published schema with every resolver attached', () => {
    for (const version of API_VERSIONS) {
      const schema = loadStorefrontSchema(version);
      expect(schema.getQueryType()?.getFields().sitemap, version.handle).toBeTruthy();
    }
  });

  it('answers each version with its own schema and says which version served', async () => {
    // Cart warning codes for discounts arrived in 2025-07.
    const enumQuery = '{ __type(name: "CartWarningCode") { enumValues { name } } }';
    const codes = async (version: string) => {
      const response = await post(version, enumQuery);
      expect(response.headers['x-shopify-api-version']).toBe(version);
      const type = response.body.data?.__type as {enumValues: Array<{name: string}>};
      return type.enumValues.map((value) => value.name);
    };
    expect(await codes('2025-04')).not.toContain('DISCOUNT_NOT_FOUND');
    expect(await codes('2025-07')).toContain('DISCOUNT_NOT_FOUND');
    expect(await codes('unstable')).toContain('PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION');
  });

  it('falls forward to the oldest supported version for a version it does not serve', async () => {
    for (const version of ['2024-01', '2025-05', '2031-01']) {
      const response = await post(version, '{ shop { name } }');
      expect(response.status).toBe(200);
      expect(response.headers['x-shopify-api-version']).toBe('2025-04');
      expect(response.body.data?.shop).toEqual({name: expect.any(String)});
    }
  });

  it('lists the served versions in publicApiVersions', async () => {
    const response = await post('2025-07', '{ publicApiVersions { handle displayName supported } }');
    expect(response.body.data?.publicApiVersions).toEqual([
      {handle: '2025-04', displayName: '2025-04', supported: true},
      {handle: '2025-07', displayName: '2025-07 (Latest)', supported: true},
      {handle: 'unstable', displayName: 'unstable', supported: false},
    ]);
  });

  it('serves consentManagement on unstable only, as Shopify does', async () => {
    const unstable = await post('unstable', CONSENT_QUERY, {origin: 'http://localhost:3000'});
    expect(unstable.body.errors).toBeUndefined();
    expect(unstable.body.data).toEqual({consentManagement: {cookies: {cookieDomain: 'localhost'}}});
    expect(unstable.headers['server-timing']).toMatch(/_y;desc="[0-9a-f-]{36}", _s;desc="[0-9a-f-]{36}"/);

    const stable = await post('2025-07', CONSENT_QUERY);
    expect(stable.body.errors?.[0].message).toContain('consentManagement');
  });

  it('records the visitor’s choices in the tracking consent cookie', async () => {
    const response = await post(
      'unstable',
      'query @inContext(country: GB) { consentManagement { cookies(visitorConsent: {analytics: true, marketing: false}) { trackingConsentCookie answersCookie } } }',
    );
    const cookies = (response.body.data?.consentManagement as {cookies: {trackingConsentCookie: string}})
      .cookies;
    const cookie = JSON.parse(decodeURIComponent(cookies.trackingConsentCookie)) as {
      con: {CMP: Record<string, string>};
      region: string;
    };
    expect(cookie.con.CMP).toMatchObject({a: '1', m: '0', p: ''});
    expect(cookie.region).toBe('GB');
  });
});
