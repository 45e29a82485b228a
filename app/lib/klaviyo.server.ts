import pRetry, {AbortError} from 'p-retry';

/**
 * The e-mail platform's client API (Klaviyo): list subscriptions, profile upserts
 * and back-in-stock subscriptions, identified by the public company id. Only the
 * app's `/api/klaviyo/*` routes call it, so the browser never talks to the platform.
 *
 * Retries: up to 3, only when the platform could not answer
 * (network error, timeout, 5xx, 429), and all of them within one time budget. A 4xx is
 * the platform rejecting the input and is returned at once.
 */

const KLAVIYO_ORIGIN = 'https://a.klaviyo.com';
/** Klaviyo versions its API by date; a pinned revision keeps the JSON:API shapes stable. */
export const KLAVIYO_REVISION = '2025-01-15';
const KLAVIYO_RETRIES = 3;
/** First wait between attempts, doubling: three retries fit well inside the budget. */
const FIRST_RETRY_DELAY_MS = 250;
const ATTEMPT_TIMEOUT_MS = 2_000;
/** Without a request deadline (tests), all attempts together get this long. */
const DEFAULT_BUDGET_MS = 4_000;

export interface KlaviyoConfig {
  /** Root of the client API, e.g. https://a.klaviyo.com (no trailing slash). */
  baseUrl: string;
  companyId: string;
}

/**
 * Null when no company id is configured. `KLAVIYO_HOST` points at a stand-in that
 * serves the client API under `/klaviyo` (the local emulator); empty means Klaviyo.
 */
export function readKlaviyoConfig(env: Partial<Env>): KlaviyoConfig | null {
  const companyId = env.KLAVIYO_PUBLIC_KEY?.trim();
  if (!companyId) return null;
  const host = env.KLAVIYO_HOST?.trim().replace(/\/+$/, '');
  return {baseUrl: host ? `${host}/klaviyo` : KLAVIYO_ORIGIN, companyId};
}

export type PlatformResult =
  | {ok: true; status: number}
  /** The platform answered 4xx: the input was wrong; `detail` is its first error's text. */
  | {ok: false; kind: 'rejected'; status: number; detail: string}
  /** The platform could not be reached or kept failing after the retries. */
  | {ok: false; kind: 'unavailable'; status?: number; detail: string};

export interface KlaviyoClientOptions {
  fetch?: typeof fetch;
  retries?: number;
  /** First retry delay (250 ms), doubling per attempt. Tests pass 1. */
  minRetryDelayMs?: number;
  attemptTimeoutMs?: number;
  /**
   * All attempts and waits of one call end within this; a function is read when the call
   * starts (`() => deadlines.remaining('email')`).
   */
  budgetMs?: number | (() => number);
}

/** What the store knows of a signed-in customer, for their profile on the e-mail platform. */
export interface KnownProfile {
  firstName: string | null;
  lastName: string | null;
  /** The store's customer id (Klaviyo's `external_id`). */
  externalId: string;
}

export interface KlaviyoClient {
  subscribeToList(input: {
    listId: string;
    email: string;
    source?: string;
    profile?: KnownProfile | null;
  }): Promise<PlatformResult>;
  upsertProfile(input: {email: string}): Promise<PlatformResult>;
  subscribeToBackInStock(input: {catalogVariantId: string; email: string}): Promise<PlatformResult>;
}

export function createKlaviyoClient(
  config: KlaviyoConfig,
  options: KlaviyoClientOptions = {},
): KlaviyoClient {
  const post = (path: string, document: unknown) => postWithRetries(config, path, document, options);
  return {
    subscribeToList: ({listId, email, source, profile}) =>
      post('/client/subscriptions', {
        data: {
          type: 'subscription',
          attributes: {
            ...(source ? {custom_source: source} : {}),
            profile: {
              data: {
                type: 'profile',
                attributes: {
                  email,
                  ...(profile
                    ? {
                        external_id: profile.externalId,
                        ...(profile.firstName ? {first_name: profile.firstName} : {}),
                        ...(profile.lastName ? {last_name: profile.lastName} : {}),
                      }
                    : {}),
                },
              },
            },
          },
          relationships: {list: {data: {type: 'list', id: listId}}},
        },
      }),
    upsertProfile: ({email}) => post('/client/profiles', {data: {type: 'profile', attributes: {email}}}),
    subscribeToBackInStock: ({catalogVariantId, email}) =>
      post('/client/back-in-stock-subscriptions', {
        data: {
          type: 'back-in-stock-subscription',
          attributes: {
            channels: ['EMAIL'],
            profile: {data: {type: 'profile', attributes: {email}}},
          },
          relationships: {variant: {data: {type: 'catalog-variant', id: catalogVariantId}}},
        },
      }),
  };
}

/** Thrown inside an attempt when another attempt may succeed. */
class RetryableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RetryableError';
  }
}

/** The platform refused the input (4xx); never retried. */
class RejectedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RejectedError';
  }
}

async function postWithRetries(
  config: KlaviyoConfig,
  path: string,
  document: unknown,
  options: KlaviyoClientOptions,
): Promise<PlatformResult> {
  const doFetch = options.fetch ?? fetch;
  const url = `${config.baseUrl}${path}?company_id=${encodeURIComponent(config.companyId)}`;
  const body = JSON.stringify(document);
  const budget = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const budgetMs = Math.max(1, typeof budget === 'function' ? budget() : budget);
  const deadline = Date.now() + budgetMs;
  const attempt = async (): Promise<PlatformResult> => {
    const attemptMs = Math.min(options.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS, deadline - Date.now());
    if (attemptMs <= 0) throw new AbortError(new RetryableError(`No answer within ${budgetMs} ms`));
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/vnd.api+json',
          Accept: 'application/vnd.api+json',
          revision: KLAVIYO_REVISION,
        },
        body,
        signal: AbortSignal.timeout(attemptMs),
      });
    } catch (error) {
      // Any fetch rejection (refused, reset, timeout) is worth another try.
      throw new RetryableError(error instanceof Error ? error.message : String(error));
    }
    if (response.ok) return {ok: true, status: response.status};
    const detail = await errorDetail(response);
    if (response.status >= 500 || response.status === 429) throw new RetryableError(detail, response.status);
    throw new AbortError(new RejectedError(detail, response.status));
  };

  try {
    return await pRetry(attempt, {
      retries: options.retries ?? KLAVIYO_RETRIES,
      // Stops the waits between attempts too: the answer comes within the budget.
      signal: AbortSignal.timeout(budgetMs),
      minTimeout: options.minRetryDelayMs ?? FIRST_RETRY_DELAY_MS,
    });
  } catch (error) {
    if (error instanceof RejectedError) {
      return {ok: false, kind: 'rejected', status: error.status, detail: error.message};
    }
    const status = error instanceof RetryableError ? error.status : undefined;
    return {
      ok: false,
      kind: 'unavailable',
      status,
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Klaviyo answers `{errors: [{detail, title}]}`; anything else becomes the status line. */
async function errorDetail(response: Response): Promise<string> {
  const fallback = `HTTP ${response.status}`;
  try {
    const body: unknown = await response.json();
    const first = (body as {errors?: Array<{detail?: unknown; title?: unknown}>}).errors?.[0];
    const text = first?.detail ?? first?.title;
    return typeof text === 'string' && text !== '' ? text : fallback;
  } catch {
    return fallback;
  }
}
