import type {GraphQLResolveInfo, GraphQLSchema} from 'graphql';
import type {Catalogue, CountryCode, CurrencyCode, LanguageCode, LocalizedText, Market} from '../seed/types';
import type {StorefrontState} from './state';

/** Everything a resolver needs for one GraphQL request. */
export interface RequestContext {
  catalogue: Catalogue;
  state: StorefrontState;
  /** The @inContext country (may be a country outside the 23 markets). */
  country: CountryCode;
  /** The market that prices the request (the primary market for unknown countries). */
  market: Market;
  currency: CurrencyCode;
  /** The @inContext language when the market offers it, else English. */
  language: LanguageCode;
  /** The emulator's own origin as the client reached it, e.g. http://127.0.0.1:4100. */
  origin: string;
  /** @inContext(buyer: {customerAccessToken}) when given. */
  buyerAccessToken: string | null;
  /** Wall-clock time of the request (ms); the only clock resolvers read. */
  now: number;
  /** Per-request memo for derived values (e.g. a cart's pricing), keyed by the source object. */
  memo: WeakMap<object, unknown>;
  /** The schema of the API version serving the request (enums differ between versions). */
  schema: GraphQLSchema;
  /** The host of the page that made a browser request (its Origin header), for cookie domains. */
  cookieDomain: string | null;
  /** Headers a resolver adds to the response (e.g. Server-Timing). */
  responseHeaders: Record<string, string>;
}

/** Whether the request's API version knows an enum value (e.g. a cart warning code). */
export function versionHasEnumValue(context: RequestContext, enumName: string, value: string): boolean {
  const type = context.schema.getType(enumName);
  return Boolean(type && 'getValue' in type && type.getValue(value));
}

// Resolvers receive schema-shaped args; each one narrows them with its own interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Resolver = (source: any, args: any, context: RequestContext, info: GraphQLResolveInfo) => unknown;
export type ResolverMap = Record<string, Record<string, Resolver>>;

export function localize(text: LocalizedText, context: RequestContext): string {
  return context.language === 'EN' ? text.en : (text.translations[context.language] ?? text.en);
}
