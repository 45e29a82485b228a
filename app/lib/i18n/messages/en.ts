/**
 * English: the message set every other language must match key for key (`Messages`).
 * Namespaced by the part of the store that shows them; `{name}` fills a value and
 * `{count, plural, one {…} other {…}}` picks a plural form (see ../format.ts).
 */
export const common = {
  skipToContent: 'Skip to content',
  loadingPage: 'Loading page',
  notFoundTitle: 'Page not found',
  notFoundMessage: 'We couldn’t find the page you were looking for.',
  continueShopping: 'Continue shopping',
  errorTitle: 'Something went wrong',
  errorMessage: 'We couldn’t load this page. Please try again in a moment.',
  testErrorMessage: 'This is a test error page, shown because the address asked for it (showErrorPage).',
  goHome: 'Go to the home page',
  previousPrice: 'Was',
  close: 'Close',
  opensInNewTab: 'opens in a new tab',
  homeLink: '{brand} home',
};

const header = {
  menu: 'Menu',
  closeMenu: 'Close menu',
  back: 'Back',
  changeCountry: 'Change country',
  mainNavigation: 'Main',
  shopAll: 'Shop all',
  account: 'Account',
  bag: 'Bag',
  search: 'Search',
  searchBarPrompt: 'Search {brand}',
  nav: {
    women: 'Women',
    men: 'Men',
    new: 'New',
    sale: 'Sale',
    community: 'Community',
  },
};

const banner = {
  promotions: 'Promotions',
  pauseRotation: 'Pause messages',
  resumeRotation: 'Play messages',
  countryButton: 'Change country',
};

const footer = {
  navigation: 'Footer',
  followUs: 'Follow us',
  legal: 'Legal',
  cookiePreferences: 'Cookie preferences',
  headline: 'Made for movement. Built for every day.',
  help: 'Help',
  faq: 'FAQ',
  contact: 'Contact us',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms of Service',
};

const newsletter = {
  title: 'Join the list',
  description: 'Be the first to hear about new drops, events and member perks.',
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter your email',
  button: 'Sign up',
  required: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  successHeader: 'Thank you for joining!',
  signingUp: 'Signing up…',
  unavailable: 'We couldn’t sign you up right now. Please try again in a moment.',
  tooMany: 'Too many sign-ups from your connection. Please wait a minute and try again.',
  expired: 'This form has expired. Please reload the page and try again.',
};

const consent = {
  bannerLabel: 'Cookie consent',
  bannerTitle: 'We value your privacy',
  bannerBody:
    'We use cookies the store needs to work and, if you agree, cookies for analytics, remembering your preferences and advertising. You can change your choice at any time under “Cookie preferences” at the bottom of the page.',
  acceptAll: 'Accept all',
  rejectOptional: 'Reject optional',
  managePreferences: 'Preferences',
  dialogTitle: 'Cookie preferences',
  dialogIntro:
    'Choose which cookies we may use. Strictly necessary cookies are always on, because the store cannot work without them.',
  save: 'Save preferences',
  close: 'Close',
  alwaysOn: 'Always on',
  categories: {
    C0001: {
      name: 'Strictly necessary',
      description: 'Keep the store secure and working: your bag, sign-in and checkout.',
    },
    C0002: {
      name: 'Analytics',
      description: 'Count visits and show how the store is used, so we can improve it.',
    },
    C0003: {
      name: 'Functionality',
      description: 'Remember your choices, such as your country and recently viewed products.',
    },
    C0004: {
      name: 'Advertising',
      description: 'Show you relevant ads on other sites and measure how they perform.',
    },
    C0005: {
      name: 'Social media',
      description: 'Let you share products and see content from social networks.',
    },
  },
};

const country = {
  title: 'Choose your country',
  description: 'Prices, shipping and availability are shown for the country you choose.',
  currentCountry: 'You are shopping in',
  confirmationTitle: 'Are you shopping from {country}?',
  confirmationBody: 'Visit the {country} store for local prices, shipping and returns.',
  switchLabel: 'Go to the {country} store',
  stayLabel: 'Stay on the {country} store',
};

const search = {
  title: 'Search',
  titleWithQuery: 'Search: {query}',
  inputLabel: 'Search products',
  placeholder: 'Search {brand}',
  submit: 'Search',
  prompt: 'What are you looking for?',
  resultCount: '{count, plural, one {# result for “{query}”} other {# results for “{query}”}}',
  noResultsTitle: 'No results for “{query}”',
  noResultsBody: 'Check the spelling or try a more general word.',
  unavailableTitle: 'Search is unavailable right now',
  unavailableBody: 'Please try again in a moment.',
  pagination: 'Search results pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {page} of {pages}',
  sortBy: 'Sort by',
  sortFeatured: 'Featured',
  sortBestSellers: 'Best Sellers',
  sortNewest: 'New Items',
  sortPriceDesc: 'Price High to Low',
  sortPriceAsc: 'Price Low to High',
  applySort: 'Apply',
  facetGender: 'Gender',
  facetCategory: 'Category',
  facetSize: 'Size',
  facetColor: 'Colour',
  facetActivity: 'Activity',
  facetInseam: 'Inseam',
  facetLength: 'Length',
  facetFabric: 'Fabric',
  facetLined: 'Lined',
  facetFit: 'Fit',
  facetSupport: 'Support',
  valueCount: '({count})',
  chosenFilters: 'Chosen filters',
  removeFilter: 'Remove filter: {value}',
  clearAll: 'Clear all',
  showFilters: 'Filters',
  filtersTitle: 'Filters',
  closeFilters: 'Close filters',
  showProducts: '{count, plural, one {Show # product} other {Show # products}}',
  productCount: '{count, plural, one {# product} other {# products}}',
  pageLink: 'Page {page}',
  colours: '{count, plural, one {# colour} other {# colours}}',
  moreColours: '+{count}',
  products: 'Products',
  suggestions: 'Suggestions',
  recentSearches: 'Recent searches',
  viewAll: 'View all results',
  clear: 'Clear',
  cancel: 'Cancel',
  clearInput: 'Clear the search',
  closeSearch: 'Close search',
  removeRecent: 'Remove “{query}” from recent searches',
  searching: 'Searching…',
  goTo: 'Go to “{query}”',
  collectionEmptyTitle: 'Nothing here right now',
  collectionEmptyBody: 'New styles arrive often. Try other filters or another collection.',
  loadingProducts: 'Loading products…',
};

const home = {
  title: 'Activewear for every day',
  heroTagline: 'Activewear for every day, made to move.',
  shopWomen: 'Shop Women',
  shopMen: 'Shop Men',
  bestsellers: 'Bestsellers',
  loadingProducts: 'Loading products',
};

const content = {
  unavailableTitle: 'This page is unavailable right now',
  unavailableBody: 'Our content service isn’t answering. Please try again in a moment.',
  storiesTitle: 'Community stories',
  storiesIntro: 'Stories, events and people from the Alderline community.',
  readStory: 'Read the story',
  byAuthor: 'By {author}',
  noStories: 'No stories here yet.',
  allStories: 'All stories',
  moreStories: 'More stories',
  previewLabel: 'Preview',
  previewDrafts: 'You are seeing unpublished drafts.',
  previewLocale: 'Locale: {locale}',
  previewMarket: 'Market: {market}',
  exitPreview: 'Exit preview',
  previewRefusedTitle: 'This preview link cannot be used',
  previewRefusedBody: 'It is invalid or has expired. Ask for a new preview link.',
};

export const en = {common, header, banner, footer, newsletter, consent, country, search, home, content};
