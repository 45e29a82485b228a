import {describe, expect, it} from 'vitest';
import {noindexCountriesForTags} from './indexing';

describe('noindexCountriesForTags', () => {
  it('blocks one country per noindex-{country} tag', () => {
    expect(noindexCountriesForTags(['gender::womens', 'noindex-gb', 'noindex-DE'])).toEqual(['DE', 'GB']);
  });

  it('blocks every market but the US for noindex-intl', () => {
    const blocked = noindexCountriesForTags(['noindex-intl']);
    expect(blocked).toHaveLength(22);
    expect(blocked).not.toContain('US');
  });

  it('ignores unknown countries and unrelated tags', () => {
    expect(noindexCountriesForTags(['noindex-zz', 'noindexgb', 'family::x'])).toEqual([]);
  });
});
