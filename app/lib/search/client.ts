import {createFetchRequester} from '@algolia/requester-fetch';
import {liteClient} from 'algoliasearch/lite';
import type {SearchClientConfig} from './config';

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
type AlgoliaHost = NonNullable<ClientOptions['hosts']>[number];

export type SearchClient = ReturnType<typeof liteClient>;

/**
 * ALGOLIA_HOST (`http://127.0.0.1:4100` for the emulator) as the client's one host;
 * undefined (the service's own hosts) when it is empty. A value without a scheme is https.
 */
export function algoliaHosts(host: string | null | undefined): AlgoliaHost[] | undefined {
  const value = host?.trim();
  if (!value) return undefined;
  const url = new URL(value.includes('://') ? value : `https://${value}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`ALGOLIA_HOST must be an http(s) URL, got ${url.protocol}`);
  }
  const path = url.pathname.replace(/\/+$/, '');
  return [
    {url: `${url.host}${path}`, protocol: url.protocol === 'http:' ? 'http' : 'https', accept: 'readWrite'},
  ];
}

/**
 * The search client, in the worker and in the browser alike. The worker has no
 * XMLHttpRequest, which the browser build would pick, so both use the fetch requester.
 */
export function createSearchClient(
  config: Pick<SearchClientConfig, 'appId' | 'apiKey' | 'host'>,
): SearchClient {
  const hosts = algoliaHosts(config.host);
  return liteClient(config.appId, config.apiKey, {
    requester: createFetchRequester(),
    ...(hosts ? {hosts} : {}),
  });
}
