import {describe, expect, it, vi} from 'vitest';
import {colourOrder, familyGroupingTag, familySwatches, tagQuery} from './family.server';

const {fetchFamilySwatches} = vi.hoisted(() => ({fetchFamilySwatches: vi.fn()}));
vi.mock('~/lib/search/colour-order', () => ({fetchFamilySwatches}));

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
  it('orders the colours as the search index does (by product), unknown ones last', () => {
    const swatches = familySwatches(
      [member('l-sage', 'Sage'), member('l-black', 'Black'), member('l-rose', 'Rose')],
      'l-sage',
      ['l-black', 'l-sage'],
    );
    expect(swatches.map((swatch) => swatch.color)).toEqual(['Black', 'Sage', 'Rose']);
    expect(swatches.find((swatch) => swatch.current)?.handle).toBe('l-sage');
  });

  it('finds the colour whatever the market’s language names the option', () => {
    const french = {
      ...member('l-noir', 'Noir'),
      options: [
        {
          name: 'Taille',
          optionValues: [
            {name: 'S', swatch: null},
            {name: 'M', swatch: null},
          ],
        },
        {name: 'Couleur', optionValues: [{name: 'Noir', swatch: {color: '#111', image: null}}]},
      ],
    };
    expect(familySwatches([french], 'l-noir', null)[0]).toMatchObject({color: 'Noir', swatchColor: '#111'});
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
  const market = {countryCode: 'GB'};
  // No Storefront, session or customer here: the order is the same for every shopper, so
  // reading it must not ask who the shopper is (or which groups are members-only).
  const context = {
    withCache,
    market,
    env: {PUBLIC_ALGOLIA_APP_ID: 'A', PUBLIC_ALGOLIA_SEARCH_KEY: 'k'},
  } as never;

  it('asks the product lists’ swatch query for the family, within its group, and reads its products in order', async () => {
    fetchFamilySwatches.mockResolvedValue({
      'family::legging': [
        {handle: 'legging-black', color: 'Black', colorGroup: 'black'},
        {handle: 'legging-sage', color: 'Sage', colorGroup: 'green'},
      ],
    });
    const order = await colourOrder(context, {familyTag: 'legging', familyGroupTag: 'womens-leggings'});
    expect(order).toEqual(['legging-black', 'legging-sage']);
    expect(fetchFamilySwatches).toHaveBeenCalledWith(expect.anything(), 'gb_products', [
      {
        family_tag: 'family::legging',
        family_group_tag: 'family-group::womens-leggings',
        hasAlgoliaSwatch: true,
      },
    ]);
  });

  it('is null without a family, without search, or when the query found nothing (it reports failures)', async () => {
    expect(await colourOrder(context, {familyTag: null, familyGroupTag: 'x'})).toBeNull();
    fetchFamilySwatches.mockResolvedValue({});
    expect(await colourOrder(context, {familyTag: 'legging', familyGroupTag: null})).toBeNull();
    fetchFamilySwatches.mockResolvedValue({'family::legging': [{handle: 'legging-black', color: 'Black'}]});
    const withoutSearch = {withCache, market, env: {}} as never;
    expect(await colourOrder(withoutSearch, {familyTag: 'legging', familyGroupTag: null})).toBeNull();
  });
});
