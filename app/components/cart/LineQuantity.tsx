import {CartForm} from '@shopify/hydrogen';
import type {ReactNode} from 'react';
import type {BagLineView} from '~/lib/cart/bag-view';
import {useFormatNumber, useT} from '~/lib/i18n/i18n';
import {useLocalizePath} from '~/lib/market-context';
import {useRedirectField} from './bag-forms';

const STEP = 'inline-flex h-10 w-10 items-center justify-center text-lg disabled:opacity-40';

/**
 * A line's "−", quantity and "+", and its remove link. Each control is a plain form that posts
 * the new quantity without JavaScript; with it, `onQuantity` hands the quantity to the bag's
 * queue instead (`useLineQueue`), which sends it.
 */
export function LineQuantity({
  line,
  quantity,
  onQuantity,
}: {
  line: BagLineView;
  /** What the shopper asked for, shown before the bag confirms it. */
  quantity: number;
  onQuantity(quantity: number): void;
}) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const localize = useLocalizePath();
  const redirectField = useRedirectField();
  const update = JSON.stringify({
    action: CartForm.ACTIONS.LinesUpdate,
    inputs: {lines: [{id: line.id, quantity: line.quantity, merchandiseId: line.merchandiseId}]},
  });
  const control = (value: number, label: string, content: ReactNode, className: string) => (
    <form
      method="post"
      action={localize('/cart')}
      onSubmit={(event) => {
        event.preventDefault();
        onQuantity(value);
      }}
    >
      <input type="hidden" name={CartForm.INPUT_NAME} value={update} />
      {redirectField}
      <button type="submit" name="setQuantity" value={value} aria-label={label} className={className}>
        {content}
      </button>
    </form>
  );

  return (
    <div className="flex items-center justify-between gap-3 pt-1">
      <div
        className="inline-flex items-center rounded border border-neutral-300"
        role="group"
        aria-label={t('cart.quantity')}
      >
        {control(quantity - 1, t('cart.decrease', {title: line.title}), '−', STEP)}
        <span className="min-w-8 text-center" aria-live="polite" data-testid="line-quantity">
          {formatNumber(quantity)}
        </span>
        {control(quantity + 1, t('cart.increase', {title: line.title}), '+', STEP)}
      </div>
      {control(0, t('cart.remove', {title: line.title}), t('cart.removeShort'), 'text-sm underline')}
    </div>
  );
}
