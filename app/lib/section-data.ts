/**
 * Data a page does not carry in its loader data, fetched by the browser when needed: a
 * section the server rendered (see `LazySection`; the server reads it from the request's
 * store) or a closed part of the shell (`useShellPart`). Each comes from its own endpoint
 * (`src`, JSON, cached per market), once per page session. Plain `fetch`, not a Remix
 * fetcher: a fetcher changes the router's state, and every such change reaches the Suspense
 * boundaries still waiting to hydrate and makes them load at once.
 */

/** What a loader returns for such a section: where the browser gets its data. */
export interface SectionRef<Data> {
  src: string;
  /** Never set: carries the data's type from the loader to the component. */
  readonly data?: Data;
}

/** A value being loaded, readable from a Suspense boundary. */
export interface Resource<Value> {
  promise: Promise<Value>;
  status: 'pending' | 'done' | 'failed';
  value?: Value;
  error?: unknown;
}

function track<Value>(promise: Promise<Value>): Resource<Value> {
  const resource: Resource<Value> = {promise, status: 'pending'};
  promise.then(
    (value) => Object.assign(resource, {status: 'done', value}),
    (error: unknown) => Object.assign(resource, {status: 'failed', error}),
  );
  return resource;
}

/** The value, or throws (the promise while pending, the error once failed) for Suspense. */
export function readResource<Value>(resource: Resource<Value>): Value {
  if (resource.status === 'done') return resource.value as Value;
  if (resource.status === 'failed') throw resource.error;
  throw resource.promise;
}

const settledValues = new WeakMap<Promise<unknown>, Resource<unknown>>();

/** A value from the server's store: given as is, or a promise the render waits for (streamed). */
export function readStoredSection<Data>(value: Data | Promise<Data>): Data {
  if (!(value instanceof Promise)) return value;
  let resource = settledValues.get(value) as Resource<Data> | undefined;
  if (!resource) {
    resource = track(value);
    settledValues.set(value, resource as Resource<unknown>);
  }
  return readResource(resource);
}

/** Fetched data is kept this long, like the endpoints' cache headers say. */
const SECTION_MAX_AGE_MS = 5 * 60 * 1000;
const fetched = new Map<string, {at: number; resource: Resource<unknown>}>();
const listeners = new Set<() => void>();

/** Starts (or reuses) the browser's fetch of `src`. */
export function fetchSection<Data>(src: string): Resource<Data> {
  const cached = fetched.get(src);
  if (cached && cached.resource.status !== 'failed' && Date.now() - cached.at < SECTION_MAX_AGE_MS) {
    return cached.resource as Resource<Data>;
  }
  const resource = track(
    fetch(src, {headers: {Accept: 'application/json'}}).then(async (response) => {
      if (!response.ok) throw new Error(`${src} answered ${response.status}`);
      return (await response.json()) as Data;
    }),
  );
  fetched.set(src, {at: Date.now(), resource: resource as Resource<unknown>});
  const notify = () => listeners.forEach((listener) => listener());
  resource.promise.then(notify, notify);
  return resource;
}

/** The data of `src` once fetched, without starting a fetch. */
export function fetchedSection<Data>(src: string): Data | undefined {
  const resource = fetched.get(src)?.resource;
  return resource?.status === 'done' ? (resource.value as Data) : undefined;
}

/** Calls `listener` whenever a fetch settles (for `useSyncExternalStore`). */
export function subscribeToSections(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tests: forget everything fetched, so each test's fixtures answer. */
export function forgetFetchedSections(): void {
  fetched.clear();
}
