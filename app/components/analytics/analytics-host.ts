import {lazyWithPreload} from '~/components/ui/lazy';

/** The analytics gate, a lazy section of every page loaded when the browser is idle (`AnalyticsHost`). */
export const AnalyticsGateSection = lazyWithPreload(() =>
  import('./AnalyticsHost').then((module) => module.AnalyticsHost),
);
