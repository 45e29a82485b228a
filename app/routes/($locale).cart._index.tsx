import {Await, useLoaderData, type ShouldRevalidateFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Suspense} from 'react';
import {LazySection, lazyWithPreload} from '~/page-weight';
import {NOTHING_ON_FAILURE} from '~/lib/streamed';
import {loadBagUpsell} from '~/lib/cart/upsell.server';

const BagUpsell = lazyWithPreload(() => import('~/components/cart/BagUpsell').then((m) => m.default));

/**
 * What the bag page shows under the bag: the personalisation service's slot. Its own route,
 * so that it is asked once per page view: the bag's loader runs again after every change
 * (and for the drawer, which loads the bag alone), this one does not.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const {upsell, headers} = await loadBagUpsell(context, request);
  headers.set('Cache-Control', 'private, no-store');
  return data({upsell}, {headers});
}

/** A change to the bag (or any other submission) is no new view of the page. */
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, defaultShouldRevalidate}) =>
  formMethod && formMethod.toUpperCase() !== 'GET' ? false : defaultShouldRevalidate;

export default function BagUpsellSlot() {
  const {upsell} = useLoaderData<typeof loader>();
  if (!upsell) return null;
  return (
    <Suspense fallback={null}>
      <Await resolve={upsell} errorElement={NOTHING_ON_FAILURE}>
        {(view) => (view ? <LazySection component={BagUpsell} props={{view}} /> : null)}
      </Await>
    </Suspense>
  );
}
