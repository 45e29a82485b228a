import {describe, expect, it} from 'vitest';
import type {LinkValue, LocalizedFields, SeedResource} from '../model';
import {en, type Copy, type CopyKey} from './copy';
import {ar} from './copy/ar';
import {de} from './copy/de';
import {es} from './copy/es';
import {fr} from './copy/fr';
import {ja} from './copy/ja';
import {nl} from './copy/nl';
import {pt} from './copy/pt';
import {zhHans} from './copy/zh-hans';
import {zhHant} from './copy/zh-hant';
import {buildContentSeed} from './index';
import {SEED_MARKETS} from './markets';

const seed = buildContentSeed();
const FULL_TRANSLATIONS: Record<string, Copy> = {
  fr,
  de,
  'zh-hant': zhHant,
  'zh-hans': zhHans,
  ja,
  es,
  nl,
  pt,
  ar,
};
const placeholders = (text: string) => (text.match(/\{[a-z]+\}/g) ?? []).sort();

function linksIn(fields: LocalizedFields | undefined): LinkValue[] {
  const found: LinkValue[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null && 'sys' in value) found.push(value as LinkValue);
  };
  for (const byLocale of Object.values(fields ?? {})) Object.values(byLocale).forEach(visit);
  return found;
}

describe('content seed', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(buildContentSeed())).toBe(JSON.stringify(seed));
  });

  it('has 23 locales, en-us by default', () => {
    expect(seed.locales).toHaveLength(23);
    expect(seed.locales.filter((locale) => locale.default).map((locale) => locale.code)).toEqual(['en-us']);
    expect(seed.locales.every((locale) => locale.code === locale.code.toLowerCase())).toBe(true);
  });

  it('holds a never-published draft of every block type, for preview', () => {
    const drafts = seed.entries.filter((entry) => entry.draftFields && !entry.publishedFields);
    const types = new Set(drafts.map((entry) => entry.contentType));
    for (const type of ['hero', 'featured_content_v2', 'comparison_carousel', 'full_width_video']) {
      expect(types.has(type), type).toBe(true);
    }
  });

  it('has entries of every content type', () => {
    const used = new Set(seed.entries.map((entry) => entry.contentType));
    expect(seed.contentTypes.map((type) => type.id).filter((id) => !used.has(id))).toEqual([]);
  });

  it('translates every text into every language, keeping placeholders', () => {
    for (const [language, copy] of Object.entries(FULL_TRANSLATIONS)) {
      const keys = Object.keys(en) as CopyKey[];
      expect(
        keys.filter((key) => !copy[key]),
        language,
      ).toEqual([]);
      for (const key of keys)
        expect(placeholders(copy[key] ?? ''), `${language} ${key}`).toEqual(placeholders(en[key]));
    }
  });

  it('writes Arabic and Japanese in their own scripts', () => {
    const arabic = /[\u0600-\u06FF]/;
    const japanese = /[\u3040-\u30FF\u4E00-\u9FFF]/;
    const sameAsEnglish = (copy: Copy) =>
      (Object.keys(en) as CopyKey[]).filter((key) => copy[key] === en[key]);
    expect(sameAsEnglish(ar)).toEqual(['gift.recipientEmailPlaceholder']);
    // Japanese sites commonly keep the English copyright line.
    expect(sameAsEnglish(ja)).toEqual(['footer.copyright', 'gift.recipientEmailPlaceholder']);
    expect(Object.values(ar).filter((text) => arabic.test(text ?? '')).length).toBeGreaterThan(170);
    expect(Object.values(ja).filter((text) => japanese.test(text ?? '')).length).toBeGreaterThan(170);
  });

  it('links only to entries and assets that exist, and published entries only to published ones', () => {
    const ids = new Set([...seed.entries, ...seed.assets].map((resource) => resource.id));
    const published = new Set(
      [...seed.entries, ...seed.assets]
        .filter((resource: SeedResource) => resource.publishedFields)
        .map((resource) => resource.id),
    );
    for (const entry of seed.entries) {
      for (const link of linksIn(entry.draftFields ?? entry.publishedFields))
        expect(ids.has(link.sys.id), `${entry.id} -> ${link.sys.id}`).toBe(true);
      for (const link of linksIn(entry.publishedFields))
        expect(published.has(link.sys.id), `${entry.id} -> ${link.sys.id}`).toBe(true);
    }
  });

  it('has drafts that only preview shows', () => {
    const drafts = seed.entries.filter((entry) => !entry.publishedFields).map((entry) => entry.id);
    expect(drafts).toEqual(expect.arrayContaining(['bannerMessageSpringSale', 'menu-v2-gift-guide']));
  });

  it('states each market its own free-shipping threshold in the banner', () => {
    const message = seed.entries.find((entry) => entry.id === 'bannerMessageFreeShipping');
    const texts = message?.publishedFields?.linkText ?? {};
    for (const market of SEED_MARKETS) expect(texts[market.locale]).toContain(market.formattedThreshold);
    expect(texts['en-gb']).toBe('Free delivery on orders over £60');
  });

  it('lists sizes, lengths and inseams in the order the filters show them', () => {
    const siteVariables = seed.entries.find((entry) => entry.id === 'siteVariables');
    const {lists} = siteVariables?.publishedFields?.siteVariables?.['en-us'] as {
      lists: Record<string, string[]>;
    };
    expect(lists.lengths).toEqual(['short', 'regular', 'long']);
    expect(lists.inseams.slice(0, 2)).toEqual(['5', '5.5']);
    expect(lists.inseams).toContain('10.5');
    expect(lists.inseams.slice(-1)).toEqual(['36']);
    expect(lists.sizes.slice(0, 10)).toEqual(['xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', '3xl', 'ONS']);
    expect(lists.sizes).toContain('38');
    expect(lists.sizes[lists.sizes.indexOf('38') + 1]).toBe('M 4/W 5.5');
    expect(lists.sizes.slice(-1)).toEqual(['M 13/W 14.5']);
  });
});
