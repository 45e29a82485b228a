import type {ContentApi, FieldDefinition, LocalizedValue, StoredAssetFile} from './model';
import {fieldDefinitions, type ContentStore, type StoredResource} from './store';

export const ALL_LOCALES = '*';

export interface RenderContext {
  api: ContentApi;
  spaceId: string;
  environmentId: string;
  /** A locale code, or `*` for every locale's raw value per field. */
  locale: string;
  /** The request's host; asset URLs are protocol-relative on it, like Contentful's `//images.ctfassets.net`. */
  assetHost: string;
  store: ContentStore;
}

export interface RenderedResource {
  metadata: {tags: unknown[]; concepts: unknown[]};
  sys: Record<string, unknown>;
  fields: Record<string, unknown>;
}

function sysLink(linkType: string, id: string) {
  return {sys: {type: 'Link', linkType, id}};
}

export function renderResource(resource: StoredResource, ctx: RenderContext): RenderedResource {
  const sys: Record<string, unknown> = {
    space: sysLink('Space', ctx.spaceId),
    id: resource.id,
    type: resource.kind,
    createdAt: resource.createdAt,
    updatedAt: resource.updatedAt,
    environment: sysLink('Environment', ctx.environmentId),
    revision: resource.revision,
  };
  if (resource.contentType) sys.contentType = sysLink('ContentType', resource.contentType.id);
  if (ctx.locale !== ALL_LOCALES) sys.locale = ctx.locale;

  const fields: Record<string, unknown> = {};
  for (const definition of fieldDefinitions(resource)) {
    const stored = resource.fields[definition.id];
    if (!stored) continue;
    const value =
      ctx.locale === ALL_LOCALES
        ? allLocaleValues(stored, definition, ctx)
        : localizedValue(stored, definition, ctx);
    if (value !== undefined) fields[definition.id] = value;
  }
  return {metadata: {tags: [], concepts: []}, sys, fields};
}

function localizedValue(stored: LocalizedValue, definition: FieldDefinition, ctx: RenderContext) {
  const {locales} = ctx.store;
  const candidates = definition.localized ? locales.chain(ctx.locale) : [locales.defaultLocale.code];
  for (const code of candidates) {
    const value = stored[code];
    if (value !== undefined) return presentValue(value, definition, ctx);
  }
  return undefined;
}

function allLocaleValues(stored: LocalizedValue, definition: FieldDefinition, ctx: RenderContext) {
  const byLocale: Record<string, unknown> = {};
  for (const [code, value] of Object.entries(stored)) {
    if (value !== undefined) byLocale[code] = presentValue(value, definition, ctx);
  }
  return Object.keys(byLocale).length > 0 ? byLocale : undefined;
}

/** Turns stored asset files into CDA files; other values are shared with the (frozen) store. */
function presentValue(value: unknown, definition: FieldDefinition, ctx: RenderContext): unknown {
  if (definition.id === 'file' && isStoredAssetFile(value)) {
    return {
      url: `//${ctx.assetHost}${value.path}`,
      details: {
        size: value.size,
        ...(value.width && value.height ? {image: {width: value.width, height: value.height}} : {}),
      },
      fileName: value.fileName,
      contentType: value.contentType,
    };
  }
  return value;
}

function isStoredAssetFile(value: unknown): value is StoredAssetFile {
  return typeof value === 'object' && value !== null && 'path' in value && 'fileName' in value;
}
