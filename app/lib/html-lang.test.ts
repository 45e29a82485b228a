import {describe, expect, it} from 'vitest';
import {htmlLang} from './html-lang';

describe('htmlLang', () => {
  it('uses the language subtag', () => {
    expect(htmlLang('ar-AE')).toBe('ar');
    expect(htmlLang('en-GB')).toBe('en');
    expect(htmlLang('fr-FR')).toBe('fr');
  });
  it('keeps the region for Chinese', () => {
    expect(htmlLang('zh-HK')).toBe('zh-HK');
    expect(htmlLang('zh-SG')).toBe('zh-SG');
  });
});
