import {CacheLong, type WithCache} from '@shopify/hydrogen';
import type {ProductExtrasQuery} from '@graphql/storefront.generated';
import {createSearchClient} from '~/lib/search/client';
import {fetchFamilySwatches} from '~/lib/search/colour-order';
import {productsIndex} from '~/lib/search/config';
import {searchConnection} from '~/lib/search/config.server';
import {isShoppable} from '~/lib/search/shoppable';
import type {FamilySwatch} from './types';

/** The tag that groups a product with its other colours: its family, else its family group. */
export function familyGroupingTag(tags: {familyTag: string | null; familyGroupTag: string | null}) {
  if (tags.familyTag) return `family::${tags.familyTag}`;
  if (tags.familyGroupTag) return `family-group::${tags.familyGroupTag}`;
  return null;
}

/** The Storefront search for every product carrying a tag (quotes keep the `::` in the value). */
export function tagQuery(tag: string): string {
  return `tag:"${tag.replace(/["\\]/g, '')}"`;
}

/** Merchandisers reorder colours rarely: fresh for 15 minutes, then stale for a day while it refreshes. */
const COLOUR_ORDER_CACHE = CacheLong({maxAge: 900});

/**
 * The family's colours in the merchandisers' order, as the search index ranks them (the
 * product lists' own swatch query), as product handles (the same in every language); null
 * when the search service is not configured or fails (SHOP-GET-004, reported there), and the
 * swatches keep the Storefront's order. The same for every shopper: which colours are shown
 * is the Storefront's answer, this only orders them, so it asks nothing about the shopper.
 */
export async function colourOrder(
  context: Parameters<typeof searchConnection>[0] & {withCache: WithCache},
  tags: {familyTag: string | null; familyGroupTag: string | null},
): Promise<string[] | null> {
  if (!tags.familyTag) return null;
  const config = searchConnection(context);
  if (!config) return null;
  const family = {
    family_tag: `family::${tags.familyTag}`,
    family_group_tag: tags.familyGroupTag ? `family-group::${tags.familyGroupTag}` : null,
    hasAlgoliaSwatch: true,
  };
  const index = productsIndex(config);
  return context.withCache.run(
    {
      cacheKey: ['colour-order', 'handles', index, family.family_tag, family.family_group_tag],
      cacheStrategy: COLOUR_ORDER_CACHE,
      shouldCacheResult: (order: string[] | null) => order !== null,
    },
    async () => {
      const swatches = await fetchFamilySwatches(createSearchClient(config), index, [family]);
      return swatches[family.family_tag]?.map((swatch) => swatch.handle) ?? null;
    },
  );
}

type FamilyMember = NonNullable<ProductExtrasQuery['family']>['nodes'][number];

/**
 * A family member's colour: the value of its option with a swatch (the colour option, however
 * the market's language names it), else of its first single-valued option (each member of a
 * family is one colour).
 */
function colourOf(member: FamilyMember) {
  const option =
    member.options.find((candidate) => candidate.optionValues.some((value) => value.swatch != null)) ??
    member.options.find((candidate) => candidate.optionValues.length === 1);
  return option?.optionValues[0];
}

/**
 * Swatches for the family's shoppable products, the current one included, in the colour
 * order (products the order lacks keep their place at the end). A swatch is the colour
 * option's own swatch (colour or image), else the product's material image.
 */
export function familySwatches(
  members: readonly FamilyMember[],
  currentHandle: string,
  order: readonly string[] | null,
): FamilySwatch[] {
  const swatches = members
    .filter((member) => member.handle === currentHandle || isShoppable(member))
    .flatMap((member): FamilySwatch[] => {
      const colour = colourOf(member);
      if (!colour) return [];
      const material = member.materialImage?.reference;
      return [
        {
          handle: member.handle,
          color: colour.name,
          swatchColor: colour.swatch?.color ?? null,
          swatchImage:
            colour.swatch?.image?.previewImage?.url ??
            (!colour.swatch?.color && material && 'image' in material ? (material.image?.url ?? null) : null),
          current: member.handle === currentHandle,
          available: member.availableForSale,
        },
      ];
    });
  if (!order) return swatches;
  const rank = new Map(order.map((handle, index) => [handle, index]));
  const position = (swatch: FamilySwatch) => rank.get(swatch.handle) ?? Number.MAX_SAFE_INTEGER;
  return swatches
    .map((swatch, index) => ({swatch, index}))
    .sort((a, b) => position(a.swatch) - position(b.swatch) || a.index - b.index)
    .map(({swatch}) => swatch);
}
