// Ambient declaration for the server build Remix's Vite plugin provides to server.ts.
declare module 'virtual:remix/server-build' {
  type ServerBuild = import('@remix-run/server-runtime').ServerBuild;
  export const mode: ServerBuild['mode'];
  export const entry: ServerBuild['entry'];
  export const routes: ServerBuild['routes'];
  export const assets: ServerBuild['assets'];
  export const publicPath: ServerBuild['publicPath'];
  export const assetsBuildDirectory: ServerBuild['assetsBuildDirectory'];
  export const future: ServerBuild['future'];
  export const basename: ServerBuild['basename'];
  export const isSpaMode: ServerBuild['isSpaMode'];
}

// Contentful's link resolver ships no types: the answer's items, their links to included
// entries and assets replaced by those (unresolvable ones kept as links unless removed).
declare module 'contentful-resolve-response' {
  export default function resolveResponse(
    response: unknown,
    options?: {removeUnresolved?: boolean; itemEntryPoints?: string[]},
  ): unknown[];
}
