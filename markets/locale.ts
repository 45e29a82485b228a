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

/** The languages the app's own texts are written in; Chinese by script. */
const MESSAGE_LANGUAGES = ['en', 'fr', 'de', 'zh-Hant', 'zh-Hans', 'ja', 'es', 'nl', 'pt', 'ar'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/**
 * Which message set a locale reads: its language, Chinese by script (a script subtag wins;
 * Hong Kong, Taiwan and Macau read traditional characters, everywhere else simplified), and
 * English for a language we have no messages in.
 */
export function messageLanguageOf(locale: string): MessageLanguage {
  const language = languageSubtag(locale);
  if (language === 'zh') {
    if (/-Hant(-|$)/i.test(locale)) return 'zh-Hant';
    if (/-Hans(-|$)/i.test(locale)) return 'zh-Hans';
    return /-(HK|TW|MO)$/i.test(locale) ? 'zh-Hant' : 'zh-Hans';
  }
  return (MESSAGE_LANGUAGES as readonly string[]).includes(language) ? (language as MessageLanguage) : 'en';
}
