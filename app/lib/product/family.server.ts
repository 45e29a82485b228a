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
 * product lists' own swatch query); null when the search service is not configured or fails
 * (SHOP-GET-004, reported there), and the swatches keep the Storefront's order. The same for
 * every shopper: which colours are shown is the Storefront's answer, this only orders them,
 * so it asks nothing about the shopper.
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
      cacheKey: ['colour-order', index, family.family_tag, family.family_group_tag],
      cacheStrategy: COLOUR_ORDER_CACHE,
      shouldCacheResult: (order: string[] | null) => order !== null,
    },
    async () => {
      const swatches = await fetchFamilySwatches(createSearchClient(config), index, [family]);
      return swatches[family.family_tag]?.map((swatch) => swatch.color) ?? null;
    },
  );
}

type FamilyMember = NonNullable<ProductExtrasQuery['family']>['nodes'][number];

/**
 * Swatches for the family's shoppable products, the current one included, in the colour
 * order (colours the order lacks keep their place at the end). A swatch is the colour
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
      const colour = member.options.find((option) => option.name === 'Color')?.optionValues[0];
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
  const rank = new Map(order.map((colour, index) => [colour.toLowerCase(), index]));
  const position = (swatch: FamilySwatch) => rank.get(swatch.color.toLowerCase()) ?? Number.MAX_SAFE_INTEGER;
  return swatches
    .map((swatch, index) => ({swatch, index}))
    .sort((a, b) => position(a.swatch) - position(b.swatch) || a.index - b.index)
    .map(({swatch}) => swatch);
}
