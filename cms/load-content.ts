import {CONTENT_ERROR_CODES} from './codes';
import type {ContentTypeId} from './content-types';
import type {ContentEntry} from './entry';
import {fetchContentType, type EntriesClient, type FetchContentOptions} from './fetch-entries';
import type {MapContext, Mapper} from './map-context';

function mapWithReport<T>(
  entry: ContentEntry,
  contentType: ContentTypeId,
  mapper: Mapper<T>,
  options: FetchContentOptions,
): T | null {
  const code = CONTENT_ERROR_CODES[contentType].map;
  const ctx: MapContext = {warn: (error) => options.report(code, error)};
  try {
    return mapper(entry, ctx);
  } catch (error) {
    options.report(code, error);
    return null;
  }
}

/** The most recently updated entry of a content type, mapped; null when missing or failing. */
export async function loadOne<T>(
  client: EntriesClient,
  contentType: ContentTypeId,
  mapper: Mapper<T>,
  options: FetchContentOptions,
): Promise<T | null> {
  const collection = await fetchContentType(client, contentType, {
    order: '-sys.updatedAt',
    limit: 1,
    ...options,
  });
  const entry = collection?.items[0];
  return entry ? mapWithReport(entry, contentType, mapper, options) : null;
}

/**
 * Every entry of a content type, mapped; null when the fetch fails. An entry that fails to map is
 * reported and left out, so one bad entry does not hide the others.
 */
export async function loadMany<T>(
  client: EntriesClient,
  contentType: ContentTypeId,
  mapper: Mapper<T>,
  options: FetchContentOptions,
): Promise<T[] | null> {
  const collection = await fetchContentType(client, contentType, options);
  if (!collection) return null;
  return collection.items
    .map((entry) => mapWithReport(entry, contentType, mapper, options))
    .filter((item): item is T => item !== null);
}
