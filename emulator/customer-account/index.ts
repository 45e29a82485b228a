/**
 * Shopify's Customer Account API stand-in, at the paths Hydrogen's customer account client
 * calls on `https://shopify.com` (reached through the local runtime's outbound routing):
 *
 * - `GET /authentication/{shopId}/oauth/authorize` — the hosted login page (`POST …/login`);
 * - `POST /authentication/{shopId}/oauth/token` — authorization code (PKCE) and refresh grants;
 * - `GET /authentication/{shopId}/logout` — ends the hosted session and the customer's tokens;
 * - `GET /authentication/{shopId}/.well-known/openid-configuration` — the OpenID discovery document;
 * - `POST /{shopId}/account/customer/api/{version}/graphql` — the GraphQL API, executed by
 *   graphql-js against the published schema of the version asked, over the same customers,
 *   addresses and orders as the Storefront API's classic accounts.
 */
import {execute, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema} from 'graphql';
import {getCatalogue} from '../seed/index';
import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';
import {defaultFieldResolver, typeResolver} from '../storefront/schema';
import {liveStorefrontState} from '../storefront/index';
import type {StorefrontState} from '../storefront/state';
import {CustomerAccountAuth, headerValue} from './oauth';
import type {AccountRequestContext} from './resolvers';
import {loadCustomerAccountSchema} from './schema';
import {servedCustomerAccountVersion} from './versions';

const AUTH_PATH =
  /^\/authentication\/(\d+)\/(oauth\/authorize|oauth\/token|login|logout|\.well-known\/openid-configuration)$/;
const GRAPHQL_PATH = /^\/(\d+)\/account\/customer\/api\/(\d{4}-\d{2}|unstable)\/graphql$/;

export interface CustomerAccountServiceOptions {
  seed?: number;
  /** The storefront state whose customers sign in; the live storefront service of the same seed by default. */
  state?: StorefrontState;
}

export function createCustomerAccountService(options: CustomerAccountServiceOptions = {}): EmulatorService {
  const seed = options.seed ?? 1;
  const catalogue = getCatalogue(seed);
  const stateOf = () => {
    const state = options.state ?? liveStorefrontState(seed);
    if (!state) throw new Error('The customer accounts need the storefront service of the same seed');
    return state;
  };
  const auth = new CustomerAccountAuth(() => stateOf().customers);
  const documents = new Map<string, DocumentNode | readonly {message: string}[]>();

  const prepare = (schema: GraphQLSchema, version: string, query: string) => {
    const key = `${version}\n${query}`;
    let prepared = documents.get(key);
    if (!prepared) {
      try {
        const document = parse(query);
        const errors = validate(schema, document, specifiedRules);
        prepared = errors.length
          ? errors.map((error) => ({message: error.message, locations: error.locations}))
          : document;
      } catch (error) {
        prepared = [{message: error instanceof Error ? error.message : String(error)}];
      }
      if (documents.size > 500) documents.clear();
      documents.set(key, prepared);
    }
    return prepared;
  };

  const graphql = async (req: EmulatorRequest, version: string): Promise<EmulatorResponse> => {
    const token = headerValue(req, 'authorization')?.replace(/^Bearer\s+/i, '');
    const now = Date.now();
    const customer = stateOf().customers.byAccountAccessToken(token, now);
    if (!customer)
      return {status: 401, body: {errors: [{message: 'Unauthorized'}]}, operation: 'unauthorized'};
    let payload: {query?: unknown; variables?: unknown; operationName?: unknown};
    try {
      payload = JSON.parse(req.body.toString('utf8')) as typeof payload;
    } catch {
      return {
        status: 400,
        body: {errors: [{message: 'Invalid JSON in request body'}]},
        operation: 'bad-request',
      };
    }
    if (typeof payload?.query !== 'string' || !payload.query.trim())
      return {
        status: 400,
        body: {errors: [{message: 'Required parameter missing: query'}]},
        operation: 'bad-request',
      };
    const served = servedCustomerAccountVersion(version);
    const schema = loadCustomerAccountSchema(served);
    const prepared = prepare(schema, served.handle, payload.query);
    const operationName = typeof payload.operationName === 'string' ? payload.operationName : undefined;
    if (!('kind' in prepared))
      return {status: 200, body: {errors: prepared}, operation: operationName ?? 'invalid'};
    const context: AccountRequestContext = {
      customer,
      catalogue,
      state: stateOf(),
      origin: originOf(req),
      now,
    };
    const result = await execute({
      schema,
      document: prepared,
      variableValues: (payload.variables as Record<string, unknown> | null) ?? {},
      operationName,
      contextValue: context,
      fieldResolver: defaultFieldResolver as never,
      typeResolver: typeResolver as never,
    });
    const name =
      operationName ??
      prepared.definitions.flatMap((d) =>
        d.kind === 'OperationDefinition' && d.name ? [d.name.value] : [],
      )[0] ??
      'anonymous';
    return {
      status: 200,
      headers: {'x-shopify-api-version': served.handle},
      body: {
        ...(result.data !== undefined ? {data: result.data} : {}),
        ...(result.errors?.length
          ? {errors: result.errors.map((error) => ({message: error.message, path: error.path}))}
          : {}),
      },
      operation: name,
    };
  };

  return {
    name: 'customerAccount',
    matches: (url, method) =>
      (GRAPHQL_PATH.test(url.pathname) && method === 'POST') ||
      (AUTH_PATH.test(url.pathname) && (method === 'GET' || method === 'POST')),
    async handle(req) {
      const api = GRAPHQL_PATH.exec(req.url.pathname);
      if (api) return graphql(req, api[2]);
      const [, shopId, route] = AUTH_PATH.exec(req.url.pathname)!;
      const now = Date.now();
      switch (`${req.method} ${route}`) {
        case 'GET oauth/authorize':
          return auth.authorize(req, shopId, now);
        case 'POST login':
          return auth.login(req, shopId, now);
        case 'POST oauth/token':
          return auth.token(req, shopId, now);
        case 'GET logout':
          return auth.logout(req);
        case 'GET .well-known/openid-configuration':
          return {status: 200, body: discovery(shopId), operation: 'openid-configuration'};
        default:
          return {status: 405, body: {error: `${req.method} is not allowed on ${req.url.pathname}`}};
      }
    },
    reset: () => auth.reset(),
  };
}

/** Shopify's OpenID discovery document for the shop, with its real addresses. */
function discovery(shopId: string) {
  const base = `https://shopify.com/authentication/${shopId}`;
  return {
    issuer: base,
    authorization_endpoint: `${base}/oauth/authorize`,
    token_endpoint: `${base}/oauth/token`,
    end_session_endpoint: `${base}/logout`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'email', 'customer-account-api:full'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['HS256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'none'],
  };
}

function originOf(req: EmulatorRequest): string {
  const host = headerValue(req, 'host') ?? req.url.host;
  return `${req.url.protocol.replace(':', '')}://${host}`;
}
