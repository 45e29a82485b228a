import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {SectionRef} from '~/lib/section-data';

/** Per request: how to get the data of each section the page renders but does not send. */
export type SectionStore = Map<string, () => unknown>;
const stores = new WeakMap<AppLoadContext, SectionStore>();
/** Per request: the sections whose data the document waits for before it renders (see `serverSection`). */
const awaited = new WeakMap<AppLoadContext, Array<() => unknown>>();

export function sectionStore(context: AppLoadContext): SectionStore {
  let store = stores.get(context);
  if (!store) {
    store = new Map();
    stores.set(context, store);
  }
  return store;
}

/**
 * For a loader: registers how the server render gets a section's data and returns only where
 * the browser will fetch it, `src` (an endpoint answering the same data as JSON). Nothing of
 * the section goes into the loader data. `load` runs when the document render starts (beside
 * the lazy code, so its service's deadline is not spent waiting), at most once, and never for a
 * navigation's data request; a promise streams the section when it settles.
 */
export function serverSection<Data>(
  context: AppLoadContext,
  src: string,
  load: () => Data | Promise<Data>,
  {
    beforeRender = false,
    code,
  }: {
    /**
     * The document's first flush waits for the data (a first screen's section, e.g. a product
     * list), so the HTML carries the section rather than its fallback; a navigation's data
     * request still never runs `load`. Otherwise the section streams in when its data settles.
     */
    beforeRender?: boolean;
    /**
     * The section's component when the worker loads its code on demand
     * (`lazyWithPreload(…, {onServer: 'with-its-section'})`): the document render loads it
     * beside the data, before it starts; a navigation's data request does not.
     */
    code?: SectionCode;
  } = {},
): SectionRef<Data> {
  let loaded: {value: Data | Promise<Data>} | undefined;
  const read = () => (loaded ??= {value: load()}).value;
  sectionStore(context).set(src, read);
  const before = [...(beforeRender ? [read] : []), ...(code ? [code.preload] : [])];
  if (before.length) awaited.set(context, [...(awaited.get(context) ?? []), ...before]);
  return {src};
}

/** A lazy component, as `serverSection` loads it. */
export interface SectionCode {
  preload(): Promise<unknown>;
}

/**
 * For the document render: settles when the data of every `beforeRender` section, and the code
 * of every section loaded on demand, has (never rejects).
 */
export function sectionsBeforeRender(context: AppLoadContext): Promise<unknown> {
  const reads = awaited.get(context) ?? [];
  return Promise.all(
    reads.map((read) =>
      Promise.resolve()
        .then(read)
        .catch(() => undefined),
    ),
  );
}
