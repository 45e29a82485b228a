import {describe, expect, it} from 'vitest';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import {facetValueLabel} from './facet-values';

const LOCALES = ['de-DE', 'fr-FR', 'es-ES', 'nl-NL', 'pt-PT', 'ja-JP', 'zh-SG', 'zh-HK', 'ar-AE'];

describe('facetValueLabel', () => {
  it('names the index’s English values in every other language', () => {
    const english = createTranslator(messagesFor('en-US', ['search']), 'en-US');
    const values: Array<[string, string]> = [
      ['gender', 'womens'],
      ['category', 'sports-bras'],
      ['color_group', 'natural / tan'],
      ['activity', 'hiking'],
      ['lined', 'true'],
      ['length', 'Short'],
    ];
    expect(facetValueLabel(english, 'gender', 'womens', 'womens')).toBe('Women');
    expect(facetValueLabel(english, 'lined', 'false', 'false')).toBe('No');
    for (const locale of LOCALES) {
      const t = createTranslator(messagesFor(locale, ['search']), locale);
      for (const [attribute, value] of values) {
        const label = facetValueLabel(t, attribute, value, value);
        expect(label, `${locale} ${attribute}=${value}`).not.toBe(
          facetValueLabel(english, attribute, value, value),
        );
        expect(label).not.toBe(value);
      }
    }
    const german = createTranslator(messagesFor('de-DE', ['search']), 'de-DE');
    expect(facetValueLabel(german, 'color_group', 'black', 'black')).toBe('Schwarz');
  });

  it('shows sizes, fabric names and unknown values as the index holds them', () => {
    const t = createTranslator(messagesFor('fr-FR', ['search']), 'fr-FR');
    expect(facetValueLabel(t, 'size', 'XS', 'XS')).toBe('XS');
    expect(facetValueLabel(t, 'fabric', 'DreamKnit', 'DreamKnit')).toBe('DreamKnit');
    expect(facetValueLabel(t, 'color_group', 'teal', 'teal')).toBe('teal');
  });
});
