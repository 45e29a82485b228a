import {liteClient} from 'algoliasearch/lite';
import type {SearchClientConfig} from './config';

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
type AlgoliaHost = NonNullable<ClientOptions['hosts']>[number];
type Requester = NonNullable<ClientOptions['requester']>;

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
 * Algolia's requester contract over `fetch` (the worker has no XMLHttpRequest, which the
 * browser build would pick), with one timer per request that is cleared as soon as the
 * request settles. `@algolia/requester-fetch` leaves its connect timer running after a failed
 * fetch; when it fires, workerd logs "A promise rejection was handled asynchronously".
 *
 * A failed try that no other try can mend throws (`SearchRequestError`) instead of answering
 * the failure: when the client has no other host, or (`budgeted`, the worker) when the try ran
 * out of the request's search budget. Answered, the failure sends the client on to its next
 * host, and after the last one it throws from a call it has only just made: a rejection
 * workerd reports as handled asynchronously (decision 034).
 */
function fetchRequester({budgeted, otherHosts}: {budgeted: boolean; otherHosts: boolean}): Requester {
  return {
    async send(request) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), request.connectTimeout + request.responseTimeout);
      let answer: {content: string; isTimedOut: boolean; status: number};
      try {
        const response = await fetch(request.url, {
          method: request.method,
          body: request.data || null,
          redirect: 'manual',
          signal: controller.signal,
          headers: request.headers,
        });
        answer = {content: await response.text(), isTimedOut: false, status: response.status};
      } catch (error) {
        const isTimedOut = controller.signal.aborted;
        if (isTimedOut && (budgeted || !otherHosts)) throw new SearchRequestError('did not answer in time');
        if (!otherHosts)
          throw new SearchRequestError(
            `could not be reached (${error instanceof Error ? error.message : String(error)})`,
          );
        const content = isTimedOut
          ? 'Timeout'
          : error instanceof Error
            ? error.message
            : 'Network request failed';
        return {content, isTimedOut, status: 0};
      } finally {
        clearTimeout(timer);
      }
      if (!otherHosts && !/^[24]/.test(String(answer.status))) {
        throw new SearchRequestError(`answered ${answer.status}`);
      }
      return answer;
    },
  };
}

/** A search request failed in a way the client cannot try again elsewhere. */
class SearchRequestError extends Error {
  override name = 'SearchRequestError';
  constructor(what: string) {
    super(`The search service ${what}`);
  }
}

/**
 * The search client, in the worker and in the browser alike. On the server, `timeoutMs` keeps
 * each try within what is left of the request's search budget.
 */
export function createSearchClient(
  config: Pick<SearchClientConfig, 'appId' | 'apiKey' | 'host'>,
  {timeoutMs}: {timeoutMs?: number} = {},
): SearchClient {
  const hosts = algoliaHosts(config.host);
  const timeout = timeoutMs === undefined ? undefined : Math.max(1, timeoutMs);
  return liteClient(config.appId, config.apiKey, {
    requester: fetchRequester({budgeted: timeout !== undefined, otherHosts: !hosts || hosts.length > 1}),
    ...(timeout ? {timeouts: {connect: timeout, read: timeout, write: timeout}} : {}),
    ...(hosts ? {hosts} : {}),
  });
}
