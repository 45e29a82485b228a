import {lazyWithPreload} from '~/page-weight';

/**
 * The consent banner's and preferences dialog's host, a lazy section of every page (it renders
 * nothing on the server): loaded when the browser is idle, or at once when the footer's
 * "Cookie preferences" button is hovered or focused.
 */
export const ConsentHost = lazyWithPreload(() =>
  import('./ConsentManager').then((module) => module.ConsentManager),
);
