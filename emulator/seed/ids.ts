/** Shopify-looking numeric ids per resource type, assigned in creation order. */
const ID_BASES = {
  Product: 8_000_000_000_000,
  ProductVariant: 45_000_000_000_000,
  ProductOption: 10_000_000_000_000,
  MediaImage: 31_000_000_000_000,
  Video: 32_000_000_000_000,
  Metafield: 25_000_000_000_000,
  Collection: 290_000_000_000,
  Customer: 7_100_000_000_000,
  MailingAddress: 9_300_000_000_000,
  Order: 5_600_000_000_000,
  Page: 110_000_000_000,
  Blog: 95_000_000_000,
  Article: 580_000_000_000,
  UrlRedirect: 400_000_000_000,
  Menu: 240_000_000_000,
  MenuItem: 600_000_000_000,
  Metaobject: 120_000_000_000,
  Shop: 68_000_000_000,
} as const;

export type GidType = keyof typeof ID_BASES;

export function gid(type: string, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

export class IdSequence {
  private readonly counters = new Map<GidType, number>();

  next(type: GidType): {id: number; gid: string} {
    const count = (this.counters.get(type) ?? 0) + 1;
    this.counters.set(type, count);
    const id = ID_BASES[type] + count;
    return {id, gid: gid(type, id)};
  }
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The fixed "today" of the seeded world, so dates never depend on the clock. */
export const SEED_NOW = Date.UTC(2025, 6, 1, 12, 0, 0);
export const DAY_MS = 86_400_000;

export function isoDaysBefore(days: number, minutes = 0): string {
  return new Date(SEED_NOW - days * DAY_MS - minutes * 60_000).toISOString().replace('.000Z', 'Z');
}
