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
};

const home = {
  title: 'Activewear for every day',
  heroTagline: 'Activewear for every day, made to move.',
  shopWomen: 'Shop Women',
  shopMen: 'Shop Men',
  bestsellers: 'Bestsellers',
  loadingProducts: 'Loading products',
};

const product = {
  breadcrumbs: 'Breadcrumb',
  home: 'Home',
  loading: 'Loading...',
  price: 'Price',
  memberPrice: 'Member price',
  warehousePrice: 'Warehouse sale price',
  percentOff: '{percent}% off',
  optionNames: {
    Color: 'Colour',
    Size: 'Size',
    Length: 'Length',
    Inseam: 'Inseam',
    Denominations: 'Amount',
  },
  soldOutValue: '{value} (sold out)',
  unavailableValue: '{value} (not available)',
  sizeNames: {
    xxxs: 'Triple extra small',
    xxs: 'Extra extra small',
    xs: 'Extra small',
    s: 'Small',
    m: 'Medium',
    l: 'Large',
    xl: 'Extra large',
    xxl: 'Extra extra large',
    xxxl: 'Triple extra large',
    ons: 'One size',
    xsS: 'Extra small to small',
    sM: 'Small to medium',
    mL: 'Medium to large',
    lXl: 'Large to extra large',
  },
  colours: 'Colours',
  colourCount: '{count, plural, one {# colour} other {# colours}}',
  addToBag: 'Add to bag',
  adding: 'Adding…',
  soldOut: 'Sold out',
  chooseOptions: 'Choose your {options}',
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  backInStock: {
    title: 'Sold out in this option',
    body: 'Leave your email and we’ll let you know when it’s back.',
    emailLabel: 'Email address',
    button: 'Notify me',
    submitting: 'Signing up…',
    success: 'We’ll email you when it’s back.',
    invalidEmail: 'Please enter a valid email address.',
    unavailable: 'We couldn’t sign you up right now. Please try again in a moment.',
  },
  sizeGuide: {
    open: 'Size guide',
    title: 'Size guide',
    intro: 'Body measurements in {unit}. Between two sizes? Choose the larger one for a relaxed fit.',
    size: 'Size',
    chest: 'Chest',
    waist: 'Waist',
    hips: 'Hips',
    inseam: 'Inseam',
    footLength: 'Foot length',
    centimetres: 'centimetres',
    inches: 'inches',
    close: 'Close size guide',
    fitAdvice: 'Fit advice',
  },
  details: {
    title: 'Details',
    description: 'Description',
    fabric: 'Fabric',
    care: 'Care',
    features: 'Features',
    performance: 'Performance',
    fit: 'Fit',
    fitNotes: {
      '1': 'Runs small: we suggest a size up',
      '2': 'Runs slightly small',
      '3': 'True to size',
      '4': 'Runs slightly large',
      '5': 'Runs large: we suggest a size down',
    },
    scaleValue: '{name}: {value} of 5, from {min} to {max}',
  },
  gallery: {
    label: 'Product images',
    item: '{position} of {count}',
    watchVideo: 'Watch the video',
    playVideo: 'Play video',
    pauseVideo: 'Pause video',
  },
  reviews: {
    title: 'Reviews',
    rating: '{rating} out of 5 stars',
    count: '{count, plural, one {# review} other {# reviews}}',
    summary: 'Rated {rating} out of 5 from {count, plural, one {# review} other {# reviews}}',
    none: 'No reviews yet.',
    unavailable: 'Reviews are unavailable right now.',
    by: 'By {author}',
    anonymous: 'A customer',
    showMore: 'Show more reviews',
    loading: 'Loading reviews',
  },
  related: 'You may also like',
  recentlyViewed: 'Recently viewed',
  recommended: 'Recommended for you',
  payLater: 'Pay later options',
};

const cart = {
  added: 'Added to your bag.',
  giftCardMixed: 'Gift cards cannot be purchased with other products',
  outOfStock: 'Sorry, this item is sold out.',
  notEnoughStock: 'We added as many as we have in stock.',
  unavailable: 'This item is no longer available.',
  maximumExceeded: 'You’ve reached the most you can buy of this item.',
  bagFull: 'Your bag is full. Remove something to add more.',
  failed: 'We couldn’t add this to your bag. Please try again.',
};

export const en = {common, header, banner, footer, newsletter, consent, country, search, home, product, cart};
