/**
 * What a product's tags say about it. Tags are merchandisers' free text, so prefixes
 * compare case-insensitively and values are trimmed.
 */
export interface ProductTagInfo {
  /** `family::womens-dreamknit-legging` → `womens-dreamknit-legging`; the colours of one style. */
  familyTag: string | null;
  /** `family-group::womens-leggings` → `womens-leggings`; a wider group of families. */
  familyGroupTag: string | null;
  backInStockEnabled: boolean;
  /** Tagged `findify-remove`: hidden from search and every product list. */
  findifyRemove: boolean;
  disableQuickadd: boolean;
  /** From `gender::mens` / `gender::womens`; null for anything else (unisex, gift cards). */
  gender: 'mens' | 'womens' | null;
  /** From `category::…`, e.g. 'leggings'. */
  category: string | null;
}

const FAMILY_PREFIX = 'family::';
const FAMILY_GROUP_PREFIX = 'family-group::';
const CATEGORY_PREFIX = 'category::';

function valueAfter(tag: string, prefix: string): string | null {
  if (!tag.toLowerCase().startsWith(prefix)) return null;
  const value = tag.slice(prefix.length).trim();
  return value === '' ? null : value;
}

export function parseProductTags(tags: readonly string[]): ProductTagInfo {
  const info: ProductTagInfo = {
    familyTag: null,
    familyGroupTag: null,
    backInStockEnabled: false,
    findifyRemove: false,
    disableQuickadd: false,
    gender: null,
    category: null,
  };
  for (const raw of tags) {
    const tag = raw.trim();
    const lower = tag.toLowerCase();
    info.familyTag ??= valueAfter(tag, FAMILY_PREFIX);
    info.familyGroupTag ??= valueAfter(tag, FAMILY_GROUP_PREFIX);
    info.category ??= valueAfter(tag, CATEGORY_PREFIX);
    if (lower === 'back-in-stock-enabled') info.backInStockEnabled = true;
    else if (lower === 'findify-remove') info.findifyRemove = true;
    else if (lower === 'disable-quickadd') info.disableQuickadd = true;
    // "Contains": merchandisers sometimes write e.g. `gender::womens-plus`.
    else if (info.gender === null && lower.includes('gender::womens')) info.gender = 'womens';
    else if (info.gender === null && lower.includes('gender::mens')) info.gender = 'mens';
  }
  return info;
}
