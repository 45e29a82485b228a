import {describe, expect, it} from 'vitest';
import {createStorefrontService} from './index';
import {graphql} from './test-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const QUERY = `query Metaobjects($type: String!, $first: Int!) {
  metaobjects(type: $type, first: $first) {
    nodes { id handle type
      fields { key type value reference { __typename ... on ProductVariant { id title image { url } } ... on Collection { handle title } } }
      country: field(key: "country_code") { value } }
  }
}`;

describe('metaobjects for gift, gated and community configuration', () => {
  const service = createStorefrontService({seed: 1});
  const fetch = async (type: string, first = 50) =>
    (await graphql<Json>(service, QUERY, {type, first})).body.data.metaobjects.nodes;

  it('has one free-gift configuration per market with a variant reference', async () => {
    const gifts = await fetch('gwp_configuration');
    expect(gifts).toHaveLength(23);
    const gb = gifts.find((g: Json) => g.country?.value === 'GB');
    const field = (key: string) => gb.fields.find((f: Json) => f.key === key);
    expect(Number(field('threshold').value)).toBeGreaterThan(0);
    expect(field('product_variant').reference).toMatchObject({
      __typename: 'ProductVariant',
      image: {url: expect.stringContaining('/images/')},
    });
    expect(JSON.parse(field('colors').value)).toEqual(['Natural']);
    expect(['true', 'false']).toContain(field('has_met_inventory_threshold').value);
    expect(Date.parse(field('expiration_date').value)).not.toBeNaN();
  });

  it('lists gated and community tag entries (at most 20)', async () => {
    const gated = await fetch('gated_tags', 20);
    expect(gated.map((g: Json) => g.fields.find((f: Json) => f.key === 'customer_tag').value)).toEqual([
      'gated::warehouse-sale',
      'gated::influencer',
    ]);
    expect(gated[0].fields.find((f: Json) => f.key === 'collection').reference).toMatchObject({
      __typename: 'Collection',
      handle: 'warehouse-sale',
    });
    const community = await fetch('community_member_tags', 20);
    expect(community.map((c: Json) => c.handle)).toEqual(['ambassador', 'pro', 'teacher']);
    expect(await fetch('unknown_type')).toEqual([]);
  });
});
