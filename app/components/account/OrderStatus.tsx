import {useT} from '~/lib/i18n/i18n';
import type {FinancialStatus, FulfillmentStatus} from '~/lib/customer/orders.server';

const FULFILMENT_TONE: Partial<Record<FulfillmentStatus, string>> = {
  FULFILLED: 'bg-green-100 text-green-900',
  PARTIALLY_FULFILLED: 'bg-amber-100 text-amber-900',
  IN_PROGRESS: 'bg-amber-100 text-amber-900',
  ON_HOLD: 'bg-red-100 text-red-900',
  RESTOCKED: 'bg-neutral-200 text-neutral-900',
};

/** An order's delivery state as a small label. */
export function FulfillmentBadge({status}: {status: FulfillmentStatus}) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-sm ${FULFILMENT_TONE[status] ?? 'bg-neutral-100 text-neutral-900'}`}
    >
      {t(`account.fulfillmentStatus.${status}`)}
    </span>
  );
}

/** An order's payment state in words (nothing when the API gives none). */
export function FinancialStatusText({status}: {status: FinancialStatus | null}) {
  const t = useT();
  return status ? <>{t(`account.financialStatus.${status}`)}</> : null;
}
