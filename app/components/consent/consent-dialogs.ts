import {lazyWithPreload} from '~/page-weight';

/**
 * The consent banner and the preferences dialog: browser-only code, loaded when first needed.
 * Declared here, not in ConsentManager, so that the footer's button can preload the dialog
 * without importing the manager, which consent-host.ts loads lazily.
 */
export const ConsentBanner = lazyWithPreload(
  import.meta.env.SSR ? null : () => import('./ConsentBanner').then((module) => module.ConsentBanner),
);
export const ConsentPreferencesDialog = lazyWithPreload(
  import.meta.env.SSR
    ? null
    : () => import('./ConsentPreferencesDialog').then((module) => module.ConsentPreferencesDialog),
);
