import {useFetcher} from '@remix-run/react';
import {useId, useState} from 'react';
import {useT} from '~/lib/i18n/i18n';

interface SubscribeAnswer {
  ok?: boolean;
  error?: string;
}

/** The catalog variant id the e-mail platform knows: the numeric id prefixed with C. */
function backInStockVariant(variantId: string): string {
  return `C${variantId.split('/').pop()}`;
}

function failureMessage(error: string | undefined) {
  switch (error) {
    case 'invalid-email':
    case 'required':
      return 'product.backInStock.invalidEmail';
    case 'form-expired':
      return 'product.backInStock.formExpired';
    case 'rate-limited':
      return 'product.backInStock.rateLimited';
    default:
      return 'product.backInStock.unavailable';
  }
}

/**
 * For a sold-out variant of a product with back in stock: the shopper leaves an e-mail
 * address and is told when the variant is back, through the store's
 * `/api/klaviyo/backinstock/subscribe`.
 */
export function BackInStockForm({variantId, formToken}: {variantId: string; formToken: string}) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<SubscribeAnswer>();
  const [email, setEmail] = useState('');
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const failed = answer && !answer.ok;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded border border-neutral-300 p-4"
      data-testid="back-in-stock"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {t('product.backInStock.title')}
      </h2>
      {answer?.ok ? (
        <p role="status" className="mt-2 text-sm text-green-800">
          {t('product.backInStock.success')}
        </p>
      ) : (
        <fetcher.Form method="post" action="/api/klaviyo/backinstock/subscribe" className="mt-2 space-y-2">
          <p className="text-sm text-neutral-700">{t('product.backInStock.body')}</p>
          <input type="hidden" name="variant" value={backInStockVariant(variantId)} />
          <input type="hidden" name="platform" value="api" />
          <input type="hidden" name="formToken" value={formToken} />
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
            {t('product.backInStock.emailLabel')}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={failed || undefined}
              aria-describedby={failed ? `${id}-error` : undefined}
              className="h-11 min-w-0 flex-1 rounded border border-neutral-400 px-3"
            />
            <button
              type="submit"
              disabled={fetcher.state !== 'idle'}
              className="h-11 rounded bg-neutral-900 px-4 text-sm font-semibold text-white disabled:bg-neutral-400"
            >
              {fetcher.state !== 'idle'
                ? t('product.backInStock.submitting')
                : t('product.backInStock.button')}
            </button>
          </div>
          {failed ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {t(failureMessage(answer.error))}
            </p>
          ) : null}
        </fetcher.Form>
      )}
    </section>
  );
}
