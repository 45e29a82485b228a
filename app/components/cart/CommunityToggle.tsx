import type {FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {BAG_ACTIONS} from '~/lib/cart/bag-actions';
import type {BagLineView} from '~/lib/cart/bag-view';
import {useT} from '~/lib/i18n/i18n';
import {useLocalizePath} from '~/lib/market-context';
import {AnswerListener, useRedirectField, type Answer} from './bag-forms';
import {isPublished} from './bag-store';

/**
 * A member's switch for counting a line towards their community programme: a toggle button
 * (a plain form post without JavaScript) that shows the new state while the bag saves it. It
 * sends the line's other attributes along, so the bag is changed in one call.
 */
export default function CommunityToggle({
  line,
  community,
  onAnswer,
}: {
  line: BagLineView;
  community: NonNullable<BagLineView['community']>;
  onAnswer(answer: Answer): void;
}) {
  const t = useT();
  const localize = useLocalizePath();
  const redirectField = useRedirectField();
  const {on} = community;
  return (
    <CartForm
      route={localize('/cart')}
      action={BAG_ACTIONS.ToggleCommunity}
      inputs={{lineId: line.id, on: String(!on), attributes: community.otherAttributes}}
      fetcherKey={`bag-community-${line.id}`}
    >
      {(fetcher: FetcherWithComponents<Answer>) => {
        const pending = fetcher.state !== 'idle';
        const answer = !pending && fetcher.data && !isPublished(fetcher.data) ? fetcher.data : null;
        const answered = answer?.view?.lines.find((l) => l.id === line.id)?.community?.on;
        const shown = pending ? !on : (answered ?? on);
        return (
          <>
            <AnswerListener fetcher={fetcher} onAnswer={onAnswer} />
            {redirectField}
            <button
              type="submit"
              aria-pressed={shown}
              disabled={pending}
              className="inline-flex items-center gap-2 text-sm"
            >
              <span
                aria-hidden="true"
                className={`inline-flex h-4 w-4 items-center justify-center rounded-sm border ${shown ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-500'}`}
              >
                {shown ? '✓' : ''}
              </span>
              {t('cart.community')}
            </button>
          </>
        );
      }}
    </CartForm>
  );
}
