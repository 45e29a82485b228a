/**
 * The page-weight toolkit, as a page uses it (see README.md beside this file): a section the
 * server renders and the browser brings to life later, and code loaded ahead of need.
 * `serverSection`, for a section whose data stays on the server, is in `index.server.ts`.
 */
export {LazySection} from './LazySection';
export {lazyWithPreload} from './lazy';
