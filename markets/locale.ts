import type {CountryCode, PathPrefix, TextDirection} from './types';

const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'fa', 'he', 'ur']);

/** 'en-GB' → 'en'; 'zh-Hant-HK' → 'zh'. */
export function languageSubtag(locale: string): string {
  return locale.split('-')[0].toLowerCase();
}

/** '/{language}-{country}' in lower case, e.g. ('fr-FR', 'FR') → '/fr-fr'. */
export function localePathPrefix(locale: string, countryCode: CountryCode): PathPrefix {
  return `/${languageSubtag(locale)}-${countryCode.toLowerCase()}`;
}

export function textDirectionOf(locale: string): TextDirection {
  return RIGHT_TO_LEFT_LANGUAGES.has(languageSubtag(locale)) ? 'rtl' : 'ltr';
}
