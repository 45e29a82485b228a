/**
 * The page-weight toolkit's wiring, for the shell only: the root, the browser and server
 * entries, the layout, the pages with a first-screen sheet of their own, and the shell's test
 * fixtures (the lint zone in eslint.config.js holds it to them). A page uses `index.ts`.
 */
export {guardEarlyInput} from './early-input-guard.client';
export {
  DeferredStyles,
  FirstScreenStyles,
  usePageStylesItsFirstScreen,
  useSheetKeptAcrossNavigations,
  type FirstScreenSheet,
} from './first-screen-styles';
export {loadLazyComponents} from './lazy';
export {SectionDataProvider} from './LazySection';
