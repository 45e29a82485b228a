/**
 * Lists of `tag::number` pairs, comma-separated, as merchants write them in metafields:
 * savings cap limits (`ambassador-accepted::500`) and gated discounts
 * (`gated::warehouse-sale::30,influencer::20`). The number follows the last `::`, so tags
 * may contain `::` themselves.
 */
export interface TagValue {
  tag: string;
  value: number;
}

function parseTagValues(list: string | null | undefined): TagValue[] {
  if (!list) return [];
  return list.split(',').flatMap((entry) => {
    const separator = entry.lastIndexOf('::');
    if (separator <= 0) return [];
    const tag = entry.slice(0, separator).trim();
    const text = entry.slice(separator + 2).trim();
    const value = Number(text);
    return tag && text !== '' && Number.isFinite(value) ? [{tag, value}] : [];
  });
}

/** Shopify treats tags case-insensitively; so do we. */
export function normaliseTag(tag: string): string {
  return tag.trim().toLowerCase();
}

export function hasTag(tags: readonly string[], tag: string): boolean {
  const wanted = normaliseTag(tag);
  return tags.some((candidate) => normaliseTag(candidate) === wanted);
}

/** The first pair, in the list's order, whose tag the customer has. */
export function firstMatchingTagValue(
  list: string | null | undefined,
  tags: readonly string[],
): TagValue | null {
  return parseTagValues(list).find((pair) => hasTag(tags, pair.tag)) ?? null;
}
