import type {EmulatorRequest} from '../service';
import type {StorefrontService} from './index';

const TEST_ORIGIN_HOST = '127.0.0.1:4100';

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  body: {
    data?: T;
    errors?: {message: string; locations?: unknown; path?: unknown; extensions?: {code?: string}}[];
  };
  operation?: string;
}

/** Calls the service the way Hydrogen's storefront client does (POST JSON + public token). */
export async function graphql<T = Record<string, unknown>>(
  service: StorefrontService,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {'x-shopify-storefront-access-token': 'test-public-token'},
): Promise<GraphqlResponse<T>> {
  const request: EmulatorRequest = {
    method: 'POST',
    url: new URL(`http://${TEST_ORIGIN_HOST}/api/2025-07/graphql.json`),
    headers: {host: TEST_ORIGIN_HOST, 'content-type': 'application/json', ...headers},
    body: Buffer.from(JSON.stringify({query, variables})),
  };
  const response = await service.handle(request);
  return response as GraphqlResponse<T>;
}
