/** Shopify global ids: gid://shopify/{Type}/{id}[?query]. */
export interface ParsedGid {
  type: string;
  id: string;
  /** Numeric id when the id part is a number, else NaN. */
  numericId: number;
  query: string;
}

const GID_PATTERN = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/]+)(\?.*)?$/;

export function parseGid(value: unknown): ParsedGid | null {
  if (typeof value !== 'string') return null;
  const match = GID_PATTERN.exec(value);
  if (!match) return null;
  return {
    type: match[1],
    id: match[2],
    numericId: /^\d+$/.test(match[2]) ? Number(match[2]) : NaN,
    query: match[3] ?? '',
  };
}

export function typenameFromGid(value: unknown): string | undefined {
  return parseGid(value)?.type;
}
