import {describe, expect, it} from 'vitest';
import type {ActionFunctionArgs, AppLoadContext} from '@shopify/remix-oxygen';
import {isCountryConfirmed} from '~/lib/visitor.server';
import {action} from '~/routes/api.country-confirmation';

function fakeSession() {
  const values = new Map<string, unknown>();
  return {
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => void values.set(key, value),
  };
}

const call = (method: string, session: ReturnType<typeof fakeSession>) =>
  action({
    request: new Request('http://localhost/api/country-confirmation', {method}),
    context: {session} as unknown as AppLoadContext,
    params: {},
  } as ActionFunctionArgs);

// `data()` results are Remix's single-fetch wrapper: {type, data, init}.
type DataResult = {data: unknown; init: ResponseInit | null};

describe('POST /api/country-confirmation', () => {
  it('sets the session flag the root loader reads, so the dialog stays shut', async () => {
    const session = fakeSession();
    const request = new Request('http://localhost/');
    expect(isCountryConfirmed(request, session)).toBe(false);

    const result = (await call('POST', session)) as unknown as DataResult;
    expect(result.data).toEqual({countryConfirmed: true});
    expect(isCountryConfirmed(request, session)).toBe(true);
  });

  it('refuses other methods without touching the session', async () => {
    const session = fakeSession();
    const result = (await call('DELETE', session)) as unknown as DataResult;
    expect(result.init?.status).toBe(405);
    expect(session.get('countryConfirmed')).toBeUndefined();
  });
});
