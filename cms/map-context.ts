import type {ContentEntry} from './entry';

/** What a mapper may do besides returning a view model: flag a bad value it chose to ignore. */
export interface MapContext {
  /** Reported with the content type's CMS-MAP code; mapping carries on. */
  warn(error: Error): void;
}

export type Mapper<T> = (entry: ContentEntry, ctx: MapContext) => T;
