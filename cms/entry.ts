/**
 * Plain content, free of Contentful's `sys` and `metadata` (the audit fields): what mappers read.
 * Unresolved links (drafts outside preview, deleted entries) are dropped.
 */
export interface ContentEntry {
  kind: 'entry';
  id: string;
  contentType: string;
  fields: Record<string, unknown>;
}

export interface ContentAsset {
  kind: 'asset';
  id: string;
  title: string | null;
  description: string | null;
  url: string;
  contentType: string;
  fileName: string | null;
  width: number | null;
  height: number | null;
}

export interface ContentCollection {
  items: ContentEntry[];
  total: number;
}

type Json = Record<string, unknown>;

const LOOPBACK_HOST = /^\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;

/**
 * Contentful serves protocol-relative file URLs. Production assets are https; the local emulator
 * on loopback only speaks http.
 */
export function absoluteAssetUrl(url: string): string {
  if (!url.startsWith('//')) return url;
  return `${LOOPBACK_HOST.test(url) ? 'http' : 'https'}:${url}`;
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sysOf(value: Json): Json | null {
  return isJson(value.sys) && typeof value.sys.type === 'string' ? value.sys : null;
}

function toAsset(id: string, fields: Json): ContentAsset | null {
  const file = isJson(fields.file) ? fields.file : null;
  if (!file || typeof file.url !== 'string') return null;
  const details = isJson(file.details) ? file.details : {};
  const image = isJson(details.image) ? details.image : {};
  return {
    kind: 'asset',
    id,
    title: typeof fields.title === 'string' ? fields.title : null,
    description: typeof fields.description === 'string' ? fields.description : null,
    url: absoluteAssetUrl(file.url),
    contentType: typeof file.contentType === 'string' ? file.contentType : 'application/octet-stream',
    fileName: typeof file.fileName === 'string' ? file.fileName : null,
    width: typeof image.width === 'number' ? image.width : null,
    height: typeof image.height === 'number' ? image.height : null,
  };
}

/**
 * Converts contentful.js entries (links resolved in place, possibly circular) into plain content.
 * A link back to an entry already on the current path is dropped rather than followed forever.
 */
class PlainContentConverter {
  private readonly done = new Map<object, ContentEntry | ContentAsset | null>();
  private readonly path = new Set<object>();

  entry(value: unknown): ContentEntry | null {
    const plain = this.value(value);
    return isJson(plain) && plain.kind === 'entry' ? (plain as unknown as ContentEntry) : null;
  }

  private value(value: unknown): unknown {
    if (Array.isArray(value)) {
      return value
        .map((item) => this.value(item))
        .filter((item, index) => item !== null || value[index] === null);
    }
    if (!isJson(value)) return value;
    const sys = sysOf(value);
    if (!sys) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.value(item)]));
    if (sys.type === 'Link') return null;
    if (this.done.has(value)) return this.done.get(value);
    if (this.path.has(value)) return null;
    this.path.add(value);
    const plain = this.resource(sys, isJson(value.fields) ? value.fields : {});
    this.path.delete(value);
    this.done.set(value, plain);
    return plain;
  }

  private resource(sys: Json, fields: Json): ContentEntry | ContentAsset | null {
    const id = String(sys.id);
    if (sys.type === 'Asset') return toAsset(id, fields);
    if (sys.type !== 'Entry') return null;
    const contentType =
      isJson(sys.contentType) && isJson(sys.contentType.sys) ? String(sys.contentType.sys.id) : '';
    const plainFields = Object.fromEntries(
      Object.entries(fields).map(([key, item]) => [key, this.value(item)]),
    );
    return {kind: 'entry', id, contentType, fields: plainFields};
  }
}

export function toContentEntries(items: readonly unknown[]): ContentEntry[] {
  const converter = new PlainContentConverter();
  return items.map((item) => converter.entry(item)).filter((entry): entry is ContentEntry => entry !== null);
}
