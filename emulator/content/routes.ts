import type {ContentApi} from './model';

/** The Preview API is served under this path prefix; contentful.js reaches it with `basePath`. */
const PREVIEW_BASE_PATH = '/preview';

export type ContentRoute =
  | {resource: 'space'}
  | {resource: 'entries' | 'assets' | 'content_types' | 'locales'}
  | {resource: 'entry' | 'asset' | 'content_type'; id: string};

export interface ParsedContentPath {
  api: ContentApi;
  spaceId: string;
  environmentId: string;
  route: ContentRoute | null;
}

const SPACE_PATH =
  /^(\/preview)?\/spaces\/([^/]+)(?:\/environments\/([^/]+))?(?:\/([a-z_]+)(?:\/([^/]+))?)?\/?$/;
const SINGULAR = {entries: 'entry', assets: 'asset', content_types: 'content_type'} as const;

export function isContentPath(pathname: string): boolean {
  return pathname.startsWith('/spaces/') || pathname.startsWith(`${PREVIEW_BASE_PATH}/spaces/`);
}

/** `/[preview/]spaces/{space}[/environments/{env}][/{collection}[/{id}]]`; no environment means master. */
export function parseContentPath(pathname: string): ParsedContentPath | null {
  const match = SPACE_PATH.exec(pathname);
  if (!match) return null;
  const [, preview, spaceId, environmentId, collection, id] = match;
  const parsed = {
    api: preview ? ('preview' as const) : ('delivery' as const),
    spaceId: decodeURIComponent(spaceId),
    environmentId: environmentId ? decodeURIComponent(environmentId) : 'master',
  };
  if (collection === undefined) {
    // A bare environment is not a resource of the Delivery API.
    return {...parsed, route: environmentId ? null : {resource: 'space'}};
  }
  if (collection === 'entries' || collection === 'assets' || collection === 'content_types') {
    return {
      ...parsed,
      route:
        id === undefined
          ? {resource: collection}
          : {resource: SINGULAR[collection], id: decodeURIComponent(id)},
    };
  }
  if (collection === 'locales' && id === undefined) return {...parsed, route: {resource: 'locales'}};
  return {...parsed, route: null};
}
