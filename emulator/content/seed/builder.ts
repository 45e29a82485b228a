import type {
  ContentTypeDefinition,
  LinkType,
  LinkValue,
  LocalizedFields,
  LocalizedValue,
  SeedAsset,
  SeedEntry,
  StoredAssetFile,
} from '../model';
import {COPY_BY_LOCALE, type CopyKey} from './copy';
import {DEFAULT_LOCALE, SEED_MARKETS, type SeedMarket} from './markets';

const SEED_EPOCH = Date.parse('2025-01-06T09:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function link(linkType: LinkType, id: string): LinkValue {
  return {sys: {type: 'Link', linkType, id}};
}

/** A value of a non-localized field, which Contentful stores under the default locale. */
export function single(value: unknown): LocalizedValue {
  return {[DEFAULT_LOCALE]: value};
}

const KNOWN_LOCALES = new Set(SEED_MARKETS.map((market) => market.locale));
const fallbackOf = new Map(SEED_MARKETS.map((market) => [market.locale, market.fallbackCode]));

function ownCopy(locale: string, key: CopyKey): string | undefined {
  return COPY_BY_LOCALE[locale]?.[key];
}

/** A copy key's text as a locale reads it, following the fallback chain like Contentful does. */
export function resolveCopy(key: CopyKey, locale: string): string {
  for (let code: string | null | undefined = locale; code; code = fallbackOf.get(code)) {
    const text = ownCopy(code, key);
    if (text !== undefined) return text;
  }
  throw new Error(`No text for ${key} in ${locale} or its fallbacks`);
}

/** A localized text field holding only what each locale's dictionary defines itself. */
export function copy(key: CopyKey): LocalizedValue {
  const value: LocalizedValue = {};
  for (const market of SEED_MARKETS) {
    const text = ownCopy(market.locale, key);
    if (text !== undefined) value[market.locale] = text;
  }
  if (value[DEFAULT_LOCALE] === undefined) throw new Error(`Copy key ${key} has no en-us text`);
  return value;
}

/** A localized field with a value for every locale, e.g. texts that embed the market's threshold. */
export function perMarket(valueOf: (market: SeedMarket) => unknown): LocalizedValue {
  return Object.fromEntries(SEED_MARKETS.map((market) => [market.locale, valueOf(market)]));
}

/**
 * A localized JSON object built from copy. Contentful has no per-key fallback inside an Object
 * field, so each locale that changes any text stores the whole object, resolved through its chain.
 */
export function localizedObject(build: (text: (key: CopyKey) => string) => unknown): LocalizedValue {
  const value: LocalizedValue = {};
  for (const market of SEED_MARKETS) {
    let ownsText = market.locale === DEFAULT_LOCALE;
    const built = build((key) => {
      if (ownCopy(market.locale, key) !== undefined) ownsText = true;
      return resolveCopy(key, market.locale);
    });
    if (ownsText) value[market.locale] = built;
  }
  return value;
}

export interface EntryOptions {
  /** Never published: only the Preview API sees it. */
  draft?: boolean;
  /** Unpublished changes on top of the published fields, visible only in preview. */
  pendingChanges?: LocalizedFields;
}

export interface ImageOptions {
  alt: LocalizedValue;
  width: number;
  height: number;
}

/** Collects entries and assets in creation order with deterministic timestamps, checking fields against the content types. */
export class SeedBuilder {
  readonly entries: SeedEntry[] = [];
  readonly assets: SeedAsset[] = [];
  private created = 0;
  private readonly contentTypes: Map<string, ContentTypeDefinition>;
  private readonly ids = new Set<string>();

  constructor(contentTypes: ContentTypeDefinition[]) {
    this.contentTypes = new Map(contentTypes.map((type) => [type.id, type]));
  }

  entry(contentType: string, id: string, fields: LocalizedFields, options: EntryOptions = {}): LinkValue {
    this.checkFields(contentType, id, {...fields, ...options.pendingChanges});
    const timestamps = this.nextTimestamps(id);
    if (options.draft) {
      this.entries.push({id, contentType, ...timestamps, draftFields: fields});
    } else {
      const draftFields = options.pendingChanges ? {...fields, ...options.pendingChanges} : undefined;
      this.entries.push({id, contentType, ...timestamps, publishedFields: fields, draftFields});
    }
    return link('Entry', id);
  }

  image(id: string, options: ImageOptions): LinkValue {
    return this.asset(id, options.alt, {
      path: `/images/${id}.svg`,
      fileName: `${id}.svg`,
      contentType: 'image/svg+xml',
      size: 2048 + options.width,
      width: options.width,
      height: options.height,
    });
  }

  video(id: string, title: LocalizedValue): LinkValue {
    return this.asset(id, title, {
      path: `/videos/${id}.mp4`,
      fileName: `${id}.mp4`,
      contentType: 'video/mp4',
      size: 4_800_000,
    });
  }

  private asset(id: string, title: LocalizedValue, file: StoredAssetFile): LinkValue {
    const timestamps = this.nextTimestamps(id);
    this.assets.push({id, ...timestamps, publishedFields: {title, file: single(file)}});
    return link('Asset', id);
  }

  private nextTimestamps(id: string) {
    if (this.ids.has(id)) throw new Error(`Duplicate seed id ${id}`);
    this.ids.add(id);
    const created = SEED_EPOCH + this.created * MINUTE;
    this.created += 1;
    return {createdAt: new Date(created).toISOString(), updatedAt: new Date(created + DAY).toISOString()};
  }

  private checkFields(contentTypeId: string, id: string, fields: LocalizedFields): void {
    const contentType = this.contentTypes.get(contentTypeId);
    if (!contentType) throw new Error(`${id}: unknown content type ${contentTypeId}`);
    for (const [fieldId, value] of Object.entries(fields)) {
      const definition = contentType.fields.find((candidate) => candidate.id === fieldId);
      if (!definition) throw new Error(`${id}: ${contentTypeId} has no field ${fieldId}`);
      const locales = Object.keys(value);
      const unknownLocale = locales.find((locale) => !KNOWN_LOCALES.has(locale));
      if (unknownLocale) throw new Error(`${id}: ${fieldId} has a value for unknown locale ${unknownLocale}`);
      if (!definition.localized && locales.some((locale) => locale !== DEFAULT_LOCALE)) {
        throw new Error(`${id}: ${fieldId} is not localized but has values for ${locales.join(', ')}`);
      }
    }
  }
}
