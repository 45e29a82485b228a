import {firstMatchingTagValue, hasTag, normaliseTag} from './tag-values';

/**
 * Gated shoppers (warehouse sale, influencers): a customer tag unlocks a collection, an
 * optional menu entry and prices. Entries come from the merchant's metaobjects and the
 * content service; a customer is gated by the first entry whose tag they have.
 */
export interface GatedEntry {
  customerTag: string;
  collectionHandle: string;
  collectionTitle: string | null;
  linkTitle: string | null;
  linkColor: string | null;
  displayNavigationLink: boolean;
  type: string | null;
}

/** Products of a gated collection carry this tag with the collection's handle. */
const GATED_PRODUCT_TAG_PREFIX = 'gated::';

/** Every entry whose tag the customer has, in the entries' order. */
function entriesFor(entries: readonly GatedEntry[], tags: readonly string[]): GatedEntry[] {
  return entries.filter((entry) => hasTag(tags, entry.customerTag));
}

/** The customer's gated membership (the first matching entry), or null. */
export function gatedEntryFor(entries: readonly GatedEntry[], tags: readonly string[]): GatedEntry | null {
  return entriesFor(entries, tags)[0] ?? null;
}

/**
 * Entries from both sources, the Storefront's first; an entry for a tag already listed
 * is left out, so each tag means one thing.
 */
export function mergeGatedEntries(...sources: ReadonlyArray<readonly GatedEntry[]>): GatedEntry[] {
  const seen = new Set<string>();
  const merged: GatedEntry[] = [];
  for (const entry of sources.flat()) {
    const key = normaliseTag(entry.customerTag);
    if (!key || !entry.collectionHandle || seen.has(key)) continue;
    seen.add(key);
    merged.push(entry);
  }
  return merged;
}

/**
 * The members-only collections a product belongs to: the handles its `gated::{handle}` tags
 * name, lower case. None for a product everyone may see.
 */
export function gatedCollectionsOfProduct(productTags: readonly string[]): string[] {
  return productTags.flatMap((tag) => {
    const normalised = normaliseTag(tag);
    const handle = normalised.startsWith(GATED_PRODUCT_TAG_PREFIX)
      ? normalised.slice(GATED_PRODUCT_TAG_PREFIX.length)
      : '';
    return handle ? [handle] : [];
  });
}

/** The members-only collections (lower-case handles) a customer with these tags unlocks. */
export function unlockedCollections(entries: readonly GatedEntry[], tags: readonly string[]): string[] {
  return [...new Set(entriesFor(entries, tags).map((entry) => entry.collectionHandle.toLowerCase()))];
}

/**
 * The rule for every product the store shows or sells: a product tagged `gated::{handle}` is
 * for shoppers who unlock one of its collections (`unlocked`, from `unlockedCollections`), and
 * a product without such a tag is for everyone. A tag no entry unlocks hides the product from
 * everyone: the rule fails closed when the configuration cannot be read.
 */
export function mayShowProduct(unlocked: readonly string[], productTags: readonly string[]): boolean {
  const collections = gatedCollectionsOfProduct(productTags);
  return collections.length === 0 || collections.some((handle) => unlocked.includes(handle));
}

/** The collections some gated entry unlocks: these are the gated collections. */
function gatedCollections(entries: readonly GatedEntry[]): Set<string> {
  return new Set(entries.map((entry) => entry.collectionHandle.toLowerCase()));
}

export type CollectionAccess = 'open' | 'allowed' | 'denied';

/** Whether a customer with these tags (none for a guest) may see a collection. */
export function collectionAccess(
  entries: readonly GatedEntry[],
  tags: readonly string[],
  collectionHandle: string,
  options: {gated?: boolean} = {},
): CollectionAccess {
  const handle = collectionHandle.toLowerCase();
  const gated = options.gated === true || gatedCollections(entries).has(handle);
  if (!gated) return 'open';
  const unlocked = entriesFor(entries, tags).some((entry) => entry.collectionHandle.toLowerCase() === handle);
  return unlocked ? 'allowed' : 'denied';
}

/**
 * The search service's filter clause that keeps gated products out of a shopper's results
 * unless one of their entries unlocks the collection ('' when nothing is hidden). Gated
 * products are tagged `gated::{collection handle}`; join the clause to the store's filter
 * with AND.
 */
export function gatedSearchFilter(entries: readonly GatedEntry[], tags: readonly string[]): string {
  const unlocked = new Set(entriesFor(entries, tags).map((entry) => entry.collectionHandle.toLowerCase()));
  const hidden = [...gatedCollections(entries)].filter((handle) => !unlocked.has(handle)).sort();
  return hidden
    .map((handle) => `NOT tags:"${GATED_PRODUCT_TAG_PREFIX}${escapeFilterValue(handle)}"`)
    .join(' AND ');
}

function escapeFilterValue(value: string): string {
  return value.replace(/["\\]/g, '\\$&');
}

export interface GatedDiscount {
  /** The customer tag that earned it. */
  tag: string;
  /** Percent off, 0–100. */
  percentage: number;
}

/**
 * A product's gated discount for a customer: the product lists `tag::percentage` pairs (its
 * gated discount metafield) and the first pair whose tag the customer has applies.
 */
export function gatedDiscount(
  productDiscountValues: string | null | undefined,
  tags: readonly string[],
): GatedDiscount | null {
  const match = firstMatchingTagValue(productDiscountValues, tags);
  if (!match || match.value <= 0) return null;
  return {tag: match.tag, percentage: Math.min(match.value, 100)};
}
