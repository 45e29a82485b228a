import {CURRENCY_INFO, LANGUAGE_INFO} from '../../seed/markets';
import {SHOP_POLICIES, type PolicyField} from '../../seed/policies';
import type {LanguageCode, Market, Shop} from '../../seed/types';
import type {RequestContext, ResolverMap} from '../context';
import {API_VERSIONS, displayName} from '../versions';
import {metafieldFields} from './metafields';

function language(isoCode: LanguageCode) {
  return {isoCode, ...LANGUAGE_INFO[isoCode]};
}

function country(market: Market) {
  return {
    isoCode: market.countryCode,
    name: market.name,
    currency: {isoCode: market.currency, ...CURRENCY_INFO[market.currency]},
    availableLanguages: market.languages.map(language),
    unitSystem: market.countryCode === 'US' ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
    market: marketNode(market),
  };
}

function marketNode(market: Market) {
  return {
    id: `gid://shopify/Market/${1000 + market.countryCode.charCodeAt(0) * 100 + market.countryCode.charCodeAt(1)}`,
    handle: market.countryCode.toLowerCase(),
    metafield: null,
    metafields: [],
  };
}

export const shopResolvers: ResolverMap = {
  QueryRoot: {
    shop: (_root, _args, context) => context.catalogue.shop,
    localization: (_root, _args, context: RequestContext) => ({
      country: {
        ...country(context.market),
        isoCode: context.country,
        name: context.country === context.market.countryCode ? context.market.name : context.country,
      },
      language: language(context.language),
      availableCountries: context.catalogue.markets.map(country),
      availableLanguages: context.market.languages.map(language),
      market: marketNode(context.market),
    }),
    publicApiVersions: () =>
      API_VERSIONS.map((version) => ({
        handle: version.handle,
        displayName: displayName(version),
        supported: version.supported,
      })),
    paymentSettings: (_root, _args, context) => paymentSettings(context),
  },
  Shop: {
    brand: (shop: Shop) => ({
      slogan: shop.brand.slogan,
      shortDescription: shop.brand.shortDescription,
      colors: {
        primary: [{background: shop.brand.primaryColor, foreground: '#ffffff'}],
        secondary: [{background: shop.brand.secondaryColor, foreground: '#1b1b1b'}],
      },
      logo: null,
      squareLogo: null,
      coverImage: null,
    }),
    primaryDomain: (shop: Shop) => ({...shop.primaryDomain, sslEnabled: true}),
    paymentSettings: (_shop: Shop, _args, context) => paymentSettings(context),
    shipsToCountries: (_shop: Shop, _args, context) => context.catalogue.markets.map((m) => m.countryCode),
    shopPayInstallmentsPricing: () => null,
    subscriptionPolicy: () => null,
    privacyPolicy: policyResolver('privacyPolicy'),
    refundPolicy: policyResolver('refundPolicy'),
    shippingPolicy: policyResolver('shippingPolicy'),
    termsOfService: policyResolver('termsOfService'),
    ...metafieldFields(),
  },
};

/** A policy in the request's language (the shop's own for a language it has no text in). */
function policyResolver(field: PolicyField) {
  return (shop: Shop, _args: unknown, context: RequestContext) => {
    const {handle, id, text} = SHOP_POLICIES[field];
    const {title, paragraphs} = text[context.language] ?? text.EN;
    return {
      id: `gid://shopify/ShopPolicy/${id}`,
      handle,
      title,
      body: paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''),
      url: `${shop.primaryDomain.url}/policies/${handle}`,
    };
  };
}

/** Fields Shopify serves only on the `unstable` version: its contact information page. */
export const unstableShopResolvers: ResolverMap = {
  Shop: {contactInformation: policyResolver('contactInformation')},
};

function paymentSettings(context: RequestContext) {
  return {
    acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
    cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
    countryCode: 'US',
    currencyCode: context.currency,
    enabledPresentmentCurrencies: [...new Set(context.catalogue.markets.map((m) => m.currency))],
    shopifyPaymentsAccountId: 'alderline-emulator',
    supportedDigitalWallets: ['APPLE_PAY', 'GOOGLE_PAY', 'SHOPIFY_PAY'],
  };
}
