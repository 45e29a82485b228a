import {Await} from '@remix-run/react';
import {Suspense} from 'react';
import {MarketLink} from '~/components/ui/links';
import {useT} from '~/lib/i18n/i18n';
import {NOTHING_ON_FAILURE} from '~/lib/streamed';

const LINK = 'underline-offset-4 hover:underline';

/**
 * Home, then the collection the shopper came from (`?collection=`: "Loading..." until its
 * title arrives, nothing when it cannot be found), then the product.
 */
export function Breadcrumbs({
  collection,
  productName,
}: {
  collection: {handle: string; title: Promise<string>} | null;
  productName: string;
}) {
  const t = useT();
  return (
    <nav aria-label={t('product.breadcrumbs')} className="mb-4 text-sm text-neutral-600">
      <ol className="flex flex-wrap items-center gap-x-2">
        <li>
          <MarketLink to="/" className={LINK}>
            {t('product.home')}
          </MarketLink>
        </li>
        {collection ? (
          <Suspense
            fallback={
              <li aria-busy="true">
                <Separator />
                {t('product.loading')}
              </li>
            }
          >
            <Await resolve={collection.title} errorElement={NOTHING_ON_FAILURE}>
              {(title) =>
                title ? (
                  <li>
                    <Separator />
                    <MarketLink to={`/collections/${collection.handle}`} className={LINK}>
                      {title}
                    </MarketLink>
                  </li>
                ) : null
              }
            </Await>
          </Suspense>
        ) : null}
        <li aria-current="page" className="text-neutral-900">
          <Separator />
          {productName}
        </li>
      </ol>
    </nav>
  );
}

function Separator() {
  return (
    <span aria-hidden="true" className="me-2 text-neutral-400">
      /
    </span>
  );
}
