import {describe, expect, it} from 'vitest';
import {
  collectionAccess,
  gatedDiscount,
  gatedEntryFor,
  gatedSearchFilter,
  mergeGatedEntries,
  type GatedEntry,
} from './gated';

const entry = (
  customerTag: string,
  collectionHandle: string,
  extra: Partial<GatedEntry> = {},
): GatedEntry => ({
  customerTag,
  collectionHandle,
  collectionTitle: null,
  linkTitle: null,
  linkColor: null,
  displayNavigationLink: true,
  type: null,
  ...extra,
});

const WAREHOUSE = entry('gated::warehouse-sale', 'warehouse-sale', {linkTitle: 'Warehouse Sale'});
const INFLUENCER = entry('gated::influencer', 'creator-picks', {displayNavigationLink: false});

describe('gatedEntryFor', () => {
  it('is the first entry whose tag the customer has, whatever the tag’s case', () => {
    expect(gatedEntryFor([WAREHOUSE, INFLUENCER], ['vip', 'Gated::Influencer'])).toBe(INFLUENCER);
    expect(gatedEntryFor([WAREHOUSE, INFLUENCER], ['gated::influencer', 'gated::warehouse-sale'])).toBe(
      WAREHOUSE,
    );
  });

  it('is null without a matching tag; a tag only containing the gated tag does not count', () => {
    expect(gatedEntryFor([WAREHOUSE], [])).toBeNull();
    expect(gatedEntryFor([WAREHOUSE], ['gated::warehouse-sale-2024', 'warehouse-sale'])).toBeNull();
  });
});

describe('mergeGatedEntries', () => {
  it('keeps the Storefront’s entry for a tag both sources name, adds the rest, drops incomplete ones', () => {
    const fromContent = [
      entry('GATED::WAREHOUSE-SALE', 'other-collection'),
      entry('warehouse-sale', 'warehouse-sale'),
      entry('', 'nowhere'),
      entry('orphan', ''),
    ];
    expect(mergeGatedEntries([WAREHOUSE], fromContent)).toEqual([WAREHOUSE, fromContent[1]]);
  });
});

describe('collectionAccess', () => {
  const entries = [WAREHOUSE, INFLUENCER];

  it('leaves collections no entry unlocks open to everyone', () => {
    expect(collectionAccess(entries, [], 'leggings')).toBe('open');
  });

  it('lets in only customers whose tag unlocks that collection', () => {
    expect(collectionAccess(entries, [], 'warehouse-sale')).toBe('denied');
    expect(collectionAccess(entries, ['gated::influencer'], 'warehouse-sale')).toBe('denied');
    expect(collectionAccess(entries, ['gated::warehouse-sale'], 'Warehouse-Sale')).toBe('allowed');
    expect(collectionAccess(entries, ['gated::influencer'], 'creator-picks')).toBe('allowed');
  });

  it('treats a collection marked gated as gated even when no entry names it', () => {
    expect(collectionAccess(entries, ['gated::warehouse-sale'], 'vip-only', {gated: true})).toBe('denied');
  });
});

describe('gatedSearchFilter', () => {
  const entries = [WAREHOUSE, INFLUENCER];

  it('hides every gated collection’s products from a guest', () => {
    expect(gatedSearchFilter(entries, [])).toBe(
      'NOT tags:"gated::creator-picks" AND NOT tags:"gated::warehouse-sale"',
    );
  });

  it('shows a gated customer their own collection’s products and still hides the others', () => {
    expect(gatedSearchFilter(entries, ['gated::warehouse-sale'])).toBe('NOT tags:"gated::creator-picks"');
    expect(gatedSearchFilter(entries, ['gated::warehouse-sale', 'gated::influencer'])).toBe('');
  });

  it('is empty when nothing is gated', () => {
    expect(gatedSearchFilter([], ['anything'])).toBe('');
  });
});

describe('gatedDiscount', () => {
  const values = 'gated::warehouse-sale::30,influencer::20';

  it('applies the first pair whose tag the customer has', () => {
    expect(gatedDiscount(values, ['influencer', 'gated::warehouse-sale'])).toEqual({
      tag: 'gated::warehouse-sale',
      percentage: 30,
    });
    expect(gatedDiscount(values, ['influencer'])).toEqual({tag: 'influencer', percentage: 20});
  });

  it('gives nothing to customers without a listed tag, for empty values or unreadable pairs', () => {
    expect(gatedDiscount(values, ['vip'])).toBeNull();
    expect(gatedDiscount(null, ['influencer'])).toBeNull();
    expect(gatedDiscount('influencer::lots, ::10, influencer', ['influencer'])).toBeNull();
  });

  it('never takes more than the whole price, nor a zero discount', () => {
    expect(gatedDiscount('vip::150', ['vip'])?.percentage).toBe(100);
    expect(gatedDiscount('vip::0,vip::10', ['vip'])).toBeNull();
  });
});
