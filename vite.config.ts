import {defineConfig, loadEnv} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {vitePlugin as remix} from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import {hasStoreCredentials, resolveLocalEnv} from './scripts/local-env';
import {currentAccountsOnEmulator} from './scripts/shopify-dev';
import {serverChunks} from './scripts/server-chunks';
import {shellChunk} from './scripts/shell-chunk';

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({command, mode, isSsrBuild}) => {
  // `.env` wins; with no store configured the worker talks to the local emulator.
  const fileEnv = loadEnv(mode, process.cwd(), '');
  const workerEnv = resolveLocalEnv(fileEnv, process.env);
  // The current customer accounts on the emulator (EMULATOR_CUSTOMER_ACCOUNTS=current): see scripts/shopify-dev.ts.
  const accountsOnEmulator =
    command === 'serve' && !hasStoreCredentials({...fileEnv, ...process.env}) && Boolean(workerEnv.SHOP_ID)
      ? [currentAccountsOnEmulator(workerEnv.PUBLIC_STORE_DOMAIN)]
      : [];
  return {
    plugins: [
      ...accountsOnEmulator,
      tailwindcss(),
      hydrogen(),
      oxygen({env: workerEnv}),
      remix({
        presets: [hydrogen.v3preset()],
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_lazyRouteDiscovery: true,
          v3_routeConfig: false,
          v3_singleFetch: true,
          // Without it Remix gives Vite's dependency scanner no entry files, so client
          // dependencies are found one request at a time and re-bundled mid-page: two
          // copies of React and a blank first visit on a fresh clone.
          unstable_optimizeDeps: true,
        },
      }),
      tsconfigPaths(),
    ],
    optimizeDeps: {
      // Dependencies that only lazy chunks import: the scanner may not reach them from the route
      // entries, and one found mid-visit re-bundles and reloads the page (see unstable_optimizeDeps).
      include: [
        '@headlessui/react',
        'react-instantsearch',
        'search-insights',
        '@algolia/autocomplete-core',
        '@algolia/autocomplete-plugin-recent-searches',
        '@algolia/autocomplete-plugin-query-suggestions',
        '@algolia/autocomplete-preset-algolia',
      ],
    },
    build: {
      // Inline small assets only; keeps the CSP strict (no data: fonts surprises).
      assetsInlineLimit: 0,
      // Terser's second compress pass takes about 4 % off the gzip size of the shell chunk (React,
      // Remix and the layout) that esbuild's single pass leaves; every page loads that chunk. The
      // worker is minified too (esbuild: terser's passes took 1.6 % more off its 1.7 MB, in two
      // minutes), with its source map beside it, so error reports still name our sources.
      minify: isSsrBuild ? 'esbuild' : 'terser',
      sourcemap: Boolean(isSsrBuild),
      terserOptions: {compress: {passes: 2}, module: true},
      // The browser's shell (React, Remix, the layout) as one chunk: see scripts/shell-chunk.ts.
      // The worker: what every request needs in one chunk, what only some need loaded on demand
      // (scripts/server-chunks.ts).
      rollupOptions: isSsrBuild
        ? {output: {inlineDynamicImports: false, manualChunks: serverChunks()}}
        : {output: {manualChunks: shellChunk()}},
    },
    ssr: {
      optimizeDeps: {
        // Headless UI reaches CommonJS `use-sync-external-store`, which workerd cannot load unbundled;
        // InstantSearch reaches the CommonJS `algoliasearch-helper`.
        include: [
          'contentful-resolve-response',
          'algoliasearch/lite',
          'react-instantsearch',
          'search-insights',
          '@headlessui/react',
          'p-retry',
          'cookie',
        ],
      },
    },
    server: {
      port: 3000,
      strictPort: true,
    },
  };
});
