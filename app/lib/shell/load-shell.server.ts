import type {AppLoadContext} from '@shopify/remix-oxygen';
import {countryName, findMarket, type Market} from '@markets';
import {messagesFor, pickMessages} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import type {MessageBundle, MessagePath} from '~/lib/i18n/types';
import {getFeatureFlags, getLayoutContent, type LayoutContent} from '~/lib/layout.server';
import type {FeatureFlagValues} from '~/lib/flags';
import {captchaScriptUrl} from '~/lib/newsletter/captcha';
import {currentCustomer} from '~/lib/customer/current.server';
import {gatedEntryOf} from '~/lib/customer/membership.server';
import {issueFormToken} from '~/lib/form-token.server';
import {serverSection} from '~/page-weight/index.server';
import {wantsTestErrorPage} from '~/lib/test-error-page';
import {buyerCountry, isCountryConfirmed} from '~/lib/visitor.server';
import {bannerModel} from './banner.server';
import {footerModel} from './footer.server';
import {headerModel, navigation, type GatedLinkInput} from './header.server';
import type {
  BannerPart,
  CaptchaSettings,
  FooterPart,
  HeaderModel,
  MarketView,
  Shell,
  ShellPart,
  ShellParts,
  SuggestedStore,
} from './types';

/**
 * The texts the shell sends with every page: the header's and the mobile drawer's top level
 * (it opens before its menu part arrives), the error pages' (their titles are page tags) and
 * the few every page's parts share. The header's built-in menu names are used on the server
 * only; the drawer's deeper levels, the banner and the footer bring theirs with their parts,
 * closed dialogs load theirs with theirs, a route sends its own.
 */
const SHELL_TEXTS: readonly MessagePath[] = [
  'common.skipToContent',
  'common.loadingPage',
  'common.notFoundTitle',
  'common.notFoundMessage',
  'common.continueShopping',
  'common.errorTitle',
  'common.errorMessage',
  'common.goHome',
  'common.previousPrice',
  'common.close',
  'common.opensInNewTab',
  'common.homeLink',
  'header.menu',
  'header.closeMenu',
  'header.changeCountry',
  'header.mainNavigation',
  'header.account',
  'header.bag',
  'header.search',
  'header.searchBarPrompt',
];

/** What a signed-in customer's product cards may say: their member price and what it is. */
const CUSTOMER_TEXTS: readonly MessagePath[] = [
  'common.memberPrice',
  'common.warehousePrice',
  'common.percentOff',
];

/** The test error page's own text, sent only when the address asks for that page. */
const TEST_ERROR_PAGE_TEXTS: readonly MessagePath[] = ['common.testErrorMessage'];

/** What the mobile drawer's second and third levels add: they need the menu part anyway. */
const NAVIGATION_TEXTS: readonly MessagePath[] = ['header.back', 'header.shopAll'];

/**
 * The shell's texts and header bar for this content, language and shopper: content's texts on
 * top of the built-in ones; only `SHELL_TEXTS` go to the browser.
 */
export function shellModels(
  layout: Pick<LayoutContent, 'header'>,
  locale: string,
  shopper: {signedIn: boolean; gated: GatedLinkInput | null},
  {testErrorPage = false}: {testErrorPage?: boolean} = {},
): {messages: MessageBundle; header: Omit<HeaderModel, 'searchBar'>} {
  const messages = messagesFor(locale, ['common', 'header'], {
    'header.account': layout.header?.accountButtonLabel,
    'header.bag': layout.header?.cartButtonLabel,
    'header.search': layout.header?.searchButtonLabel,
  });
  const t = createTranslator(messages, locale);
  const sent = [
    ...SHELL_TEXTS,
    ...(shopper.signedIn ? CUSTOMER_TEXTS : []),
    ...(testErrorPage ? TEST_ERROR_PAGE_TEXTS : []),
  ];
  return {messages: pickMessages(messages, sent), header: headerModel(layout.header, t, shopper)};
}

export function marketView(market: Market, pathPrefix: Market['pathPrefix']): MarketView {
  return {
    countryCode: market.countryCode,
    name: countryName(market, market.locale),
    locale: market.locale,
    currency: market.currency,
    currencyFormat: market.currencyFormat,
    pathPrefix,
    dir: market.dir,
  };
}

/**
 * The shell around every page for this request: market, texts, header bar, banner, footer
 * and the country dialogs' settings, built from the cached layout content (built-in parts
 * where it failed) and the request's flags. Closed menus and dialogs come later, by part.
 */
export async function loadShell(context: AppLoadContext, request: Request): Promise<Shell> {
  const {market, pathPrefix, env, session} = context;
  const [layout, flags, customer] = await Promise.all([
    getLayoutContent(context),
    getFeatureFlags(context, request),
    currentCustomer(context),
  ]);
  const signedIn = customer !== null;
  const gated = await gatedEntryOf(context, customer);
  const gatedKey = gated ? JSON.stringify(gated) : '';
  const testErrorPage = wantsTestErrorPage(request.url);
  const key = `${market.locale}|${signedIn}|${gatedKey}|${testErrorPage}`;
  const {messages, header} = builtOnce(layout, key, () =>
    shellModels(layout, market.locale, {signedIn, gated}, {testErrorPage}),
  );
  const captcha = captchaSettings(env, flags);
  const bannerPart = partBuiltOnce(layout, market, captcha, 'banner');
  return {
    market: marketView(market, pathPrefix),
    messages,
    header: {
      ...header,
      searchBar: flags.search.searchBar,
      dynamic: flags.site.dynamic_header,
      // The gated discount is the one the bag and checkout apply by themselves; a community
      // member's code is entered in the bag, and a capped member pays full prices.
      ...(gated ? {discountBanner: discountBannerText(layout, market.locale)} : {}),
    },
    banner: bannerPart.banner && {
      sticky: bannerPart.banner.sticky,
      section: serverSection(context, shellPartUrl('banner', request, pathPrefix), () => bannerPart),
    },
    footer: serverSection(context, shellPartUrl('footer', request, pathPrefix), () =>
      withFormToken(context, partBuiltOnce(layout, market, captcha, 'footer')),
    ),
    country: {
      suggested: suggestedCountry(buyerCountry(request), market, isCountryConfirmed(request, session)),
      showNewIntlCountries: flags.countrySwitcher.showNewIntlCountries,
    },
  };
}

/** The header's discount banner: content's text, else the store's own, in the market's language. */
function discountBannerText(layout: LayoutContent, locale: string): string {
  return (
    layout.header?.discountBannerText?.trim() ||
    createTranslator(messagesFor(locale, ['header']), locale)('header.discountBanner')
  );
}

/**
 * Per worker: what is built from one layout content object (the content cache keeps one per
 * locale and version in memory) is built once per key and reused until the content changes.
 */
const builtFromLayout = new WeakMap<object, Map<string, unknown>>();

function builtOnce<Value>(layout: object, key: string, build: () => Value): Value {
  let built = builtFromLayout.get(layout);
  if (!built) {
    built = new Map();
    builtFromLayout.set(layout, built);
  }
  if (!built.has(key)) built.set(key, build());
  return built.get(key) as Value;
}

/** Where the browser fetches a part: the market's prefix, and the page's flag overrides (the footer's captcha reads them). */
function shellPartUrl(part: ShellPart, request: Request, pathPrefix: string): string {
  const overrides = [...new URL(request.url).searchParams].filter(([name]) => name.startsWith('ff.'));
  const query = overrides.length > 0 ? `?${new URLSearchParams(overrides).toString()}` : '';
  return `${pathPrefix}/api/shell/${part}${query}`;
}

function captchaSettings(env: Env, flags: FeatureFlagValues): CaptchaSettings {
  const siteKey = env.RECAPTCHA_SITE_KEY;
  return {
    required: !flags.recaptcha.bypassAssessment,
    ...(siteKey ? {siteKey} : {}),
    scriptUrl: captchaScriptUrl(siteKey ?? '', env.RECAPTCHA_HOST),
  };
}

/** A part of the shell that the page does not carry: the menus with their panels, a dialog's texts, the footer. */
export async function loadShellPart<Part extends ShellPart>(
  context: AppLoadContext,
  part: Part,
  request: Request,
): Promise<ShellParts[Part]> {
  const [layout, flags] = await Promise.all([getLayoutContent(context), getFeatureFlags(context, request)]);
  const built = partBuiltOnce(layout, context.market, captchaSettings(context.env, flags), part);
  return part === 'footer'
    ? ((await withFormToken(context, built as FooterPart)) as ShellParts[Part])
    : built;
}

/**
 * The footer part is built once per content version; the newsletter's signed form token is
 * this request's own, issued only when the footer is rendered or fetched.
 */
async function withFormToken(context: AppLoadContext, part: FooterPart): Promise<FooterPart> {
  const formToken = await issueFormToken(context.config.sessionSecret, 'newsletter');
  const {footer} = part;
  return {...part, footer: {...footer, newsletter: {...footer.newsletter, formToken}}};
}

function partBuiltOnce<Part extends ShellPart>(
  layout: LayoutContent,
  market: Pick<Market, 'locale' | 'supportPhoneNumber'>,
  captcha: CaptchaSettings,
  part: Part,
): ShellParts[Part] {
  const {locale, supportPhoneNumber} = market;
  // The footer's copyright year and the market's phone line are part of what is built.
  const key = `${part}|${locale}|${supportPhoneNumber ?? ''}|${captcha.required}|${captcha.siteKey}|${captcha.scriptUrl}|${new Date().getFullYear()}`;
  return builtOnce(layout, key, () => shellPart({layout, locale, captcha, supportPhoneNumber}, part));
}

interface ShellPartInputs {
  layout: Pick<LayoutContent, 'header' | 'banner' | 'countrySwitcher' | 'footer'>;
  locale: string;
  captcha: CaptchaSettings;
  /** The market's customer service line, when it has one (the footer shows it). */
  supportPhoneNumber?: string;
}

/** A shell part from the layout content, in the locale's language (content's texts on top). */
export function shellPart<Part extends ShellPart>(
  {layout, locale, captcha, supportPhoneNumber}: ShellPartInputs,
  part: Part,
): ShellParts[Part] {
  const builders: {[P in ShellPart]: () => ShellParts[P]} = {
    navigation: () => ({
      ...navigation(layout.header, createTranslator(messagesFor(locale, ['header']), locale)),
      messages: messagesFor(locale, NAVIGATION_TEXTS),
    }),
    banner: (): BannerPart => ({
      banner: bannerModel(layout.banner),
      messages: messagesFor(locale, ['banner'], {
        'banner.countryButton': layout.banner?.countryButton?.label,
      }),
    }),
    footer: () => {
      const newsletter = layout.footer?.newsletter;
      const messages = messagesFor(locale, ['footer', 'newsletter'], {
        'newsletter.title': newsletter?.title,
        'newsletter.description': newsletter?.description,
        'newsletter.emailLabel': newsletter?.emailLabel,
        'newsletter.emailPlaceholder': newsletter?.emailPlaceholder,
        'newsletter.button': newsletter?.buttonLabel,
        'newsletter.required': newsletter?.requiredEmailMessage,
        'newsletter.invalidEmail': newsletter?.invalidEmailMessage,
        'newsletter.successHeader': newsletter?.successHeader,
      });
      const t = createTranslator(messages, locale);
      return {
        messages,
        footer: footerModel(
          layout.footer,
          t,
          captcha,
          new Date().getFullYear(),
          '',
          supportPhoneNumber ?? null,
        ),
      };
    },
    consent: () => ({messages: messagesFor(locale, ['consent'])}),
    country: () => {
      const content = layout.countrySwitcher;
      return {
        regions: content?.regions ?? [],
        messages: messagesFor(locale, ['country'], {
          'country.title': content?.title,
          'country.description': content?.description,
          'country.currentCountry': content?.currentCountryLabel,
          'country.confirmationTitle': content?.confirmation.title,
          'country.confirmationBody': content?.confirmation.body,
          'country.switchLabel': content?.confirmation.switchLabel,
          'country.stayLabel': content?.confirmation.stayLabel,
        }),
      };
    },
  };
  return builders[part]() as ShellParts[Part];
}

/** The visitor's detected country, when we run a store there, it is not this one and they have not chosen. */
export function suggestedCountry(
  detected: string | null,
  current: Market,
  confirmed: boolean,
): SuggestedStore | null {
  if (confirmed || !detected) return null;
  const market = findMarket(detected.toUpperCase());
  if (!market || market.countryCode === current.countryCode) return null;
  return {countryCode: market.countryCode, name: countryName(market, current.locale)};
}
