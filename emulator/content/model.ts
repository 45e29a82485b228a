/**
 * The emulated space's data model: locales, content types and the entries and assets stored in
 * Contentful's management shape (every field keyed by locale), before any API renders them.
 */

export type LocaleCode = string;

export interface LocaleDefinition {
  code: LocaleCode;
  name: string;
  default: boolean;
  /** Where a field without a value in this locale takes its value from; null ends the chain. */
  fallbackCode: LocaleCode | null;
}

export type FieldType =
  | 'Symbol'
  | 'Text'
  | 'Integer'
  | 'Number'
  | 'Date'
  | 'Boolean'
  | 'Object'
  | 'Link'
  | 'Array';

export type LinkType = 'Entry' | 'Asset';

export interface FieldDefinition {
  id: string;
  name: string;
  type: FieldType;
  localized: boolean;
  required: boolean;
  linkType?: LinkType;
  items?: {type: 'Symbol'} | {type: 'Link'; linkType: LinkType};
}

export interface ContentTypeDefinition {
  id: string;
  name: string;
  description: string;
  displayField: string | null;
  fields: FieldDefinition[];
}

/** A field's values by locale code. Non-localized fields hold only the default locale. */
export type LocalizedValue = Partial<Record<LocaleCode, unknown>>;
export type LocalizedFields = Record<string, LocalizedValue>;

export interface LinkValue {
  sys: {type: 'Link'; linkType: LinkType; id: string};
}

export interface SeedResource {
  id: string;
  createdAt: string;
  updatedAt: string;
  /** The published version; absent for drafts that were never published. */
  publishedFields?: LocalizedFields;
  /** Unpublished changes, visible only through the Preview API. */
  draftFields?: LocalizedFields;
}

export interface SeedEntry extends SeedResource {
  contentType: string;
}

export type SeedAsset = SeedResource;

/** An asset's `file` field as stored: `path` becomes a protocol-relative URL on the request host. */
export interface StoredAssetFile {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
  width?: number;
  height?: number;
}

export interface ContentSeed {
  spaceName: string;
  locales: LocaleDefinition[];
  contentTypes: ContentTypeDefinition[];
  entries: SeedEntry[];
  assets: SeedAsset[];
}

export type ContentApi = 'delivery' | 'preview';
