import {describe, expect, it} from 'vitest';
import {MARKETS} from './markets';
import {languageSubtag, localePathPrefix, messageLanguageOf, textDirectionOf} from './locale';

describe('locale helpers', () => {
  it('reads the language subtag', () => {
    expect(languageSubtag('en-GB')).toBe('en');
    expect(languageSubtag('zh-Hant-HK')).toBe('zh');
    expect(languageSubtag('AR-AE')).toBe('ar');
  });

  it('builds a lower-case /{language}-{country} prefix', () => {
    expect(localePathPrefix('zh-HK', 'HK')).toBe('/zh-hk');
    expect(localePathPrefix('en-CH', 'CH')).toBe('/en-ch');
  });

  it('marks Arabic as right-to-left', () => {
    expect(textDirectionOf('ar-AE')).toBe('rtl');
    expect(textDirectionOf('fr-FR')).toBe('ltr');
  });

  it('picks the message set: language, Chinese by script, English where we have none', () => {
    expect(messageLanguageOf('fr-FR')).toBe('fr');
    expect(messageLanguageOf('zh-HK')).toBe('zh-Hant');
    expect(messageLanguageOf('zh-TW')).toBe('zh-Hant');
    expect(messageLanguageOf('zh-SG')).toBe('zh-Hans');
    expect(messageLanguageOf('zh-Hant-SG')).toBe('zh-Hant');
    expect(messageLanguageOf('zh-Hans-HK')).toBe('zh-Hans');
    expect(messageLanguageOf('sv-SE')).toBe('en');
    expect(messageLanguageOf('ar-AE')).toBe('ar');
  });

  it('gives every market the message set of its language', () => {
    const byCountry = Object.fromEntries(
      MARKETS.map((market) => [market.countryCode, messageLanguageOf(market.locale)]),
    );
    expect(byCountry).toMatchObject({
      FR: 'fr',
      DE: 'de',
      HK: 'zh-Hant',
      SG: 'zh-Hans',
      JP: 'ja',
      MX: 'es',
      ES: 'es',
      NL: 'nl',
      PT: 'pt',
      AE: 'ar',
      GB: 'en',
      US: 'en',
      SE: 'en',
    });
  });
});
