import {describe, expect, it, vi} from 'vitest';
import {colourOrder, familyGroupingTag, familySwatches, tagQuery} from './family.server';

vi.mock('~/lib/errors', () => ({reportError: vi.fn()}));

const member = (
  handle: string,
  colour: string,
  extra: Partial<{tags: string[]; availableForSale: boolean}> = {},
) => ({
  id: `gid://shopify/Product/${handle}`,
  handle,
  title: `Legging | ${colour}`,
  tags: extra.tags ?? [],
  availableForSale: extra.availableForSale ?? true,
  options: [
    {name: 'Color', optionValues: [{name: colour, swatch: {color: `#${colour.length}00000`, image: null}}]},
  ],
  materialImage: null,
});

describe('familyGroupingTag', () => {
  it('prefers the family and falls back to the family group', () => {
    expect(familyGroupingTag({familyTag: 'a', familyGroupTag: 'b'})).toBe('family::a');
    expect(familyGroupingTag({familyTag: null, familyGroupTag: 'b'})).toBe('family-group::b');
    expect(familyGroupingTag({familyTag: null, familyGroupTag: null})).toBeNull();
  });
});

describe('tagQuery', () => {
  it('quotes the tag and drops characters that would break the search', () => {
    expect(tagQuery('family::x"y')).toBe('tag:"family::xy"');
  });
});

describe('familySwatches', () => {
  it('orders the colours as the search index does, unknown colours last', () => {
    const swatches = familySwatches(
      [member('l-sage', 'Sage'), member('l-black', 'Black'), member('l-rose', 'Rose')],
      'l-sage',
      ['Black', 'Sage'],
    );
    expect(swatches.map((swatch) => swatch.color)).toEqual(['Black', 'Sage', 'Rose']);
    expect(swatches.find((swatch) => swatch.current)?.handle).toBe('l-sage');
  });

  it('drops colours that are not shoppable but keeps the current product', () => {
    const swatches = familySwatches(
      [
        member('l-black', 'Black', {tags: ['findify-remove']}),
        member('l-sage', 'Sage', {availableForSale: false}),
        member('l-rose', 'Rose', {availableForSale: false, tags: ['back-in-stock-enabled']}),
      ],
      'l-black',
      null,
    );
    expect(swatches.map((swatch) => swatch.handle)).toEqual(['l-black', 'l-rose']);
  });

  it('uses the material image when the colour has no swatch of its own', () => {
    const plain = {
      ...member('l-black', 'Black'),
      options: [{name: 'Color', optionValues: [{name: 'Black', swatch: null}]}],
      materialImage: {reference: {image: {url: 'https://cdn/fabric.png'}}},
    };
    expect(familySwatches([plain], 'x', null)[0].swatchImage).toBe('https://cdn/fabric.png');
  });
});

describe('colourOrder', () => {
  const withCache = {run: (_options: unknown, load: () => unknown) => load()} as never;

  it('reads the colours in hit order from the market’s index, with the store filter', async () => {
    const searchForHits = vi.fn().mockResolvedValue({
      results: [{hits: [{color: 'Black'}, {color: 'Sage'}, {color: 'Black'}, {}]}],
    });
    const order = await colourOrder(
      {env: {}, withCache},
      {countryCode: 'GB'},
      'family::l',
      () => ({searchForHits}) as never,
    );
    expect(order).toEqual(['Black', 'Sage']);
    const request = searchForHits.mock.calls[0][0].requests[0];
    expect(request.indexName).toBe('gb_products');
    expect(request.filters).toMatch(/^tags:"family::l" AND \(requires_shipping:false/);
  });

  it('is null when the search service fails', async () => {
    const failing = () => ({searchForHits: vi.fn().mockRejectedValue(new Error('down'))}) as never;
    expect(await colourOrder({env: {}, withCache}, {countryCode: 'US'}, 'family::l', failing)).toBeNull();
  });
});
