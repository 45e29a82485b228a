import {useState} from 'react';
import type {BagView} from '~/lib/cart/bag-view';
import {useT} from '~/lib/i18n/i18n';
import {useAnswer, type Answer} from './bag-forms';
import {BagLine} from './BagLine';
import {BagNotes} from './BagNotes';
import {BagStatus} from './BagStatus';
import {useBagView} from './bag-store';
import {EmptyBag} from './EmptyBag';
import {OrderSummary} from './OrderSummary';
import {useLineQueue} from './use-line-queue';

/**
 * The bag's lines and summary, on the bag page and in the drawer. After a press the bag shown
 * is the one the action answered with; quantities change at once on screen and reach the
 * server one at a time (`useLineQueue`). Every control is a form that also posts without
 * JavaScript.
 */
export function BagContents({
  view: pageView,
  outcome,
  variant,
}: {
  view: BagView;
  /** The outcome a plain form post came back with. */
  outcome: Answer | null;
  variant: 'page' | 'drawer';
}) {
  const t = useT();
  const view = useBagView(pageView);
  const lines = useLineQueue(view);
  const [status, setStatus] = useState<Answer | null>(outcome);
  useAnswer(lines.fetcher, setStatus);
  const visible = view.lines.filter((line) => lines.quantityOf(line) > 0);

  if (view.unavailable)
    return (
      <BagStatus status={{message: 'serviceUnavailable', text: t('cart.serviceUnavailable')}} busy={false} />
    );
  if (visible.length === 0) return <EmptyBag view={view} status={status} />;

  return (
    <div className={variant === 'page' ? 'grid gap-8 lg:grid-cols-[1fr_22rem]' : 'flex flex-col gap-4'}>
      <div className="space-y-4">
        <BagStatus status={status} busy={lines.busy} />
        <BagNotes view={view} onAnswer={setStatus} />
        <ul className="divide-y divide-neutral-200 border-y border-neutral-200" aria-label={t('cart.title')}>
          {visible.map((line) => (
            <BagLine
              key={line.id}
              line={line}
              quantity={lines.quantityOf(line)}
              onQuantity={(quantity) => lines.set(line, quantity)}
              finalSaleLabel={view.finalSaleLabel}
              giftCardForm={view.giftCardForm}
              onAnswer={setStatus}
            />
          ))}
        </ul>
      </div>
      <OrderSummary view={view} onAnswer={setStatus} />
    </div>
  );
}
