import {CartForm} from '@shopify/hydrogen';
import type {ReactNode} from 'react';
import {Price} from '~/components/product/Price';
import {BAG_ACTIONS} from '~/lib/cart/bag-actions';
import type {BagView} from '~/lib/cart/bag-view';
import {checkoutFlagsJson} from '~/lib/experiments/checkout-flags';
import {useT} from '~/lib/i18n/i18n';
import {useLocalizePath} from '~/lib/market-context';
import type {Answer} from './bag-forms';
import {DiscountCodes} from './DiscountCodes';

/** The bag's summary: discount codes, subtotal, shipping, tax, total, returns and checkout. */
export function OrderSummary({view, onAnswer}: {view: BagView; onAnswer(answer: Answer): void}) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <section aria-labelledby="bag-summary" className="h-fit space-y-4 rounded border border-neutral-200 p-4">
      <h2 id="bag-summary" className="text-lg font-semibold">
        {t('cart.orderSummary')}
      </h2>
      <DiscountCodes view={view} onAnswer={onAnswer} />
      <dl className="space-y-1 text-sm">
        <SummaryRow label={t('cart.subtotal')}>
          <Price price={view.subtotal} />
        </SummaryRow>
        <SummaryRow label={view.summary.shipping.label} testId="bag-shipping">
          {view.summary.shipping.value}
        </SummaryRow>
        {view.tax ? (
          <SummaryRow label={t('cart.tax')}>
            <Price price={view.tax} />
          </SummaryRow>
        ) : null}
        <SummaryRow label={t('cart.total')} testId="bag-total" total>
          <Price price={view.total} />
        </SummaryRow>
      </dl>
      {view.tax ? null : <p className="text-xs text-neutral-600">{t('cart.taxesAtCheckout')}</p>}
      {view.summary.returnsMessage ? (
        <p className="text-xs text-neutral-600">
          {view.summary.returnsLabel ? <strong>{view.summary.returnsLabel} </strong> : null}
          {view.summary.returnsMessage}
        </p>
      ) : null}
      {/* A document post: the answer is a redirect to checkout on another host. The A/B tool's
          checkout flags (browser storage) go along, for the bag's attributes. */}
      <form
        method="post"
        action={localize('/cart')}
        onSubmit={(event) => {
          const field = event.currentTarget.elements.namedItem('checkoutFlags');
          if (field instanceof HTMLInputElement) field.value = checkoutFlagsJson();
        }}
      >
        <input type="hidden" name="checkoutFlags" defaultValue="" />
        <input
          type="hidden"
          name={CartForm.INPUT_NAME}
          value={JSON.stringify({action: BAG_ACTIONS.Checkout, inputs: {}})}
        />
        <button
          type="submit"
          className="h-12 w-full rounded bg-neutral-900 font-semibold text-white hover:bg-neutral-700"
        >
          {t('cart.checkout')}
        </button>
      </form>
    </section>
  );
}

function SummaryRow({
  label,
  testId,
  total = false,
  children,
}: {
  label: string;
  testId?: string;
  total?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex justify-between gap-4${total ? ' text-base font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="text-end" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
