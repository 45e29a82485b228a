import {languageSubtag} from '@markets';

/**
 * The key built-in labels are kept under: the language, and for Chinese the script
 * (Hong Kong reads traditional characters, Singapore simplified).
 */
export function labelLanguageOf(locale: string): string {
  const language = languageSubtag(locale);
  if (language !== 'zh') return language;
  return /-(HK|TW|MO)$/i.test(locale) ? 'zh-hant' : 'zh-hans';
}
