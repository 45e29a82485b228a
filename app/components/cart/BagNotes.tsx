import type {FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {SiteLink} from '~/components/ui/links';
import {BAG_ACTIONS} from '~/lib/cart/bag-actions';
import type {BagView} from '~/lib/cart/bag-view';
import {useLocalizePath} from '~/lib/market-context';
import {AnswerListener, useRedirectField, type Answer} from './bag-forms';

/**
 * What the bag tells the shopper above its lines: the free-shipping progress, the free gift,
 * a member's savings cap, gift cards bought alone, member prices that ended, and members-only
 * lines the shopper may not buy (with the form that removes them).
 */
export function BagNotes({view, onAnswer}: {view: BagView; onAnswer(answer: Answer): void}) {
  return (
    <>
      {view.freeShipping ? <FreeShipping progress={view.freeShipping} /> : null}
      {view.gift ? <GiftNote gift={view.gift} /> : null}
      {view.savingsCap ? <SavingsCapNote cap={view.savingsCap} /> : null}
      {view.giftCardAlert ? (
        <p role="note" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm">
          {view.giftCardAlert}
        </p>
      ) : null}
      {view.memberPricesEnded ? (
        <p
          role="note"
          className="rounded border border-red-300 bg-red-50 p-3 text-sm"
          data-testid="member-prices-ended"
        >
          {view.memberPricesEnded}
        </p>
      ) : null}
      {view.gatedNotice ? <GatedNotice notice={view.gatedNotice} onAnswer={onAnswer} /> : null}
    </>
  );
}

function FreeShipping({progress}: {progress: NonNullable<BagView['freeShipping']>}) {
  return (
    <div className="space-y-1">
      <p className="text-sm font-semibold">{progress.offer}</p>
      <p className="text-sm">{progress.status}</p>
      <div className="h-1.5 overflow-hidden rounded bg-neutral-200" aria-hidden="true">
        <div className="h-full bg-green-700" style={{width: `${Math.round(progress.progress * 100)}%`}} />
      </div>
    </div>
  );
}

function SavingsCapNote({cap}: {cap: NonNullable<BagView['savingsCap']>}) {
  return (
    <div
      role="note"
      className="space-y-1 rounded border border-neutral-200 p-3 text-sm"
      data-testid="savings-cap"
    >
      <p className="font-semibold">{cap.title}</p>
      <p>{cap.text}</p>
      {cap.capReached ? <p className="font-semibold">{cap.capReached}</p> : null}
      {cap.learnMore ? <SiteLink link={cap.learnMore} className="underline" /> : null}
    </div>
  );
}

function GiftNote({gift}: {gift: NonNullable<BagView['gift']>}) {
  return (
    <p className="flex items-center gap-3 rounded border border-neutral-200 p-3 text-sm">
      <span
        className="rounded px-2 py-0.5 text-xs font-semibold text-white"
        style={{backgroundColor: gift.badgeBackground}}
        aria-hidden="true"
      >
        ★
      </span>
      <span>{gift.text}</span>
    </p>
  );
}

function GatedNotice({
  notice,
  onAnswer,
}: {
  notice: NonNullable<BagView['gatedNotice']>;
  onAnswer(answer: Answer): void;
}) {
  const localize = useLocalizePath();
  const redirectField = useRedirectField();
  return (
    <div role="note" className="space-y-2 rounded border border-red-300 bg-red-50 p-3 text-sm">
      <p className="font-semibold">{notice.header}</p>
      {notice.body ? <p>{notice.body}</p> : null}
      <CartForm route={localize('/cart')} action={BAG_ACTIONS.RemoveGatedLines} fetcherKey="bag-gated">
        {(fetcher: FetcherWithComponents<Answer>) => (
          <>
            <AnswerListener fetcher={fetcher} onAnswer={onAnswer} />
            {redirectField}
            <button type="submit" className="font-semibold underline" disabled={fetcher.state !== 'idle'}>
              {notice.removeLabel}
            </button>
          </>
        )}
      </CartForm>
    </div>
  );
}
