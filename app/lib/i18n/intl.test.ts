import {describe, expect, it} from 'vitest';
import {collator, dateFormat, numberFormat, pluralRules} from './intl';

describe('shared Intl formatters', () => {
  it('makes one formatter per locale and options, and reuses it', () => {
    expect(dateFormat('fr-FR', {dateStyle: 'long', timeZone: 'UTC'})).toBe(
      dateFormat('fr-FR', {dateStyle: 'long', timeZone: 'UTC'}),
    );
    expect(dateFormat('fr-FR', {dateStyle: 'medium'})).not.toBe(dateFormat('fr-FR', {dateStyle: 'long'}));
    expect(numberFormat('ar-AE')).toBe(numberFormat('ar-AE'));
    expect(numberFormat('ar-AE')).not.toBe(numberFormat('en-US'));
    expect(pluralRules('de-DE')).toBe(pluralRules('de-DE'));
    expect(collator('ja-JP')).toBe(collator('ja-JP'));
  });

  it("formats each locale's own way", () => {
    const day = new Date('2026-03-04T12:00:00Z');
    expect(dateFormat('fr-FR', {dateStyle: 'long', timeZone: 'UTC'}).format(day)).toBe('4 mars 2026');
    expect(dateFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'}).format(day)).toBe('March 4, 2026');
    expect(numberFormat('ar-AE').format(1234)).toBe(new Intl.NumberFormat('ar-AE').format(1234));
    expect(pluralRules('fr-FR').select(1)).toBe('one');
    expect(['b', 'ä', 'a'].sort(collator('de-DE').compare)).toEqual(['a', 'ä', 'b']);
  });
});
