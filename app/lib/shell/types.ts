import type {
  CountryCode,
  CurrencyFormat,
  MarketCurrencyCode,
  MarketLocale,
  PathPrefix,
  TextDirection,
} from '@markets';
import type {MessageBundle} from '~/lib/i18n/types';
import type {SectionRef} from '~/lib/section-data';

/**
 * The shell's view models: built once per request on the server (`load-shell.server.ts`),
 * sent with the root loader's data and passed down as props. They hold only what the
 * components render; components trust them and never check content again.
 */

/** The current market as the browser needs it; the full market stays on the server. */
export interface MarketView {
  countryCode: CountryCode;
  /** The country's name in the market's language, e.g. 'Royaume-Uni' on the French store. */
  name: string;
  locale: MarketLocale;
  currency: MarketCurrencyCode;
  currencyFormat: CurrencyFormat;
  /** '' on a market's own domain and for the US; '/en-gb' etc. on a shared host. */
  pathPrefix: PathPrefix;
  dir: TextDirection;
}

/** A link as every part of the shell renders it (see `SiteLink`). */
export interface LinkView {
  text: string;
  url: string;
  openInNewTab?: boolean;
  /** A CSS colour for the text, e.g. sale items in red. */
  color?: string;
}

/** A column group of a mega menu: a heading (a link or plain text) and its links. */
export interface NavGroup {
  id: string;
  heading: LinkView | {text: string; url?: undefined};
  links: LinkView[];
}

export interface Spotlight {
  id: string;
  url: string;
  title?: string;
  description?: string;
  image: {url: string; alt: string; width?: number; height?: number};
  /** CSS aspect ratio of the tile, e.g. '4/5'. */
  aspectRatio?: string;
}

export interface NavPanel {
  leftColumn: NavGroup[];
  rightColumn: NavGroup[];
  spotlights: Spotlight[];
}

/** A top-level menu item as the header bar shows it: a plain link, or the trigger of a panel. */
export interface NavItem extends LinkView {
  id: string;
  hasPanel?: true;
}

/** A top-level menu item with its panel. */
export interface NavEntry extends LinkView {
  id: string;
  panel?: NavPanel;
}

/**
 * The menus with their panels. Closed on arrival, so they are not part of the page's data:
 * the desktop panels and the mobile drawer load them on first use (the `navigation` shell part).
 */
export interface Navigation {
  desktop: NavEntry[];
  /** The mobile drawer's menu (content may give mobile another menu version than desktop). */
  mobile: NavEntry[];
}

export interface HeaderModel {
  /** The desktop bar's items, without their panels. */
  items: NavItem[];
  /** The gated shopper's extra entry (e.g. Warehouse Sale). */
  gatedLink: LinkView | null;
  signedIn: boolean;
  /** The `search.searchBar` flag: a search bar (focus opens the overlay) instead of the icon alone. */
  searchBar?: boolean;
  /** The `dynamic_header` flag: the mobile header hides while scrolling down (not on product pages). */
  dynamic?: boolean;
  /**
   * For a gated customer, whose discount the bag and checkout apply by themselves: content's
   * discount banner text ("Your member discount is applied at checkout").
   */
  discountBanner?: string;
  /** False when content was unavailable and the built-in menu shows. */
  fromContent: boolean;
}

export interface BannerMessage {
  text: string;
  url?: string;
  openInNewTab?: boolean;
  backgroundColor?: string;
  color?: string;
  fontWeight: 400 | 500 | 700;
}

export interface BannerModel {
  messages: BannerMessage[];
  /** Utility links (returns, order tracking); desktop only. */
  links: LinkView[];
  intervalMs: number;
  showOnMobile: boolean;
  sticky: {mobile: boolean; desktop: boolean};
  /** Shows the country button; its label is `banner.countryButton` (the part's texts). */
  countryButton: boolean;
}

interface SocialLink {
  /** Lower-case network name that picks the icon, e.g. 'instagram'. */
  platform: string;
  label: string;
  url: string;
}

export interface CaptchaSettings {
  /** False while the captcha bypass flag is on. */
  required: boolean;
  siteKey?: string;
  scriptUrl: string;
}

export interface NewsletterModel {
  privacyPolicy?: string;
  privacyPolicyLink?: LinkView;
  successMessage?: string;
  captcha: CaptchaSettings;
  /** The signed form token the sign-up route requires (see `issueFormToken`). */
  formToken: string;
}

export interface FooterModel {
  headline: string;
  columns: {title: string; links: LinkView[]}[];
  socialLinks: SocialLink[];
  utilityLinks: LinkView[];
  copyright: string;
  newsletter: NewsletterModel;
  /** The market's customer service line (the US store has one): shown as written, dialled by `tel`. */
  supportPhone: {number: string; tel: string} | null;
}

export interface CountryRegion {
  name: string;
  countryCodes: string[];
}

/**
 * A store to suggest, its country named in this store's language by the server: a browser's
 * first `Intl.DisplayNames` costs tens of milliseconds on a phone, as the dialog opens.
 */
export interface SuggestedStore {
  countryCode: CountryCode;
  name: string;
}

export interface CountryModel {
  /** The visitor's detected country when it has its own store and they have not chosen yet. */
  suggested: SuggestedStore | null;
  showNewIntlCountries: boolean;
}

/** The footer with its texts: rendered by the server, fetched by the browser when it comes into view. */
export interface FooterPart {
  footer: FooterModel;
  messages: MessageBundle;
}

/** The promotional banner with its texts: rendered by the server, fetched by the browser when idle. */
export interface BannerPart {
  /** Null when content has nothing to show (any more). */
  banner: BannerModel | null;
  messages: MessageBundle;
}

/** The menus, and the texts only their deeper levels show (the mobile drawer's back and shop-all rows). */
interface NavigationPart extends Navigation {
  messages: MessageBundle;
}

/** The parts of the shell that the page does not carry (see the `api.shell.$part` route). */
export interface ShellParts {
  navigation: NavigationPart;
  banner: BannerPart;
  footer: FooterPart;
  consent: {messages: MessageBundle};
  /** The switcher's texts and the content's grouping of countries into regions. */
  country: {messages: MessageBundle; regions: CountryRegion[]};
}
export type ShellPart = keyof ShellParts;

/** Everything the shell around every page renders. */
export interface Shell {
  market: MarketView;
  messages: MessageBundle;
  header: HeaderModel;
  /** Whether the banner stays on screen (the header sits below it), and where its part is. */
  banner: {sticky: BannerModel['sticky']; section: SectionRef<BannerPart>} | null;
  footer: SectionRef<FooterPart>;
  country: CountryModel;
}
