/**
 * Every feature flag with its default. Content (site variables'
 * `featureFlags`) may change a value; a query parameter `ff.{group}.{name}` may
 * override it for one request.
 */
const FLAG_DEFAULTS = {
  accountsV2: {
    addresses: false,
    dashboard: false,
    orderDetails: false,
    accountInfo: false,
    orderHistory: false,
  },
  reviews: {mustHaveBody: false},
  search: {searchBar: false},
  recaptcha: {bypassAssessment: true},
  countrySwitcher: {showNewIntlCountries: false},
  /**
   * Flags without a group of their own; off until content turns them on (decision 046 says what
   * each does, and why the model switcher's and `cart_v2` are not here).
   */
  site: {
    /** The product page says when an order placed now arrives. */
    estimated_delivery_date: false,
    /** The product page's colours as named squares (the A/B tool's second swatch design). */
    abtasty_color_swatch_2_design: false,
    /** A signed-in customer's newsletter sign-up carries their name and customer id. */
    v1_form_with_customer: false,
    /** The mobile header hides while scrolling down and returns on the way up. */
    dynamic_header: false,
  },
} as const satisfies Record<string, Record<string, boolean>>;

/**
 * Flags that loosen a security check. A query override may switch them off (to test
 * the stricter path) but never on: anyone can put `ff.*` in a URL or a POST target.
 */
export const QUERY_MAY_ONLY_DISABLE: ReadonlySet<string> = new Set(['recaptcha.bypassAssessment']);

type Defaults = typeof FLAG_DEFAULTS;
export type FlagGroup = keyof Defaults;
export type FlagName<G extends FlagGroup> = keyof Defaults[G] & string;

/** The resolved value of every flag; plain data, safe to send to the browser. */
export type FeatureFlagValues = {[G in FlagGroup]: {[N in keyof Defaults[G]]: boolean}};

export function isFlagGroup(group: string): group is FlagGroup {
  return Object.hasOwn(FLAG_DEFAULTS, group);
}

export function isFlagName<G extends FlagGroup>(group: G, name: string): name is FlagName<G> {
  return Object.hasOwn(FLAG_DEFAULTS[group], name);
}

export function defaultFlagValues(): FeatureFlagValues {
  return structuredClone(FLAG_DEFAULTS) as FeatureFlagValues;
}
