import type {FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {useRef} from 'react';
import type {BagView} from '~/lib/cart/bag-view';
import {useT} from '~/lib/i18n/i18n';
import {useLocalizePath} from '~/lib/market-context';
import {AnswerListener, useRedirectField, type Answer} from './bag-forms';

/**
 * The discount code field and the codes the bag holds, each with its remove button. The codes
 * the bag holds go with every form, so a code is added or taken off in one call.
 */
export function DiscountCodes({view, onAnswer}: {view: BagView; onAnswer(answer: Answer): void}) {
  const t = useT();
  const localize = useLocalizePath();
  const redirectField = useRedirectField();
  const input = useRef<HTMLInputElement>(null);
  const held = view.discountCodes.filter(({applicable}) => applicable).map(({code}) => code);
  return (
    <div className="space-y-2">
      <CartForm
        route={localize('/cart')}
        action={CartForm.ACTIONS.DiscountCodesUpdate}
        inputs={{discountCodes: held}}
        fetcherKey="bag-discount"
      >
        {(fetcher: FetcherWithComponents<Answer>) => (
          <>
            <AnswerListener
              fetcher={fetcher}
              onAnswer={(answer) => {
                if (answer.message === 'discountApplied' && input.current) input.current.value = '';
                onAnswer(answer);
              }}
            />
            {redirectField}
            <label htmlFor="bag-discount-code" className="block text-sm font-semibold">
              {t('cart.discountLabel')}
            </label>
            <div className="mt-1 flex gap-2">
              <input
                ref={input}
                id="bag-discount-code"
                name="discountCode"
                type="text"
                autoComplete="off"
                maxLength={255}
                className="h-10 min-w-0 flex-1 rounded border border-neutral-400 px-3"
              />
              <button
                type="submit"
                disabled={fetcher.state !== 'idle'}
                className="h-10 rounded border border-neutral-900 px-4 font-semibold disabled:opacity-50"
              >
                {t('cart.apply')}
              </button>
            </div>
          </>
        )}
      </CartForm>
      {view.discountCodes.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {view.discountCodes.map(({code, applicable}) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded bg-neutral-100 px-2 py-1 text-sm"
            >
              <span>
                {code}
                {applicable ? '' : ` (${t('cart.notApplicable')})`}
              </span>
              <CartForm
                route={localize('/cart')}
                action={CartForm.ACTIONS.DiscountCodesUpdate}
                inputs={{discountCodes: held, removeDiscountCode: code}}
                fetcherKey={`bag-discount-${code}`}
              >
                {(fetcher: FetcherWithComponents<Answer>) => (
                  <>
                    <AnswerListener fetcher={fetcher} onAnswer={onAnswer} />
                    {redirectField}
                    <button type="submit" aria-label={t('cart.removeCode', {code})} className="px-1">
                      ×
                    </button>
                  </>
                )}
              </CartForm>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
