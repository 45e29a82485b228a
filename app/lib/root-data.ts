import type {PreviewBarView} from '~/lib/preview/bar.server';
import type {SeoBase} from '~/lib/seo/types';
import type {Shell} from '~/lib/shell/types';

/**
 * What the root route's loader returns, for every page and error page: read it with
 * `useRouteLoaderData<RootData>('root')`, or from a `meta` function's matches. Its own module so
 * that readers never import `root.tsx`, which imports them.
 */
export interface RootData {
  shell: Shell;
  /** The page tags' base (canonical origin, hreflang, robots). */
  seo: SeoBase;
  /** The content preview's bar, only while a merchandiser previews drafts. */
  preview: PreviewBarView | null;
  /** The bag's count, streamed after the page; null when there is no bag. */
  cart: Promise<{totalQuantity: number} | null>;
  /** The address asks for the test error page. */
  showErrorPage: boolean;
  /** A bag outcome the page arrived with (`?bag=`: a discount link's refused code), in words. */
  bagNotice: {message: string; text: string} | null;
}
