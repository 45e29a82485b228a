import {MarketLink} from '~/components/ui/links';
import type {BagView} from '~/lib/cart/bag-view';
import {useT} from '~/lib/i18n/i18n';
import type {Answer} from './bag-forms';
import {BagStatus} from './BagStatus';

/** An empty bag: the last outcome (a removal, say), content's title and links to shop on. */
export function EmptyBag({view, status}: {view: BagView; status: Answer | null}) {
  const t = useT();
  return (
    <div className="space-y-4 py-8 text-center">
      <BagStatus status={status} busy={false} />
      <p className="text-xl font-semibold">{view.emptyBag.title}</p>
      {view.emptyBag.subtitle ? <p className="text-neutral-600">{view.emptyBag.subtitle}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        {view.emptyBag.links.length > 0 ? (
          view.emptyBag.links.map((link) => (
            <MarketLink
              key={link.url}
              to={link.url}
              className="rounded border border-neutral-900 px-4 py-2 font-semibold"
            >
              {link.text}
            </MarketLink>
          ))
        ) : (
          <MarketLink to="/" className="rounded border border-neutral-900 px-4 py-2 font-semibold">
            {t('cart.continueShopping')}
          </MarketLink>
        )}
      </div>
    </div>
  );
}
