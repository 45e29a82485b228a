import type {ContentAsset, ContentEntry} from './entry';

/** Content that does not have the shape a mapper needs; loaders report it as CMS-MAP-xxx. */
class ContentShapeError extends Error {
  constructor(entry: ContentEntry, field: string, expected: string) {
    super(`${entry.contentType} ${entry.id}: field "${field}" should be ${expected}`);
    this.name = 'ContentShapeError';
  }
}

function isEntry(value: unknown): value is ContentEntry {
  return typeof value === 'object' && value !== null && (value as {kind?: unknown}).kind === 'entry';
}

function isAsset(value: unknown): value is ContentAsset {
  return typeof value === 'object' && value !== null && (value as {kind?: unknown}).kind === 'asset';
}

export function requiredText(entry: ContentEntry, field: string): string {
  const value = entry.fields[field];
  if (typeof value !== 'string' || value.trim() === '')
    throw new ContentShapeError(entry, field, 'a non-empty text');
  return value;
}

export function optionalText(entry: ContentEntry, field: string): string | null {
  const value = entry.fields[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new ContentShapeError(entry, field, 'a text');
  return value;
}

export function booleanOr(entry: ContentEntry, field: string, fallback: boolean): boolean {
  const value = entry.fields[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new ContentShapeError(entry, field, 'true or false');
  return value;
}

export function optionalNumber(entry: ContentEntry, field: string): number | null {
  const value = entry.fields[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new ContentShapeError(entry, field, 'a number');
  return value;
}

export function optionalEntry(entry: ContentEntry, field: string): ContentEntry | null {
  const value = entry.fields[field];
  return isEntry(value) ? value : null;
}

/** Referenced entries in content order; unresolved ones were already dropped. */
export function entryList(entry: ContentEntry, field: string): ContentEntry[] {
  const value = entry.fields[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ContentShapeError(entry, field, 'a list of references');
  return value.filter(isEntry);
}

export function optionalAsset(entry: ContentEntry, field: string): ContentAsset | null {
  const value = entry.fields[field];
  return isAsset(value) ? value : null;
}

export function jsonObject(entry: ContentEntry, field: string): Record<string, unknown> | null {
  const value = entry.fields[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ContentShapeError(entry, field, 'a JSON object');
  return value as Record<string, unknown>;
}

export function jsonArray(entry: ContentEntry, field: string): unknown[] {
  const value = entry.fields[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ContentShapeError(entry, field, 'a JSON list');
  return value;
}

/** Reads one property of a JSON field's object. */
export function textIn(source: Record<string, unknown>, key: string): string | null {
  const value = source[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

export function booleanIn(source: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = source[key];
  return typeof value === 'boolean' ? value : fallback;
}

export function objectIn(source: Record<string, unknown>, key: string): Record<string, unknown> | null {
  const value = source[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
