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
  pdp: {showModelSwitcher: false, showAmberModel: false},
  reviews: {mustHaveBody: false},
  search: {searchBar: false},
  recaptcha: {bypassAssessment: true},
  countrySwitcher: {showNewIntlCountries: false},
  /** Flag names that belong to no group; off until content turns them on. */
  site: {
    estimated_delivery_date: false,
    abtasty_color_swatch_2_design: false,
    show_model_switcher: false,
    v1_form_with_customer: false,
    dynamic_header: false,
    cart_v2: false,
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
