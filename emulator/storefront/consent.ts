/**
 * `consentManagement`: the query Hydrogen's browser code (and Shopify's privacy banner) sends to
 * `/api/unstable/graphql.json` to get the visitor's tracking cookies and consent values:
 *
 *   query ensureCookies { consentManagement { cookies(visitorConsent: {}) { cookieDomain } } }
 *
 * Shopify serves it on `unstable` only and leaves it out of the published schema, so the emulator
 * adds exactly this shape to the unstable schema (the `VisitorConsent` input is the published one).
 * Besides the data, Shopify answers with `Server-Timing` entries `_y` and `_s` (the visitor
 * tokens Hydrogen reads from the response); the emulator sends them too.
 */
import {createHash} from 'node:crypto';
import {extendSchema, parse, type GraphQLSchema} from 'graphql';
import type {RequestContext, ResolverMap} from './context';

const CONSENT_SDL = `
  extend type QueryRoot {
    consentManagement: ConsentManagement!
  }
  type ConsentManagement {
    cookies(visitorConsent: VisitorConsent!, landingPage: String, origReferrer: String): ConsentCookies!
  }
  type ConsentCookies {
    cookieDomain: String
    trackingConsentCookie: String!
    answersCookie: String!
  }
`;

export function withConsentManagement(schema: GraphQLSchema): GraphQLSchema {
  return extendSchema(schema, parse(CONSENT_SDL), {assumeValidSDL: true});
}

interface VisitorConsentInput {
  analytics?: boolean | null;
  marketing?: boolean | null;
  preferences?: boolean | null;
  saleOfData?: boolean | null;
}

/** Countries whose shoppers must opt in (GDPR-style) before analytics and marketing. */
const OPT_IN_REGIONS = new Set([
  'AT',
  'BE',
  'CH',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IT',
  'NL',
  'NO',
  'SE',
]);

const flag = (value: boolean | null | undefined) => (value == null ? '' : value ? '1' : '0');

/** A deterministic visitor token shaped like Shopify's (a UUID), from the request's inputs. */
function token(kind: string, seed: string): string {
  const hex = createHash('sha256').update(`${kind}:${seed}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const consentResolvers: ResolverMap = {
  QueryRoot: {
    consentManagement: () => ({}),
  },
  ConsentManagement: {
    cookies: (_root, args: {visitorConsent: VisitorConsentInput; landingPage?: string | null}, context) => {
      const consent = args.visitorConsent;
      const optIn = OPT_IN_REGIONS.has(context.country);
      const given = (value: boolean | null | undefined) => value ?? !optIn;
      const cookie = {
        con: {
          CMP: {
            a: flag(consent.analytics),
            m: flag(consent.marketing),
            p: flag(consent.preferences),
            s: flag(consent.saleOfData),
          },
        },
        v: '2.1',
        region: context.country,
        reg: optIn ? 'GDPR' : '',
        purposes: {
          a: given(consent.analytics),
          p: given(consent.preferences),
          m: given(consent.marketing),
          t: given(consent.saleOfData),
        },
        display_banner: optIn,
        sale_of_data_region: context.country === 'US',
      };
      const trackingConsentCookie = encodeURIComponent(JSON.stringify(cookie));
      const seed = `${context.country}|${args.landingPage ?? ''}|${context.now - (context.now % 1800000)}`;
      setServerTiming(context, {
        _y: token('y', seed),
        _s: token('s', seed),
      });
      return {
        cookieDomain: context.cookieDomain,
        trackingConsentCookie,
        answersCookie: optIn ? 'false' : 'true',
      };
    },
  },
};

function setServerTiming(context: RequestContext, values: Record<string, string>): void {
  context.responseHeaders['server-timing'] = Object.entries(values)
    .map(([name, value]) => `${name};desc="${value}"`)
    .join(', ');
  // Lets a browser page on another origin read the timings, as Hydrogen does.
  context.responseHeaders['timing-allow-origin'] = '*';
}
