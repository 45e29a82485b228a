/**
 * The one error catalogue and the one
 * reporting function. Every code the store reports is defined here once; the texts
 * shoppers see are in `shown-errors.ts`, spread into the same catalogue.
 *
 * - `silent`: reported for monitoring only; the shopper sees nothing (the caller
 *   falls back to null, false, empty).
 * - `user`: the message is shown to the shopper as written.
 * - `developer`: a programming mistake (e.g. a hook outside its provider); thrown,
 *   never shown.
 *
 * Ships to the browser: no secrets, no server-only imports.
 */

import {SHOWN_TO_SHOPPERS, type ErrorDefinition, type ErrorVisibility} from './shown-errors';

// The texts shoppers see live in `shown-errors.ts`, so that only the code that shows one ships
// them to the browser; the rest of the catalogue stays on the server, and the browser reports
// codes only (the monitoring endpoint adds their texts).
export {userMessage, type ErrorDefinition, type ShownErrorCode} from './shown-errors';

const silent = (message: string): ErrorDefinition => ({message, visibility: 'silent'});
const developer = (message: string): ErrorDefinition => ({message, visibility: 'developer'});

const PROVIDER_MISSING = developer('A context hook was used outside its provider');

/** Codes with a fixed meaning. */
export const ERROR_CATALOGUE = {
  // Content service. Other CMS-GET/CMS-MAP numbers follow CMS_CODE_PATTERN.
  'CMS-GET-008': silent('Error fetching address countries content'),
  'CMS-MAP-008': silent('Error mapping address countries content'),
  'CMS-GET-031': silent('Error fetching content'),
  'CMS-MAP-031': silent('Error mapping content'),
  'CMS-PARSE-COMPONENTS': developer('Error parsing CMS components'),
  'CMS-CONTENT-BUDGET': silent('Content took longer than its time budget; built-in fallbacks shown'),
  'CMS-CONTENT-FAILED': silent('Content could not be loaded; built-in fallbacks shown'),
  'CMS-CIRCUIT-OPEN': silent(
    'Content service failing; cached content or fallbacks served without waiting for 30 s',
  ),

  // Feature flags.
  'FF-001': silent('Feature flag override has a value other than true, false, 1 or 0'),
  'FF-002': silent('Feature flag override names an unknown flag'),
  'FF-003': silent('Feature flags in site variables could not be read'),
  'FF-004': silent('Feature flag override tried to switch on a flag that loosens a security check'),

  // Consent cookies and the A/B testing tool.
  'OT-001': silent('Error reading the consent cookie'),
  'OT-002': silent('Error writing the consent state'),
  'OT-003': silent('Consent script did not load in time'),
  'ABT-001': silent('A/B testing tool error'),
  'ABT-002': silent('Checkout experiment flags could not be read'),
  'ABT-003': silent('Checkout experiment flags could not be stored'),
  'ABT-004': silent('Geolocation failed; checkout experiments targeted as a US visitor'),

  // Storefront data.
  COLLECTION_TITLE_FETCH_ERROR: silent('Error fetching collection title'),
  'RECENTLY-VIEWED-001': silent('Error reading recently viewed products'),
  'RECENTLY-VIEWED-002': silent('Error writing recently viewed products'),
  'RECENTLY-VIEWED-003': silent('Error removing recently viewed products'),
  'RECENTLY-VIEWED-004': silent('Error updating recently viewed products'),
  'DL-PUSH-001': silent('Error pushing an analytics event'),
  'DL-PUSH-002': silent('Error pushing analytics page data'),
  'ANALYTICS-SHOP-001': silent(
    "The shop's analytics settings could not be read; Shopify analytics are not sent",
  ),
  'SEARCH-001': silent('Product search failed; the page says search is unavailable'),
  'SEARCH-002': silent('A search analytics event could not be sent'),
  'SEARCH-003': silent('The search overlay could not query the search service'),
  'REVIEWS-GET-001': silent('Error fetching product reviews; the page shows no review list'),
  'PERSONALISATION-GET-001': silent('Error fetching personalised recommendations; the slots stay empty'),

  // Cart.
  CART_GET_001: silent('Cart not found or expired'),
  CART_GET_002: silent('Error creating cart'),
  CART_UPDT_001: silent('Error updating cart item quantity'),
  CART_ATTR_001: silent('Missing frtToken attribute; checkout preparation failed'),
  CART_ATTR_002: silent('Error updating cart attributes'),
  CART_ATTR_003: silent('Error updating a cart attribute'),
  CART_ATTR_004: silent('Error setting a cart attribute'),
  CART_ATTR_005: silent('Error removing a cart attribute'),
  CART_ATTR_006: silent('Error parsing cart attributes'),
  CART_DISC_001: silent('Error applying discount to cart'),
  CART_CUST_001: silent('Error updating cart customer'),
  CART_CHECK_001: silent('Checkout URL could not be parsed'),
  CART_CHECK_002: silent('Multipass checkout failed'),
  CART_CHECK_003: silent('Error fetching checkout'),
  CART_CHECK_004: silent('Error parsing the cached cart'),
  CART_SYNC_001: silent('Error syncing the cart country'),
  UPDATE_QUEUE_001: silent('Error processing the cart update queue'),
  GE_CART_ATTR_001: silent('Error handling the external cart-attributes event'),

  // Shop configuration and media.
  'SHOP-GET-9': silent('Error fetching gift configuration'),
  'SHOP-GET-003': silent('Error fetching media images'),
  'SHOP-MAP-003': silent('Error mapping media images'),
  'SHOP-GET-004': silent('Error fetching colour order'),

  // E-mail platform, accounts, community.
  'KLAV-POST-001': silent('Error subscribing to the newsletter'),
  'KLAV-POST-002': silent('Error updating the e-mail profile'),
  UAP_LOGOUT_001: silent('Error signing out'),
  'COMMUNITY-MEMBER-METAFIELD': silent('Community member reapply flag could not be parsed'),
  'ACCOUNT-REQUEST-001': silent('A customer account request to the Storefront API failed'),
  'ACCOUNT-CREATE-001': silent('Customer creation failed with a request error'),
  'MEMBERSHIP-CONFIG-001': silent('Gated or community tag configuration could not be loaded'),

  ...SHOWN_TO_SHOPPERS,

  // Pages and requests.
  'SERVER-REQUEST': silent('A loader or action failed'),
  'SERVER-RENDER': silent('A page failed while streaming from the server'),
  'BROWSER-ERROR': silent('A page showed its error page in the browser'),
  'SECTION-LOAD': silent('A lazily loaded section of the page could not load its code or data'),
  'TEST-ERROR-PAGE': silent('Deliberate test error page (showErrorPage in the query)'),
  'SERVICE-UNAVAILABLE': silent(
    'A page needs a service that failed or timed out; answered 503 with Retry-After',
  ),

  // Programming mistakes.
  PROVIDER_MISSING,
} as const satisfies Record<string, ErrorDefinition>;

type CatalogueCode = keyof typeof ERROR_CATALOGUE;

/** CMS-GET-nnn / CMS-MAP-nnn: one number per content fetch or mapping. */
export type CmsErrorCode = `CMS-${'GET' | 'MAP'}-${number}`;
const CMS_CODE_PATTERN = /^CMS-(GET|MAP)-(\d{3})$/;

/** Open families, any suffix allowed: flag (FF-), consent (OT-) and A/B tool (ABT-) errors. */
type FamilyErrorCode = `FF-${string}` | `OT-${string}` | `ABT-${string}`;
const FAMILY_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  [/^FF-.+$/, 'Feature flag error'],
  [/^OT-.+$/, 'Consent cookie error'],
  [/^ABT-.+$/, 'A/B testing tool error'],
];

export type ErrorCode = CatalogueCode | CmsErrorCode | FamilyErrorCode;

/** Builds a content code, e.g. `cmsErrorCode('GET', 8)` → 'CMS-GET-008'. */
export function cmsErrorCode(stage: 'GET' | 'MAP', contentNumber: number): CmsErrorCode {
  return `CMS-${stage}-${String(contentNumber).padStart(3, '0')}` as CmsErrorCode;
}

export function isErrorCode(code: string): code is ErrorCode {
  return (
    Object.hasOwn(ERROR_CATALOGUE, code) ||
    CMS_CODE_PATTERN.test(code) ||
    FAMILY_PATTERNS.some(([pattern]) => pattern.test(code))
  );
}

/** The definition of any code; pattern codes get a generic silent message. */
export function describeError(code: ErrorCode): ErrorDefinition {
  if (Object.hasOwn(ERROR_CATALOGUE, code)) return ERROR_CATALOGUE[code as CatalogueCode];
  const cms = CMS_CODE_PATTERN.exec(code);
  if (cms) return silent(cms[1] === 'GET' ? 'Error fetching content' : 'Error mapping content');
  const family = FAMILY_PATTERNS.find(([pattern]) => pattern.test(code));
  return silent(family ? family[1] : 'Unknown error');
}

/** Thrown when a hook is used outside its provider. */
export function providerMissingError(hook: string, provider: string): Error {
  return new Error(`${hook} must be used inside ${provider}. ${PROVIDER_MISSING.message}.`);
}

export interface ErrorReport {
  code: ErrorCode;
  message: string;
  visibility: ErrorVisibility;
  time: string;
  error?: {name: string; message: string; stack?: string};
  details?: Record<string, unknown>;
}

export type ErrorSink = (report: ErrorReport) => void;

/** One JSON line on stderr; Oxygen's log drain and the browser console both read it. */
export const consoleSink: ErrorSink = (report) => {
  console.error(safeStringify(report));
};

let sink: ErrorSink = consoleSink;

/** Replaces where reports go (e.g. a monitoring service); returns the previous sink. */
export function setErrorSink(next: ErrorSink): ErrorSink {
  const previous = sink;
  sink = next;
  return previous;
}

const BROWSER_REPORT: ErrorDefinition = {message: '', visibility: 'silent'};

/**
 * Reports an error by code. Never throws: reporting must not break the page that
 * is already recovering from the error.
 */
export function reportError(
  code: ErrorCode,
  error?: unknown,
  details?: Record<string, unknown>,
): ErrorReport {
  // The browser reports the code alone: the catalogue's texts stay out of its bundle.
  const {message, visibility} = import.meta.env.SSR ? describeError(code) : BROWSER_REPORT;
  const report: ErrorReport = {code, message, visibility, time: new Date().toISOString()};
  if (error !== undefined) report.error = serializeError(error);
  if (details && Object.keys(details).length > 0) report.details = boundedDetails(details);
  try {
    sink(report);
  } catch {
    // A failing sink must not take the caller down.
  }
  return report;
}

/**
 * A report is one log line of bounded size, whatever a request carried: long texts (a
 * 100 KB parameter, a huge error message) are cut, stacks keep their first frames.
 */
const REPORT_TEXT_MAX = 500;
const REPORT_STACK_LINES = 12;
const REPORT_LIST_MAX = 20;

const cut = (text: string, max = REPORT_TEXT_MAX) => (text.length > max ? `${text.slice(0, max)}…` : text);

function boundedDetails(details: Record<string, unknown>): Record<string, unknown> {
  const bounded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details).slice(0, REPORT_LIST_MAX)) {
    if (typeof value === 'string') bounded[key] = cut(value);
    else if (Array.isArray(value)) {
      bounded[key] = value
        .slice(0, REPORT_LIST_MAX)
        .map((item) => (typeof item === 'string' ? cut(item) : item));
    } else bounded[key] = value;
  }
  return bounded;
}

function serializeError(error: unknown): NonNullable<ErrorReport['error']> {
  if (error instanceof Error) {
    const stack = error.stack?.split('\n').slice(0, REPORT_STACK_LINES).join('\n');
    return {
      name: error.name,
      message: cut(error.message, 4 * REPORT_TEXT_MAX),
      ...(stack ? {stack: cut(stack, 4000)} : {}),
    };
  }
  return {name: 'NonError', message: cut(typeof error === 'string' ? error : safeStringify(error))};
}

function safeStringify(value: unknown): string {
  const seen = new WeakSet<object>();
  try {
    return JSON.stringify(value, (_key, inner: unknown) => {
      if (typeof inner === 'object' && inner !== null) {
        if (seen.has(inner)) return '[Circular]';
        seen.add(inner);
      }
      if (typeof inner === 'bigint') return inner.toString();
      return inner;
    });
  } catch {
    return String(value);
  }
}
