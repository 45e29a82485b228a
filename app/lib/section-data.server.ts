import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {SectionRef} from './section-data';

/** Per request: how to get the data of each section the page renders but does not send. */
export type SectionStore = Map<string, () => unknown>;
const stores = new WeakMap<AppLoadContext, SectionStore>();

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
): SectionRef<Data> {
  let loaded: {value: Data | Promise<Data>} | undefined;
  sectionStore(context).set(src, () => (loaded ??= {value: load()}).value);
  return {src};
}
