/**
 * The Shopify Storefront API stand-in: `POST /api/{version}/graphql.json` executed by
 * graphql-js against the published schema of the version asked (versions.ts), plus the
 * Multipass login redirect.
 */
import {randomUUID} from 'node:crypto';
import {getCatalogue} from '../seed/index';
import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';
import {StorefrontExecutor} from './executor';
import {handleMultipassLogin, MULTIPASS_LOGIN_PATH} from './multipass-login';
import {loadStorefrontSchema} from './schema';
import {StorefrontState} from './state';
import {servedVersion} from './versions';

export interface StorefrontServiceOptions {
  seed?: number;
  /** Accepted storefront tokens; by default any non-empty token is accepted. */
  accessTokens?: string[];
}

const GRAPHQL_PATH = /^\/api\/(\d{4}-\d{2}|unstable)\/graphql(?:\.json)?$/;
const UNAUTHORIZED_BODY = {
  errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
};

export interface StorefrontService extends EmulatorService {
  /** The live state, for tests and the checkout page. */
  readonly state: StorefrontState;
}

/** The most recently created storefront state per seed, so the checkout page can read its carts. */
const liveStates = new Map<number, StorefrontState>();

export function liveStorefrontState(seed = 1): StorefrontState | null {
  return liveStates.get(seed) ?? null;
}

export function createStorefrontService(options: StorefrontServiceOptions = {}): StorefrontService {
  const seed = options.seed ?? 1;
  const catalogue = getCatalogue(seed);
  const state = new StorefrontState(catalogue);
  liveStates.set(seed, state);
  // One executor per served version, made on that version's first request.
  const executors = new Map<string, StorefrontExecutor>();
  const executorFor = (handle: string): {executor: StorefrontExecutor; served: string} => {
    const version = servedVersion(handle);
    let executor = executors.get(version.handle);
    if (!executor) {
      executor = new StorefrontExecutor(loadStorefrontSchema(version), catalogue, state);
      executors.set(version.handle, executor);
    }
    return {executor, served: version.handle};
  };
  const accepted = options.accessTokens ? new Set(options.accessTokens) : null;

  const handleGraphql = async (req: EmulatorRequest, version: string): Promise<EmulatorResponse> => {
    const token =
      headerValue(req, 'x-shopify-storefront-access-token') ??
      headerValue(req, 'shopify-storefront-private-token');
    if (!token || (accepted && !accepted.has(token)))
      return {status: 401, body: UNAUTHORIZED_BODY, operation: 'unauthorized'};

    const payload = readPayload(req);
    if ('error' in payload)
      return {
        status: 400,
        body: {errors: [{message: payload.error, extensions: {code: 'BAD_REQUEST'}}]},
        operation: 'bad-request',
      };

    const {executor, served} = executorFor(version);
    const {body, operation, headers} = await executor.run({
      ...payload,
      origin: originOf(req),
      now: Date.now(),
      cookieDomain: browserHost(req),
    });
    return {
      status: 200,
      headers: {
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'x-request-id': randomUUID(),
        'x-shopify-api-version': served,
      },
      body,
      operation,
    };
  };

  return {
    name: 'storefront',
    state,
    matches: (url, method) =>
      (GRAPHQL_PATH.test(url.pathname) && (method === 'POST' || method === 'GET')) ||
      (MULTIPASS_LOGIN_PATH.test(url.pathname) && method === 'GET'),
    async handle(req) {
      try {
        const graphql = GRAPHQL_PATH.exec(req.url.pathname);
        if (graphql) return await handleGraphql(req, graphql[1]);
        return handleMultipassLogin(req, state, originOf(req));
      } catch (error) {
        // Never let a bug surface as a dropped connection; answer like Shopify's 500.
        if (process.env.EMULATOR_DEBUG) console.error('[storefront]', error);
        return {
          status: 500,
          body: {
            errors: [
              {
                message: 'Internal error. Looks like something went wrong on our end.',
                extensions: {code: 'INTERNAL_SERVER_ERROR'},
              },
            ],
          },
          operation: 'error',
        };
      }
    },
    snapshot: () => state.snapshot(),
    restore: (data) => state.restore(data),
    reset: () => state.reset(),
  };
}

type Payload =
  | {query: string; variables: Record<string, unknown> | null; operationName: string | null}
  | {error: string};

function readPayload(req: EmulatorRequest): Payload {
  if (req.method === 'GET') {
    const query = req.url.searchParams.get('query');
    if (!query) return {error: 'Required parameter missing or invalid: query'};
    const variablesText = req.url.searchParams.get('variables');
    try {
      return {
        query,
        variables: variablesText ? (JSON.parse(variablesText) as Record<string, unknown>) : null,
        operationName: req.url.searchParams.get('operationName'),
      };
    } catch {
      return {error: 'Invalid JSON in variables'};
    }
  }
  const text = req.body.toString('utf8');
  if ((headerValue(req, 'content-type') ?? '').includes('application/graphql'))
    return {query: text, variables: null, operationName: null};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {error: 'Invalid JSON in request body'};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return {error: 'Request body must be a JSON object'};
  const {query, variables, operationName} = parsed as {
    query?: unknown;
    variables?: unknown;
    operationName?: unknown;
  };
  if (typeof query !== 'string' || !query.trim())
    return {error: 'Required parameter missing or invalid: query'};
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
    return {error: 'Variables must be a JSON object'};
  return {
    query,
    variables: (variables as Record<string, unknown> | null | undefined) ?? null,
    operationName: typeof operationName === 'string' && operationName ? operationName : null,
  };
}

function headerValue(req: EmulatorRequest, name: string): string | undefined {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() ? text.trim() : undefined;
}

/** The host of the page a browser request came from (its Origin header), if any. */
function browserHost(req: EmulatorRequest): string | null {
  const origin = headerValue(req, 'origin');
  if (!origin) return null;
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
}

/** The origin the client used to reach the emulator, so image and checkout URLs follow any port. */
function originOf(req: EmulatorRequest): string {
  const host = headerValue(req, 'x-forwarded-host') ?? headerValue(req, 'host') ?? req.url.host;
  const protocol = headerValue(req, 'x-forwarded-proto') ?? req.url.protocol.replace(':', '');
  return `${protocol}://${host}`;
}
