import {CartForm} from '@shopify/hydrogen';
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
        <div className="flex justify-between">
          <dt>{t('cart.subtotal')}</dt>
          <dd>
            <Price price={view.subtotal} />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{view.summary.shipping.label}</dt>
          <dd className="text-end" data-testid="bag-shipping">
            {view.summary.shipping.value}
          </dd>
        </div>
        {view.tax ? (
          <div className="flex justify-between">
            <dt>{t('cart.tax')}</dt>
            <dd>
              <Price price={view.tax} />
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between text-base font-semibold">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="bag-total">
            <Price price={view.total} />
          </dd>
        </div>
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
