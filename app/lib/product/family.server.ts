import {CacheLong, type WithCache} from '@shopify/hydrogen';
import type {Market} from '@markets';
import type {ProductExtrasQuery} from '@graphql/storefront.generated';
import {reportError} from '~/lib/errors';
import {
  createSearchClient,
  productsIndexName,
  STORE_SEARCH_FILTER,
  type ProductSearchClient,
  type SearchEnv,
} from '~/lib/search/algolia.server';
import {isShoppable} from './shoppable';
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

/**
 * The colours of a family (or family group) in the order the search index ranks them,
 * which is how merchandisers order swatches; null when the search service fails
 * (reported as SHOP-GET-004; the swatches then keep the Storefront's order).
 */
export async function colourOrder(
  context: {env: SearchEnv; withCache: WithCache},
  market: Pick<Market, 'countryCode'>,
  tag: string,
  createClient: (env: SearchEnv) => ProductSearchClient = createSearchClient,
): Promise<string[] | null> {
  try {
    return await context.withCache.run(
      {
        cacheKey: ['colour-order', productsIndexName(market), tag],
        cacheStrategy: COLOUR_ORDER_CACHE,
        shouldCacheResult: (order) => order.length > 0,
      },
      () => searchColourOrder(createClient(context.env), market, tag),
    );
  } catch (error) {
    reportError('SHOP-GET-004', error, {tag});
    return null;
  }
}

/** Merchandisers reorder colours rarely: fresh for 15 minutes, then stale for a day while it refreshes. */
const COLOUR_ORDER_CACHE = CacheLong({maxAge: 900});

async function searchColourOrder(
  client: ProductSearchClient,
  market: Pick<Market, 'countryCode'>,
  tag: string,
): Promise<string[]> {
  {
    const {results} = await client.searchForHits<{color?: unknown}>({
      requests: [
        {
          indexName: productsIndexName(market),
          filters: `tags:"${tag.replace(/["\\]/g, '')}" AND ${STORE_SEARCH_FILTER}`,
          hitsPerPage: 100,
          attributesToRetrieve: ['color', 'handle'],
          attributesToHighlight: [],
        },
      ],
    });
    const colours = (results[0]?.hits ?? []).flatMap((hit) =>
      typeof hit.color === 'string' && hit.color ? [hit.color] : [],
    );
    return [...new Set(colours)];
  }
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
