import {useLocation, type FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {useEffect, useRef, useState} from 'react';
import {BagDrawer, openBagDrawer, opensDrawerAfterAdd} from '~/components/cart/bag-drawer-store';
import {publishBagAnswer, type BagAnswer} from '~/components/cart/bag-store';
import {preloadOnReach} from '~/components/ui/preload-on-reach';
import {MAX_LINE_QUANTITY} from '~/lib/cart/bag-status';
import {useT} from '~/lib/i18n/i18n';
import {useLocalizePath} from '~/lib/market-context';
import type {PricedVariant} from '~/lib/product/types';
import type {VariantView} from '~/lib/product/variant-selection';
import {PriceText} from './Price';
import {useHydrated} from './use-hydrated';
import {announceBagAdded} from '~/lib/analytics/bag-added';
import {isHydrated} from '~/lib/hydration';

/**
 * An add opens the drawer: its code starts loading when the shopper reaches for "Add to bag" (a
 * pointer over it, a touch, focus), so it is here before the add's answer, and a shopper who
 * only looks never loads it.
 */
const preloadDrawer = preloadOnReach(() => BagDrawer.preload());

/** One fetcher for the page's add-to-bag forms (the main one and the sticky bar on phones). */
const ADD_TO_BAG_FETCHER = 'add-to-bag';

/** The bag action's answer: the outcome, its text in the market's language, and the bag after it. */
type AddAnswer = BagAnswer;

/**
 * Quantity and "Add to bag" through Hydrogen's `CartForm` to the bag's action. With
 * JavaScript the form posts in the background, shows its pending state and the outcome,
 * and the header's count and the drawer follow from the answer; without it, it is a plain
 * post that comes back to this page with the outcome. On phones a bar with the button stays at the bottom once the
 * main button has scrolled away.
 */
export function AddToBag({
  variant,
  productName,
  currencyCode,
  missingOptions,
  outcome,
  productId,
  searchQueryId,
}: {
  variant: PricedVariant | null;
  productName: string;
  currencyCode: string;
  /** Labels of the options still to choose. */
  missingOptions: string[];
  /** The outcome a plain form post came back with. */
  outcome: AddAnswer | null;
  productId: string;
  /** The search that led to the product, if any: an add is credited to it. */
  searchQueryId: string | null;
}) {
  const t = useT();
  const localize = useLocalizePath();
  const [quantity, setQuantity] = useState(1);
  const button = useRef<HTMLDivElement>(null);
  const mainInView = useInView(button);
  const soldOut = variant !== null && !variant.available;
  const lines = variant ? [{merchandiseId: variant.id, quantity}] : [];
  const hint = missingOptions.length
    ? t('product.chooseOptions', {options: missingOptions.join(', ')})
    : null;

  return (
    <div className="space-y-3">
      <BagForm lines={lines}>
        {(fetcher) => (
          <>
            <QuantityStepper quantity={quantity} onChange={setQuantity} disabled={!variant || soldOut} />
            <div ref={button}>
              <SubmitButton
                fetcher={fetcher}
                variant={variant}
                describedBy={hint ? 'add-to-bag-hint' : undefined}
              />
            </div>
            {hint ? (
              <p id="add-to-bag-hint" className="text-sm text-neutral-600">
                {hint}
              </p>
            ) : null}
            <Outcome
              fetcher={fetcher}
              initial={outcome}
              onAdded={() => {
                if (!variant) return;
                announceBagAdded({
                  productId,
                  variantId: variant.id,
                  title: productName,
                  variantTitle: variant.options.join(' / '),
                  price: variant.price,
                  quantity,
                  sku: variant.sku,
                });
                if (!searchQueryId) return;
                // Its code loads only now: shoppers who did not come from search never fetch it.
                void import('~/lib/search/conversion.client')
                  .then(({reportAddedAfterSearch}) =>
                    reportAddedAfterSearch({
                      searchDataPath: localize('/api/search'),
                      productId,
                      queryID: searchQueryId,
                      price: Number(variant.price),
                      quantity,
                      currency: currencyCode,
                    }),
                  )
                  .catch(() => undefined);
              }}
            />
          </>
        )}
      </BagForm>
      {/* Rendered once the main button has scrolled away (never by the server: it starts hidden). */}
      {mainInView ? null : (
        <div
          className="fixed inset-x-0 bottom-0 z-20 border-t border-neutral-200 bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:hidden"
          data-testid="sticky-add-to-bag"
        >
          <div className="flex items-center gap-3">
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-semibold">{productName}</p>
              {variant ? <PriceText price={variant.priceText} /> : null}
            </div>
            <BagForm lines={lines}>
              {(fetcher) => <SubmitButton fetcher={fetcher} variant={variant} />}
            </BagForm>
          </div>
        </div>
      )}
    </div>
  );
}

function BagForm({
  lines,
  children,
}: {
  lines: Array<{merchandiseId: string; quantity: number}>;
  children: (fetcher: FetcherWithComponents<AddAnswer>, hydrated: boolean) => React.ReactNode;
}) {
  const localize = useLocalizePath();
  const {pathname, search} = useLocation();
  // A column taking over its server HTML after the page hydrated runs from its first render.
  const hydrated = useHydrated() || isHydrated();
  return (
    <CartForm
      route={localize('/cart')}
      action={CartForm.ACTIONS.LinesAdd}
      inputs={{lines}}
      fetcherKey={ADD_TO_BAG_FETCHER}
    >
      {(fetcher: FetcherWithComponents<AddAnswer>) => (
        <>
          {/* Before the page runs (or without JavaScript) the post is a page load: come back here.
              Once it runs the field stays, unsent, so a press made on the server's HTML and made
              again as the column takes over finds the same button. */}
          <input type="hidden" name="redirectTo" value={`${pathname}${search}`} disabled={hydrated} />
          {children(fetcher, hydrated)}
        </>
      )}
    </CartForm>
  );
}

function SubmitButton({
  fetcher,
  variant,
  describedBy,
}: {
  fetcher: FetcherWithComponents<AddAnswer>;
  variant: VariantView | null;
  describedBy?: string;
}) {
  const t = useT();
  const pending = fetcher.state !== 'idle';
  const soldOut = variant !== null && !variant.available;
  return (
    <button
      type="submit"
      disabled={!variant || soldOut || pending}
      aria-describedby={describedBy}
      {...preloadDrawer}
      className="h-12 w-full rounded bg-neutral-900 px-6 font-semibold text-white hover:bg-neutral-700 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600"
    >
      {pending ? t('product.adding') : soldOut ? t('product.soldOut') : t('product.addToBag')}
    </button>
  );
}

/**
 * The outcome of the last add, in words: from the fetcher, or from the page after a plain
 * post. The answer's bag becomes the one shown, and a successful add opens the bag drawer
 * with it (not on the bag page itself).
 */
function Outcome({
  fetcher,
  initial,
  onAdded,
}: {
  fetcher: FetcherWithComponents<AddAnswer>;
  initial: AddAnswer | null;
  onAdded(): void;
}) {
  const answer = fetcher.state === 'idle' ? (fetcher.data ?? initial) : null;
  const {pathname} = useLocation();
  const shown = useRef<AddAnswer | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || fetcher.data === shown.current) return;
    shown.current = fetcher.data;
    publishBagAnswer(fetcher.data);
    if (fetcher.data.message !== 'added') return;
    onAdded();
    if (opensDrawerAfterAdd(pathname)) openBagDrawer();
    // `shown` keeps it to once per answer, however often `onAdded` is a new function.
  }, [fetcher.state, fetcher.data, pathname, onAdded]);
  return (
    <p
      role="status"
      className={`text-sm ${answer?.message && answer.message !== 'added' ? 'text-red-700' : 'text-green-800'}`}
    >
      {answer?.text ?? null}
    </p>
  );
}

function QuantityStepper({
  quantity,
  onChange,
  disabled,
}: {
  quantity: number;
  onChange(quantity: number): void;
  disabled: boolean;
}) {
  const t = useT();
  const set = (value: number) => onChange(Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(value) || 1)));
  const step = 'inline-flex h-11 w-11 items-center justify-center text-lg disabled:opacity-40';
  return (
    <div className="flex items-center gap-3">
      <label htmlFor="add-to-bag-quantity" className="text-sm font-semibold">
        {t('product.quantity')}
      </label>
      <div className="inline-flex items-center rounded border border-neutral-300">
        <button
          type="button"
          className={step}
          aria-label={t('product.decreaseQuantity')}
          disabled={disabled || quantity <= 1}
          onClick={() => set(quantity - 1)}
        >
          −
        </button>
        <input
          id="add-to-bag-quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          value={quantity}
          disabled={disabled}
          onChange={(event) => set(Number(event.target.value))}
          className="h-11 w-12 border-x border-neutral-300 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={step}
          aria-label={t('product.increaseQuantity')}
          disabled={disabled || quantity >= MAX_LINE_QUANTITY}
          onClick={() => set(quantity + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}

/** Whether an element is on screen; true until the browser says otherwise. */
function useInView(element: React.RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const node = element.current;
    if (!node || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}
