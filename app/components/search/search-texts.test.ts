import {describe, expect, it} from 'vitest';
import {fillText, resultCountText, searchTextsFor} from './search-texts';

describe('search texts', () => {
  it('follows the market language, English otherwise', () => {
    expect(searchTextsFor('en-GB').unavailableTitle).toBe('Search is unavailable right now');
    expect(searchTextsFor('fr-FR').title).toBe('Recherche');
    expect(searchTextsFor('zh-HK').title).toBe('搜尋');
    expect(searchTextsFor('zh-SG').title).toBe('搜索');
    expect(searchTextsFor(undefined).title).toBe('Search');
  });

  it('fills placeholders, and the brand', () => {
    expect(fillText('Search {brand}')).toBe('Search Alderline');
    expect(fillText('Search: {query}', {query: '$& {brand}'})).toBe('Search: $& {brand}');
  });

  it('counts results with the language’s plural forms', () => {
    const en = searchTextsFor('en-US');
    expect(resultCountText(en, 'en-US', 1, 'legging')).toBe('1 result for “legging”');
    expect(resultCountText(en, 'en-US', 1200, 'legging')).toBe('1,200 results for “legging”');
    const ar = searchTextsFor('ar-AE');
    expect(resultCountText(ar, 'ar-AE', 2, 'x')).toBe('نتيجتان لـ «x»');
  });
});
