import {describe, expect, it} from 'vitest';
import {MARKETS, languageSubtag} from '@markets';
import {uiLanguageOf, uiStringsFor, type UiLanguage, type UiStrings} from './ui-strings';

const LANGUAGES: UiLanguage[] = ['en', 'fr', 'de', 'zh-Hant', 'zh-Hans', 'ja', 'es', 'nl', 'pt', 'ar'];
const SAMPLE_LOCALE: Record<UiLanguage, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  de: 'de-DE',
  'zh-Hant': 'zh-HK',
  'zh-Hans': 'zh-SG',
  ja: 'ja-JP',
  es: 'es-ES',
  nl: 'nl-NL',
  pt: 'pt-PT',
  ar: 'ar-AE',
};
const english = uiStringsFor('en-US');
const keys = Object.keys(english) as (keyof UiStrings)[];

describe('uiLanguageOf', () => {
  it('keys by language subtag, Chinese by script', () => {
    expect(uiLanguageOf('fr-FR')).toBe('fr');
    expect(uiLanguageOf('es-MX')).toBe('es');
    expect(uiLanguageOf('en-GB')).toBe('en');
    expect(uiLanguageOf('zh-HK')).toBe('zh-Hant');
    expect(uiLanguageOf('zh-Hant-HK')).toBe('zh-Hant');
    expect(uiLanguageOf('zh-TW')).toBe('zh-Hant');
    expect(uiLanguageOf('zh-SG')).toBe('zh-Hans');
    expect(uiLanguageOf('zh-CN')).toBe('zh-Hans');
    expect(uiLanguageOf('sv-SE')).toBeUndefined();
  });
});

describe('uiStringsFor', () => {
  it('falls back to English for a missing or untranslated locale', () => {
    expect(uiStringsFor(undefined)).toEqual(english);
    expect(uiStringsFor(null)).toEqual(english);
    expect(uiStringsFor('sv-SE')).toEqual(english);
    expect(english.notFoundTitle).toBe('Page not found');
    expect(english.continueShopping).toBe('Continue shopping');
    expect(english.bestsellers).toBe('Bestsellers');
    expect(english.skipToContent).toBe('Skip to content');
  });

  it.each(LANGUAGES)('has every text, none empty, in %s', (language) => {
    const strings = uiStringsFor(SAMPLE_LOCALE[language]);
    expect(Object.keys(strings).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(strings[key].trim()).not.toBe('');
    // The test error text names the query parameter that asks for it, in every language.
    expect(strings.testErrorMessage).toContain('showErrorPage');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'translates the page texts into %s',
    (language) => {
      const strings = uiStringsFor(SAMPLE_LOCALE[language]);
      for (const key of [
        'notFoundTitle',
        'notFoundMessage',
        'continueShopping',
        'errorTitle',
        'skipToContent',
      ] as const) {
        expect(strings[key]).not.toBe(english[key]);
      }
    },
  );

  it('writes Hong Kong in traditional and Singapore in simplified characters', () => {
    expect(uiStringsFor('zh-HK').loadingPage).toBe('正在載入頁面');
    expect(uiStringsFor('zh-SG').loadingPage).toBe('正在加载页面');
  });

  it('gives every market its own language when it has one', () => {
    for (const market of MARKETS) {
      const strings = uiStringsFor(market.locale);
      if (languageSubtag(market.locale) === 'en') expect(strings).toBe(english);
      else expect(strings.notFoundTitle, market.locale).not.toBe(english.notFoundTitle);
    }
  });

  it('speaks French on the French store', () => {
    const french = uiStringsFor('fr-FR');
    expect(french.notFoundTitle).toBe('Page introuvable');
    expect(french.continueShopping).toBe('Continuer mes achats');
    expect(french.bestsellers).toBe('Meilleures ventes');
  });
});
