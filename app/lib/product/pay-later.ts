import type {Market} from '@markets';

/**
 * Pay-later messaging and the size advisor, per market: Afterpay (US) and Klarna (with its
 * regional group id) where the market shows them, Bold Metrics where the market enables
 * it. The placements are always rendered for those markets; the providers' scripts load
 * only when configured (see docs/decisions/021-third-party-widgets.md).
 */

export const AFTERPAY_SCRIPT_URL = 'https://js.squarecdn.com/square-marketplace.js';
export const KLARNA_SCRIPT_URL = 'https://js.klarna.com/web-sdk/v1/klarna.js';

export interface ThirdPartyWidgets {
  afterpay: {
    /** Merchant public id; the script loads only with one. */
    mpid: string | null;
    /** Afterpay writes locales with an underscore: en_US. */
    locale: string;
  } | null;
  klarna: {
    /** The market's regional group, e.g. klarna-eu. */
    group: string;
    clientId: string;
    /** Klarna's locale, e.g. en-GB. */
    locale: string;
    /** `production` or `playground`; the script loads only with one. */
    environment: string | null;
  } | null;
  boldMetrics: {
    /** The merchant's script from Bold Metrics; loads only when configured. */
    scriptUrl: string | null;
    locale: string;
  } | null;
}

/** Whether any provider's script is configured (the placements stay empty without one). */
export function loadsProviderScripts({afterpay, klarna, boldMetrics}: ThirdPartyWidgets): boolean {
  return Boolean(afterpay?.mpid || klarna?.environment || boldMetrics?.scriptUrl);
}

type WidgetEnv = Pick<
  Env,
  'PUBLIC_AFTERPAY_MPID' | 'PUBLIC_KLARNA_ENVIRONMENT' | 'PUBLIC_BOLD_METRICS_SCRIPT_URL'
>;

const configured = (value: string | undefined) => value?.trim() || null;

export function thirdPartyWidgets(
  market: Pick<
    Market,
    'locale' | 'displayAfterpay' | 'displayKlarna' | 'klarnaId' | 'klarnaDataClientId' | 'boldMetricsEnabled'
  >,
  env: Partial<WidgetEnv>,
): ThirdPartyWidgets {
  const environment = configured(env.PUBLIC_KLARNA_ENVIRONMENT);
  return {
    afterpay: market.displayAfterpay
      ? {mpid: configured(env.PUBLIC_AFTERPAY_MPID), locale: market.locale.replace('-', '_')}
      : null,
    klarna:
      market.displayKlarna && market.klarnaId && market.klarnaDataClientId
        ? {
            group: market.klarnaId,
            clientId: market.klarnaDataClientId,
            locale: market.locale,
            environment: environment === 'production' || environment === 'playground' ? environment : null,
          }
        : null,
    boldMetrics: market.boldMetricsEnabled
      ? {scriptUrl: safeScriptUrl(env.PUBLIC_BOLD_METRICS_SCRIPT_URL), locale: market.locale}
      : null,
  };
}

/** Only https script URLs are loaded. */
function safeScriptUrl(value: string | undefined): string | null {
  const text = configured(value);
  if (!text) return null;
  try {
    return new URL(text).protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

/** Amounts in minor units, as Klarna's placements take them ("68.00" → 6800; JPY has none). */
export function minorUnits(amount: string, fractionDigits = 2): number {
  return Math.round(Number(amount) * 10 ** fractionDigits);
}
