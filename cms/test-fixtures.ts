/** Builders for plain content in cms tests. */
import type {ContentAsset, ContentEntry} from './entry';
import type {MapContext} from './map-context';

let counter = 0;

export function entry(
  contentType: string,
  fields: Record<string, unknown>,
  id = `${contentType}-${++counter}`,
): ContentEntry {
  return {kind: 'entry', id, contentType, fields};
}

export function image(id: string, width = 800, height = 1000): ContentAsset {
  return {
    kind: 'asset',
    id,
    title: `${id} title`,
    description: null,
    url: `https://cdn.example/${id}.svg`,
    contentType: 'image/svg+xml',
    fileName: `${id}.svg`,
    width,
    height,
  };
}

export function link(title: string, href: string, openInNewTab?: boolean): ContentEntry {
  return entry('link', {title, href, ...(openInNewTab === undefined ? {} : {open_in_new_tab: openInNewTab})});
}

/** A MapContext that remembers what the mapper flagged. */
export function recordingContext(): MapContext & {warnings: string[]} {
  const warnings: string[] = [];
  return {warnings, warn: (error) => warnings.push(error.message)};
}
