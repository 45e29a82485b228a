import type {
  ContentApi,
  ContentSeed,
  ContentTypeDefinition,
  FieldDefinition,
  LocalizedFields,
  SeedResource,
} from './model';
import {LocaleIndex} from './locales';

export type ResourceKind = 'Entry' | 'Asset';

/** One entry or asset as a given API sees it: the published version or the latest draft. */
export interface StoredResource {
  kind: ResourceKind;
  id: string;
  contentType: ContentTypeDefinition | null;
  createdAt: string;
  updatedAt: string;
  revision: number;
  fields: LocalizedFields;
}

/** Assets share one fixed schema in Contentful. */
export const ASSET_FIELDS: FieldDefinition[] = [
  {id: 'title', name: 'Title', type: 'Symbol', localized: true, required: false},
  {id: 'description', name: 'Description', type: 'Text', localized: true, required: false},
  {id: 'file', name: 'File', type: 'Object', localized: false, required: true},
];

interface ApiView {
  entries: StoredResource[];
  assets: StoredResource[];
  entriesById: Map<string, StoredResource>;
  assetsById: Map<string, StoredResource>;
}

/** Read-only content for both APIs; drafts and pending changes exist only in the preview view. */
export class ContentStore {
  readonly locales: LocaleIndex;
  readonly contentTypes: ContentTypeDefinition[];
  readonly spaceName: string;
  private readonly contentTypesById: Map<string, ContentTypeDefinition>;
  private readonly seed: ContentSeed;
  /** Entries published since the seed (the Management API's publish): their draft became live. */
  private readonly publishedSince = new Map<string, {fields: LocalizedFields; updatedAt: string}>();
  private views: Record<ContentApi, ApiView>;

  constructor(seed: ContentSeed) {
    // Responses share field values with the store, so nothing downstream may change them.
    deepFreeze(seed);
    this.seed = seed;
    this.spaceName = seed.spaceName;
    this.locales = new LocaleIndex(seed.locales);
    this.contentTypes = seed.contentTypes;
    this.contentTypesById = new Map(seed.contentTypes.map((type) => [type.id, type]));
    this.views = {
      delivery: this.buildView(seed, 'delivery'),
      preview: this.buildView(seed, 'preview'),
    };
  }

  contentType(id: string): ContentTypeDefinition | undefined {
    return this.contentTypesById.get(id);
  }

  entries(api: ContentApi): StoredResource[] {
    return this.views[api].entries;
  }

  assets(api: ContentApi): StoredResource[] {
    return this.views[api].assets;
  }

  find(api: ContentApi, kind: ResourceKind, id: string): StoredResource | undefined {
    const view = this.views[api];
    return (kind === 'Entry' ? view.entriesById : view.assetsById).get(id);
  }

  /**
   * Publishes an entry's latest version (its draft, or what is already live): the Delivery API
   * shows it from now on. Undefined for an unknown entry.
   */
  publishEntry(id: string, now: Date = new Date()): StoredResource | undefined {
    const entry = this.seed.entries.find((candidate) => candidate.id === id);
    if (!entry) return undefined;
    const current = this.publishedSince.get(id)?.fields ?? entry.draftFields ?? entry.publishedFields;
    if (!current) return undefined;
    this.publishedSince.set(id, {fields: current, updatedAt: now.toISOString()});
    this.views = {
      delivery: this.buildView(this.seed, 'delivery'),
      preview: this.buildView(this.seed, 'preview'),
    };
    return this.find('delivery', 'Entry', id);
  }

  private buildView(seed: ContentSeed, api: ContentApi): ApiView {
    const entries = seed.entries.flatMap((seeded) => {
      const contentType = this.contentTypesById.get(seeded.contentType);
      if (!contentType) throw new Error(`Entry ${seeded.id} has unknown content type ${seeded.contentType}`);
      const published = this.publishedSince.get(seeded.id);
      const entry = published
        ? {
            ...seeded,
            publishedFields: published.fields,
            draftFields: undefined,
            updatedAt: published.updatedAt,
          }
        : seeded;
      const visible = visibleVersion(entry, api);
      return visible ? [{kind: 'Entry' as const, contentType, ...visible}] : [];
    });
    const assets = seed.assets.flatMap((asset) => {
      const visible = visibleVersion(asset, api);
      return visible ? [{kind: 'Asset' as const, contentType: null, ...visible}] : [];
    });
    return {
      entries,
      assets,
      entriesById: new Map(entries.map((entry) => [entry.id, entry])),
      assetsById: new Map(assets.map((asset) => [asset.id, asset])),
    };
  }
}

function visibleVersion(resource: SeedResource, api: ContentApi) {
  const {id, createdAt, updatedAt, publishedFields, draftFields} = resource;
  if (api === 'delivery') {
    return publishedFields ? {id, createdAt, updatedAt, revision: 1, fields: publishedFields} : null;
  }
  const fields = draftFields ?? publishedFields;
  if (!fields) return null;
  return {id, createdAt, updatedAt, revision: draftFields && publishedFields ? 2 : 1, fields};
}

export function fieldDefinitions(resource: StoredResource): FieldDefinition[] {
  return resource.contentType ? resource.contentType.fields : ASSET_FIELDS;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
