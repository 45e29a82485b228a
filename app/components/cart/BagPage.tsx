import type {ReactNode} from 'react';
import {LazySection, lazyWithPreload} from '~/page-weight';
import type {BagView} from '~/lib/cart/bag-view';
import type {BagMessage} from '~/lib/cart/bag-status';
import {useT} from '~/lib/i18n/i18n';
import {useBagView} from './bag-store';

/**
 * The bag's lines, summary and forms: the server renders them, their code loads when the
 * browser is idle (the drawer shares it). A press before then is taken and replayed, and
 * every control is a plain form too.
 */
const BagContents = lazyWithPreload(() => import('./BagContents').then((m) => m.BagContents));

/** The bag page: its heading with the item count, the bag, then what goes under it. */
export function BagPage({
  view,
  outcome,
  children,
}: {
  view: BagView;
  outcome: {message: BagMessage; text: string} | null;
  children?: ReactNode;
}) {
  const t = useT();
  const {totalQuantity} = useBagView(view);
  // At least a screen tall, so the footer starts below the fold: the picks under the bag stream
  // in after the first paint, and an empty bag's footer, in view, would jump down as they land.
  return (
    <div className="mx-auto min-h-svh max-w-6xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-semibold">
        {t('cart.title')}
        {totalQuantity > 0 ? (
          <span className="ms-3 text-base font-normal text-neutral-600">
            {t('cart.itemCount', {count: totalQuantity})}
          </span>
        ) : null}
      </h1>
      <LazySection
        component={BagContents}
        when="idle"
        props={{view, outcome, variant: 'page'}}
        fallback={<p role="status">{t('cart.loading')}</p>}
      />
      {children}
    </div>
  );
}
