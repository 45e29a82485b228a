import {describe, expect, it} from 'vitest';
import {isPdpBlockVisible, parseCmsComponents} from './pdp-blocks';
import {mapFeaturedContentV2} from './mappers/featured-content-v2';
import {mapHero} from './mappers/hero';
import {entry} from './test-fixtures';

describe('parseCmsComponents', () => {
  it('reads block references and skips unknown types', () => {
    expect(
      parseCmsComponents(
        '[{"type":"hero","uid":"a"},{"type":"carousel","uid":"b"},{"type":"full_width_video"}]',
      ),
    ).toEqual([{type: 'hero', uid: 'a'}]);
    expect(parseCmsComponents(null)).toEqual([]);
  });

  it('throws "Error parsing CMS components" on malformed JSON', () => {
    expect(() => parseCmsComponents('{oops')).toThrow('Error parsing CMS components');
    expect(() => parseCmsComponents('{"type":"hero"}')).toThrow('Error parsing CMS components');
  });
});

describe('isPdpBlockVisible', () => {
  const now = new Date('2025-06-01T00:00:00Z');

  it('needs the display flag', () => {
    expect(isPdpBlockVisible(mapHero(entry('hero', {uid: 'a', display: true})), now)).toBe(true);
    expect(isPdpBlockVisible(mapHero(entry('hero', {uid: 'a', display: false})), now)).toBe(false);
  });

  it('needs featured content to be meant for product pages and its event not over', () => {
    const featured = (fields: Record<string, unknown>) =>
      mapFeaturedContentV2(entry('featured_content_v2', {uid: 'f', display: true, ...fields}));
    expect(isPdpBlockVisible(featured({display_on_pdp: true}), now)).toBe(true);
    expect(isPdpBlockVisible(featured({display_on_pdp: false}), now)).toBe(false);
    expect(isPdpBlockVisible(featured({display_on_pdp: true, event_date: '2025-05-31T08:00:00Z'}), now)).toBe(
      false,
    );
    expect(isPdpBlockVisible(featured({display_on_pdp: true, event_date: '2025-06-02T08:00:00Z'}), now)).toBe(
      true,
    );
  });
});
