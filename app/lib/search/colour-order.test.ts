import {describe, expect, it, vi} from 'vitest';
import {colourOrderRequest, fetchFamilySwatches, groupSwatches, missingFamilyTerms} from './colour-order';

describe('missingFamilyTerms', () => {
  it('asks by family group when there is one, by family otherwise, once each', () => {
    const hits = [
      {family_tag: 'family::a', family_group_tag: 'family-group::g', hasAlgoliaSwatch: true},
      {family_tag: 'family::b', family_group_tag: null, hasAlgoliaSwatch: true},
      {family_tag: 'family::b', family_group_tag: null, hasAlgoliaSwatch: true},
      {family_tag: 'family::c', hasAlgoliaSwatch: false},
      {family_tag: 'family::d', hasAlgoliaSwatch: true},
    ];
    expect(missingFamilyTerms(hits, {'family::d': []})).toEqual([
      'family_group_tag:"family-group::g"',
      'family_tag:"family::b"',
    ]);
  });

  it('builds one query with the shopper’s filter and only the swatch fields', () => {
    const shopperFilter = 'STORE AND NOT tags:"gated::warehouse-sale"';
    expect(colourOrderRequest('us_products', ['family_tag:"family::b"'], shopperFilter)).toMatchObject({
      indexName: 'us_products',
      params: {
        filters: `(family_tag:"family::b") AND ${shopperFilter}`,
        attributesToRetrieve: ['handle', 'color', 'color_group', 'family_tag'],
      },
    });
  });
});

describe('groupSwatches', () => {
  it('keeps the ranking order within each family', () => {
    expect(
      groupSwatches([
        {family_tag: 'family::a', handle: 'a-black', color: 'Black', color_group: 'black'},
        {family_tag: 'family::b', handle: 'b-blue', color: 'Navy', color_group: 'blue'},
        {family_tag: 'family::a', handle: 'a-sand', color: 'Sand', color_group: 'natural / tan'},
        {handle: 'no-family', color: 'Red'},
      ]),
    ).toEqual({
      'family::a': [
        {handle: 'a-black', color: 'Black', colorGroup: 'black'},
        {handle: 'a-sand', color: 'Sand', colorGroup: 'natural / tan'},
      ],
      'family::b': [{handle: 'b-blue', color: 'Navy', colorGroup: 'blue'}],
    });
  });

  it('answers none when the service fails', async () => {
    const client = {search: vi.fn().mockRejectedValue(new Error('down'))};
    const result = await fetchFamilySwatches(client as never, 'us_products', [
      {family_tag: 'family::a', hasAlgoliaSwatch: true},
    ]);
    expect(result).toEqual({});
  });
});
