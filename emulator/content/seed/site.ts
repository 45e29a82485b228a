import {copy, localizedObject, perMarket, single, type SeedBuilder} from './builder';
import {COUNTRY_NAMES, LOCALE_OF_LANGUAGE, SEED_MARKETS, type CopyLanguage} from './markets';

/** Flag groups and defaults, the same as the app's built-in ones; the app may override them with ff.{group}.{name}. */
const FEATURE_FLAGS = {
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
  site: {
    estimated_delivery_date: true,
    abtasty_color_swatch_2_design: false,
    v1_form_with_customer: true,
    dynamic_header: true,
  },
};

const range = (from: number, to: number, step = 1): number[] =>
  Array.from({length: Math.round((to - from) / step) + 1}, (_, index) => from + index * step);

const ALPHA_SIZES = ['xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', '3xl'];
const WAIST_SIZES = range(28, 38).map(String);
// Shoe sizes pair men's and women's US sizes, women's running 1.5 above men's.
const SHOE_SIZES = range(4, 13, 0.5).map((men) => `M ${men}/W ${men + 1.5}`);
const INSEAMS = [...range(5, 10.5, 0.5), ...range(28, 36)].map(String);

/** Option value lists in content order; the app sorts variant options by position here. */
const SITE_VARIABLE_LISTS = {
  sizes: [...ALPHA_SIZES, 'ONS', ...WAIST_SIZES, ...SHOE_SIZES],
  lengths: ['short', 'regular', 'long'],
  inseams: INSEAMS,
};

export function seedSiteVariables(b: SeedBuilder): void {
  b.entry('site_variables', 'siteVariables', {
    internalName: single('Site variables'),
    version: single(3),
    locale: perMarket((market) => market.locale),
    title: single('Alderline'),
    featureFlags: single(FEATURE_FLAGS),
    siteVariables: single({lists: SITE_VARIABLE_LISTS}),
  });
}

export function seedSearch(b: SeedBuilder): void {
  b.entry('search', 'search', {
    internalName: single('Search overlay'),
    placeholder: copy('search.placeholder'),
    productsTitle: copy('search.products'),
    suggestionsTitle: copy('search.suggestions'),
    recentSearchesTitle: copy('search.recent'),
    viewAllLabel: copy('search.viewAll'),
    clearLabel: copy('search.clear'),
    cancelLabel: copy('search.cancel'),
    noResultsTitle: copy('search.noResultsTitle'),
    noResultsBody: copy('search.noResultsBody'),
    domainSettings: single({
      searchPath: '/search',
      queryParameter: 'q',
      productsIndexSuffix: '_products',
      suggestionsIndexSuffix: '_products_query_suggestions',
      categoriesIndexSuffix: '_categories',
    }),
  });
}

const REGIONS = [
  {name: 'country.americas', countries: ['US', 'CA', 'MX']},
  {
    name: 'country.europe',
    countries: ['AT', 'BE', 'DK', 'FI', 'FR', 'DE', 'IE', 'IT', 'NL', 'NO', 'PT', 'ES', 'SE', 'CH', 'GB'],
  },
  {name: 'country.asiaPacific', countries: ['AU', 'HK', 'JP', 'SG']},
  {name: 'country.middleEast', countries: ['AE']},
] as const;

export function seedCountrySwitcher(b: SeedBuilder): void {
  b.entry('country_switcher', 'countrySwitcher', {
    internalName: single('Country switcher'),
    title: copy('country.title'),
    description: copy('country.description'),
    currentCountryLabel: copy('country.current'),
    submitLabel: copy('country.submit'),
    regions: localizedObject((text) =>
      REGIONS.map((region) => ({name: text(region.name), countryCodes: [...region.countries]})),
    ),
    confirmationTitle: copy('country.confirmTitle'),
    confirmationBody: copy('country.confirmBody'),
    switchLabel: copy('country.switch'),
    stayLabel: copy('country.stay'),
  });
}

/** Every store country, named in each language's own locale; other locales fall back. */
export function seedAddressCountries(b: SeedBuilder): void {
  const codes = SEED_MARKETS.map((market) => market.countryCode).sort((a, b) =>
    COUNTRY_NAMES[a].en.localeCompare(COUNTRY_NAMES[b].en, 'en'),
  );
  const items = codes.map((code) => {
    const names = COUNTRY_NAMES[code];
    const name = Object.fromEntries(
      (Object.keys(LOCALE_OF_LANGUAGE) as CopyLanguage[]).map((language) => [
        LOCALE_OF_LANGUAGE[language],
        names[language],
      ]),
    );
    return b.entry('address_country', `addressCountry-${code}`, {address_country: single(code), name});
  });
  b.entry('address_countries', 'addressCountries', {
    internalName: single('Address countries'),
    items: single(items),
  });
}
