import type {ReactNode} from 'react';
import type {BagView} from '~/lib/cart/bag-view';
import type {BagMessage} from '~/lib/cart/bag-status';
import {useT} from '~/lib/i18n/i18n';
import {BagContents} from './BagContents';

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
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-semibold">
        {t('cart.title')}
        {view.totalQuantity > 0 ? (
          <span className="ms-3 text-base font-normal text-neutral-600">
            {t('cart.itemCount', {count: view.totalQuantity})}
          </span>
        ) : null}
      </h1>
      <BagContents view={view} outcome={outcome} variant="page" />
      {children}
    </div>
  );
}
