import {useT} from '~/lib/i18n/i18n';
import type {Answer} from './bag-forms';

/** Outcomes said in the reassuring colour; every other message is a problem the shopper reads. */
const GOOD_OUTCOMES: ReadonlySet<string> = new Set([
  'added',
  'updated',
  'removed',
  'discountApplied',
  'discountRemoved',
  'gatedRemoved',
  'giftRecipientSaved',
]);

/** The bag's live status line: "Updating…" while a change is on its way, then its outcome. */
export function BagStatus({status, busy}: {status: Answer | null; busy: boolean}) {
  const t = useT();
  const good = !status?.message || GOOD_OUTCOMES.has(status.message);
  return (
    <p role="status" className={`min-h-5 text-sm ${good ? 'text-green-800' : 'text-red-700'}`}>
      {busy ? t('cart.updating') : (status?.text ?? null)}
    </p>
  );
}
