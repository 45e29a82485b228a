import type {ContentEntry} from '../entry';
import type {MapContext} from '../map-context';
import {jsonObject, objectIn, optionalNumber, optionalText} from '../read';

/** Flag values by group and name as content sets them; defaults and ff.* overrides are the app's. */
type ContentFeatureFlags = Record<string, Record<string, boolean>>;

interface SiteVariableLists {
  /** Size option values in content order: xxxs…3xl, ONS, waist 28–38, shoe sizes. */
  sizes: string[];
  lengths: string[];
  inseams: string[];
  [list: string]: string[];
}

export interface SiteVariables {
  version: number | null;
  locale: string | null;
  title: string | null;
  featureFlags: ContentFeatureFlags;
  lists: SiteVariableLists;
}

function mapFeatureFlags(entry: ContentEntry, ctx: MapContext): ContentFeatureFlags {
  const flags: ContentFeatureFlags = {};
  for (const [group, values] of Object.entries(jsonObject(entry, 'featureFlags') ?? {})) {
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      ctx.warn(new Error(`site_variables ${entry.id}: flag group "${group}" is not an object`));
      continue;
    }
    flags[group] = {};
    for (const [name, value] of Object.entries(values)) {
      if (typeof value === 'boolean') flags[group][name] = value;
      else ctx.warn(new Error(`site_variables ${entry.id}: flag ${group}.${name} is not true or false`));
    }
  }
  return flags;
}

function mapLists(entry: ContentEntry): SiteVariableLists {
  const source = objectIn(jsonObject(entry, 'siteVariables') ?? {}, 'lists') ?? {};
  const lists: SiteVariableLists = {sizes: [], lengths: [], inseams: []};
  for (const [name, values] of Object.entries(source)) {
    if (Array.isArray(values))
      lists[name] = values
        .filter((value) => typeof value === 'string' || typeof value === 'number')
        .map(String);
  }
  return lists;
}

export function mapSiteVariables(entry: ContentEntry, ctx: MapContext): SiteVariables {
  return {
    version: optionalNumber(entry, 'version'),
    locale: optionalText(entry, 'locale'),
    title: optionalText(entry, 'title'),
    featureFlags: mapFeatureFlags(entry, ctx),
    lists: mapLists(entry),
  };
}

const normalizeOption = (value: string) => value.toLowerCase().replace(/["″”]/g, '').trim();

/**
 * Sorts option values (sizes, lengths, inseams) by their position in a content list, comparing
 * case-insensitively and ignoring inch marks; values the list lacks keep their order at the end.
 */
export function sortByContentOrder<T>(
  values: readonly T[],
  order: readonly string[],
  valueOf: (item: T) => string,
): T[] {
  const rank = new Map(order.map((value, index) => [normalizeOption(value), index]));
  const position = (item: T) => rank.get(normalizeOption(valueOf(item))) ?? Number.MAX_SAFE_INTEGER;
  return values
    .map((item, index) => ({item, index}))
    .sort((a, b) => position(a.item) - position(b.item) || a.index - b.index)
    .map(({item}) => item);
}
