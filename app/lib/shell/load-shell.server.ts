import type {AppLoadContext} from '@shopify/remix-oxygen';
import {countryName, findMarket, type Market} from '@markets';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import type {Namespace} from '~/lib/i18n/types';
import {getFeatureFlags, getLayoutContent, type LayoutContent} from '~/lib/layout.server';
import {captchaScriptUrl} from '~/lib/newsletter/captcha';
import {currentCustomer} from '~/lib/customer/current.server';
import {issueFormToken} from '~/lib/form-token.server';
import {buyerCountry, isCountryConfirmed} from '~/lib/visitor.server';
import {bannerModel} from './banner.server';
import {footerModel} from './footer.server';
import {headerModel, navigation} from './header.server';
import type {MarketView, Shell, ShellPart, ShellParts} from './types';

/** The namespaces every page's shell shows; closed dialogs load theirs with their part, a route sends its own. */
const SHELL_NAMESPACES: readonly Namespace[] = ['common', 'header', 'banner', 'footer', 'newsletter'];

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
  const [layout, flags, customer, newsletterToken] = await Promise.all([
    getLayoutContent(context),
    getFeatureFlags(context, request),
    currentCustomer(context),
    issueFormToken(context.config.sessionSecret, 'newsletter'),
  ]);
  const {header, footer} = layout;
  const newsletter = footer?.newsletter;
  // Content's texts sit on top of the built-in ones; empty ones are ignored.
  const messages = messagesFor(market.locale, SHELL_NAMESPACES, {
    'header.account': header?.accountButtonLabel,
    'header.bag': header?.cartButtonLabel,
    'header.search': header?.searchButtonLabel,
    'banner.countryButton': layout.banner?.countryButton?.label,
    'newsletter.title': newsletter?.title,
    'newsletter.description': newsletter?.description,
    'newsletter.emailLabel': newsletter?.emailLabel,
    'newsletter.emailPlaceholder': newsletter?.emailPlaceholder,
    'newsletter.button': newsletter?.buttonLabel,
    'newsletter.required': newsletter?.requiredEmailMessage,
    'newsletter.invalidEmail': newsletter?.invalidEmailMessage,
    'newsletter.successHeader': newsletter?.successHeader,
  });
  const t = createTranslator(messages, market.locale);
  const siteKey = env.RECAPTCHA_SITE_KEY;
  const captcha = {
    required: !flags.recaptcha.bypassAssessment,
    ...(siteKey ? {siteKey} : {}),
    scriptUrl: captchaScriptUrl(siteKey ?? '', env.RECAPTCHA_HOST),
  };
  return {
    market: marketView(market, pathPrefix),
    messages,
    header: {...headerModel(header, t, {signedIn: customer !== null}), searchBar: flags.search.searchBar},
    banner: bannerModel(layout.banner),
    footer: footerModel(footer, t, captcha, new Date().getFullYear(), newsletterToken),
    country: {
      suggested: suggestedCountry(buyerCountry(request), market, isCountryConfirmed(request, session)),
      regions: layout.countrySwitcher?.regions ?? [],
      showNewIntlCountries: flags.countrySwitcher.showNewIntlCountries,
    },
  };
}

/** A part of the shell that loads on first use: the menus with their panels, or a dialog's texts. */
export async function loadShellPart<Part extends ShellPart>(
  context: AppLoadContext,
  part: Part,
): Promise<ShellParts[Part]> {
  return shellPart(await getLayoutContent(context), context.market.locale, part);
}

/** A shell part from the layout content, in the locale's language (content's texts on top). */
export function shellPart<Part extends ShellPart>(
  layout: Pick<LayoutContent, 'header' | 'countrySwitcher'>,
  locale: string,
  part: Part,
): ShellParts[Part] {
  const builders: {[P in ShellPart]: () => ShellParts[P]} = {
    navigation: () => navigation(layout.header, createTranslator(messagesFor(locale, ['header']), locale)),
    consent: () => ({messages: messagesFor(locale, ['consent'])}),
    country: () => {
      const content = layout.countrySwitcher;
      return {
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
): Market['countryCode'] | null {
  if (confirmed || !detected) return null;
  const market = findMarket(detected.toUpperCase());
  return market && market.countryCode !== current.countryCode ? market.countryCode : null;
}
