import {describe, expect, it} from 'vitest';
import {languageSubtag, localePathPrefix, textDirectionOf} from './locale';

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
});
