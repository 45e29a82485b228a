import type {FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {BAG_ACTIONS} from '~/lib/cart/bag-actions';
import type {BagLineView} from '~/lib/cart/bag-view';
import {useT} from '~/lib/i18n/i18n';
import {useLocalizePath} from '~/lib/market-context';
import {useRedirectField, type Answer} from './bag-forms';

/**
 * A member's switch for counting a line towards their community programme: a toggle button
 * (a plain form post without JavaScript) that shows the new state while the bag saves it.
 */
export default function CommunityToggle({line, on}: {line: BagLineView; on: boolean}) {
  const t = useT();
  const localize = useLocalizePath();
  const redirectField = useRedirectField();
  return (
    <CartForm
      route={localize('/cart')}
      action={BAG_ACTIONS.ToggleCommunity}
      inputs={{lineId: line.id, on: String(!on)}}
      fetcherKey={`bag-community-${line.id}`}
    >
      {(fetcher: FetcherWithComponents<Answer>) => {
        const pending = fetcher.state !== 'idle';
        const shown = pending ? !on : on;
        return (
          <>
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
