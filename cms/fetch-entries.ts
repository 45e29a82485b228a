import pRetry from 'p-retry';
import {CONTENT_ERROR_CODES, type ContentReporter} from './codes';
import type {ContentTypeId} from './content-types';
import {toContentEntries, type ContentCollection} from './entry';
import {toContentLocale} from './locale';

/** The part of a contentful.js client this module uses, so tests can pass a stand-in. */
export interface EntriesClient {
  getEntries(query: Record<string, unknown>): Promise<{items: readonly unknown[]; total: number}>;
}

export interface RetryOptions {
  retries?: number;
  factor?: number;
  minTimeout?: number;
  maxTimeout?: number;
  /** No new attempt starts after this long (ms): retries fit a time budget. */
  maxRetryTime?: number;
}

type FilterValue = string | number | boolean | readonly (string | number)[];

export interface FetchContentOptions {
  /** The market locale, any case: 'en-GB' or 'en-gb'. */
  locale: string;
  /** Contentful search parameters, e.g. {'fields.uid': 'pdp-hero'} or {'fields.memberType[in]': ['a', 'b']}. */
  filters?: Record<string, FilterValue>;
  /** Levels of references to resolve (Contentful's `include`, 0–10). */
  include?: number;
  limit?: number;
  order?: string;
  report: ContentReporter;
  retry?: RetryOptions;
}

/** Content fetches retry 5 times. Short waits, as these run while a page renders. */
const CONTENT_RETRY_DEFAULTS: Required<RetryOptions> = {
  retries: 5,
  factor: 2,
  minTimeout: 200,
  maxTimeout: 3000,
  maxRetryTime: Infinity,
};

/** Errors another attempt cannot fix: the request itself is wrong. */
const CLIENT_ERRORS = new Set([
  'AccessTokenInvalid',
  'InvalidQuery',
  'BadRequest',
  'NotFound',
  'AccessDenied',
  'ValidationFailed',
]);

/** The request itself was wrong (bad token, query, id): the service is up and another attempt cannot help. */
export function isContentClientError(error: unknown): boolean {
  return error instanceof Error && CLIENT_ERRORS.has(error.name);
}

function toQuery(contentType: ContentTypeId, options: FetchContentOptions): Record<string, unknown> {
  const query: Record<string, unknown> = {
    content_type: contentType,
    locale: toContentLocale(options.locale),
    include: options.include ?? 1,
  };
  if (options.limit !== undefined) query.limit = options.limit;
  if (options.order) query.order = options.order;
  for (const [key, value] of Object.entries(options.filters ?? {})) {
    query[key] = Array.isArray(value) ? value.join(',') : value;
  }
  return query;
}

/**
 * Entries of one content type in one locale (Contentful applies the locale's fallback), with
 * references resolved and audit fields stripped. Retries, then reports CMS-GET-xxx and returns null.
 */
export async function fetchContentType(
  client: EntriesClient,
  contentType: ContentTypeId,
  options: FetchContentOptions,
): Promise<ContentCollection | null> {
  const query = toQuery(contentType, options);
  try {
    const response = await pRetry(() => client.getEntries(query), {
      ...CONTENT_RETRY_DEFAULTS,
      ...options.retry,
      shouldRetry: (error) => !isContentClientError(error),
    });
    return {items: toContentEntries(response.items), total: response.total};
  } catch (error) {
    options.report(CONTENT_ERROR_CODES[contentType].get, error);
    return null;
  }
}
