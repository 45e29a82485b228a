import {Await} from '@remix-run/react';
import {Suspense} from 'react';
import {lazyWithPreload} from '~/components/ui/lazy';
import type {ProductExtras} from '~/lib/product/types';
import {NOTHING_ON_FAILURE} from '~/components/ui/LazySection';

const SwatchList = lazyWithPreload(() => import('./SwatchList').then((module) => module.SwatchList));

/**
 * The family's colours in the search index's order, each a link to its own product page;
 * the current one marked. Streams in after the page.
 */
export function FamilySwatches({extras}: {extras: Promise<Pick<ProductExtras, 'family'>>}) {
  return (
    <Suspense fallback={<div className="h-8" aria-hidden="true" />}>
      <Await resolve={extras} errorElement={NOTHING_ON_FAILURE}>
        {({family}) => (family.length > 1 ? <SwatchList swatches={family} /> : null)}
      </Await>
    </Suspense>
  );
}

export const preloadSwatches = () => SwatchList.preload();
