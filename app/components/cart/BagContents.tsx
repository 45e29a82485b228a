import {useFetcher, type FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {useEffect, useRef, useState} from 'react';
import {Price} from '~/components/product/Price';
import {MarketLink, SiteLink} from '~/components/ui/links';
import {LazySection, lazyWithPreload} from '~/page-weight';
import {BAG_ACTIONS} from '~/lib/cart/bag-actions';
import {checkoutFlagsJson} from '~/lib/experiments/checkout-flags';
import type {BagLineView, BagView} from '~/lib/cart/bag-view';
import {useT} from '~/lib/i18n/i18n';
import {useLocalizePath} from '~/lib/market-context';
import {AnswerListener, useAnswer, useRedirectField, type Answer} from './bag-forms';
import {publishBagAnswer, useBagView} from './bag-store';

/** Only bags with a gift card need its recipient form: its code loads when one is shown. */
const GiftCardRecipientForm = lazyWithPreload(() => import('./GiftCardRecipientForm').then((m) => m.default));

/** Only community members see the toggle: its code loads when one is shown. */
const CommunityToggle = lazyWithPreload(() => import('./CommunityToggle').then((m) => m.default));

const GOOD_OUTCOMES: ReadonlySet<string> = new Set([
  'added',
  'updated',
  'removed',
  'discountApplied',
  'discountRemoved',
  'gatedRemoved',
  'giftRecipientSaved',
]);

/** The quantity the shopper asked for per line id, until the bag confirms it. */
type Targets = Record<string, number>;

/**
 * The bag's lines and summary, on the bag page and in the drawer. Quantities change at once
 * on screen and reach the server one request at a time: fast clicks on "+" only move the
 * wanted quantity, and the next request carries the latest, so the bag ends at exactly
 * what the shopper chose and a removed line never comes back. Every control is a form that
 * also posts without JavaScript.
 */
export function BagContents({
  view: pageView,
  outcome,
  variant,
}: {
  view: BagView;
  /** The outcome a plain form post came back with. */
  outcome: Answer | null;
  variant: 'page' | 'drawer';
}) {
  const t = useT();
  // After a press, the bag is the one the action answered with.
  const view = useBagView(pageView);
  const lines = useLineQueue(view);
  const [status, setStatus] = useState<Answer | null>(outcome);
  useAnswer(lines.fetcher, setStatus);
  const visible = view.lines.filter((line) => lines.quantityOf(line) > 0);

  if (view.unavailable)
    return (
      <BagStatus status={{message: 'serviceUnavailable', text: t('cart.serviceUnavailable')}} busy={false} />
    );
  if (visible.length === 0) return <EmptyBag view={view} status={status} />;

  return (
    <div className={variant === 'page' ? 'grid gap-8 lg:grid-cols-[1fr_22rem]' : 'flex flex-col gap-4'}>
      <div className="space-y-4">
        <BagStatus status={status} busy={lines.busy} />
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
        {view.gatedNotice ? <GatedNotice notice={view.gatedNotice} onAnswer={setStatus} /> : null}
        <ul className="divide-y divide-neutral-200 border-y border-neutral-200" aria-label={t('cart.title')}>
          {visible.map((line) => (
            <BagLine
              key={line.id}
              line={line}
              quantity={lines.quantityOf(line)}
              onQuantity={(quantity) => lines.set(line, quantity)}
              finalSaleLabel={view.finalSaleLabel}
              giftCardForm={view.giftCardForm}
              onAnswer={setStatus}
            />
          ))}
        </ul>
      </div>
      <OrderSummary view={view} onAnswer={setStatus} />
    </div>
  );
}

/** One queue of quantity changes for the whole bag (see BagContents). */
function useLineQueue(view: BagView) {
  const localize = useLocalizePath();
  const fetcher = useFetcher<Answer>({key: 'bag-lines'});
  const [targets, setTargets] = useState<Targets>({});
  const sent = useRef<{id: string; quantity: number} | null>(null);
  const serverQuantity = (id: string) => view.lines.find((line) => line.id === id)?.quantity ?? 0;

  useEffect(() => {
    if (fetcher.state !== 'idle') return;
    // The answer is the bag: taken now, it is what the next render shows.
    if (fetcher.data) publishBagAnswer(fetcher.data);
    const settled = Object.entries(targets).filter(
      ([id, quantity]) =>
        quantity === serverQuantity(id) || (sent.current?.id === id && sent.current.quantity === quantity),
    );
    if (settled.length > 0) {
      // The bag answered the last request (or already holds what was asked): follow the bag.
      sent.current = null;
      setTargets((current) => {
        const next = {...current};
        for (const [id, quantity] of settled) if (next[id] === quantity) delete next[id];
        return next;
      });
      return;
    }
    const pending = Object.entries(targets)[0];
    if (!pending) return;
    const [id, quantity] = pending;
    const line = view.lines.find((l) => l.id === id);
    sent.current = {id, quantity};
    fetcher.submit(
      {
        [CartForm.INPUT_NAME]: JSON.stringify({
          action: CartForm.ACTIONS.LinesUpdate,
          inputs: {lines: [{id, quantity, ...(line ? {merchandiseId: line.merchandiseId} : {})}]},
        }),
      },
      {method: 'post', action: localize('/cart')},
    );
    // serverQuantity reads view.lines, listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, targets, view.lines]);

  return {
    fetcher,
    busy: fetcher.state !== 'idle' || Object.keys(targets).length > 0,
    quantityOf: (line: BagLineView) => targets[line.id] ?? line.quantity,
    set: (line: BagLineView, quantity: number) =>
      setTargets((current) => ({...current, [line.id]: Math.max(0, quantity)})),
  };
}

function BagStatus({status, busy}: {status: Answer | null; busy: boolean}) {
  const t = useT();
  const good = !status?.message || GOOD_OUTCOMES.has(status.message);
  return (
    <p role="status" className={`min-h-5 text-sm ${good ? 'text-green-800' : 'text-red-700'}`}>
      {busy ? t('cart.updating') : (status?.text ?? null)}
    </p>
  );
}

function BagLine({
  line,
  quantity,
  onQuantity,
  finalSaleLabel,
  giftCardForm,
  onAnswer,
}: {
  line: BagLineView;
  quantity: number;
  onQuantity(quantity: number): void;
  finalSaleLabel: string;
  giftCardForm: BagView['giftCardForm'];
  onAnswer(answer: Answer): void;
}) {
  const t = useT();
  const localize = useLocalizePath();
  const redirectField = useRedirectField();
  const update = JSON.stringify({
    action: CartForm.ACTIONS.LinesUpdate,
    inputs: {lines: [{id: line.id, quantity: line.quantity, merchandiseId: line.merchandiseId}]},
  });
  /** A plain form per control; with JavaScript the queue sends it instead. */
  const control = (value: number, label: string, content: React.ReactNode, className: string) => (
    <form
      method="post"
      action={localize('/cart')}
      onSubmit={(event) => {
        event.preventDefault();
        onQuantity(value);
      }}
    >
      <input type="hidden" name={CartForm.INPUT_NAME} value={update} />
      {redirectField}
      <button type="submit" name="setQuantity" value={value} aria-label={label} className={className}>
        {content}
      </button>
    </form>
  );
  const step = 'inline-flex h-10 w-10 items-center justify-center text-lg disabled:opacity-40';
  const image = line.imageUrl ? `${line.imageUrl}${line.imageUrl.includes('?') ? '&' : '?'}width=160` : null;

  return (
    <li className="flex gap-4 py-4" data-testid="bag-line">
      <div className="h-24 w-20 shrink-0 overflow-hidden bg-neutral-100">
        {image ? (
          <img
            src={image}
            alt=""
            width={80}
            height={100}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-start justify-between gap-3">
          <MarketLink to={`/products/${line.handle}`} className="font-semibold hover:underline">
            {line.title}
          </MarketLink>
          <span className="shrink-0" data-testid="line-total">
            <Price price={line.total} compareAt={line.memberPrice?.was} />
          </span>
        </div>
        {line.memberPrice ? (
          <p className="text-sm font-semibold text-red-700" data-testid="member-price">
            {line.memberPrice.label}
            {line.memberPrice.percentOff ? (
              <span className="font-normal"> ({line.memberPrice.percentOff})</span>
            ) : null}
          </p>
        ) : null}
        {line.options.length > 0 ? (
          <p className="text-sm text-neutral-600">
            {line.options.map((option) => `${option.name}: ${option.value}`).join(' · ')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2 text-xs">
          {line.gift ? (
            <span className="rounded bg-neutral-900 px-2 py-0.5 font-semibold text-white">
              {t('cart.giftLabel')}
            </span>
          ) : null}
          {line.finalSale ? (
            <span className="rounded border border-neutral-400 px-2 py-0.5">{finalSaleLabel}</span>
          ) : null}
        </div>
        {line.community !== null ? (
          <LazySection
            component={CommunityToggle}
            when="idle"
            props={{line, community: line.community, onAnswer}}
          />
        ) : null}
        {line.giftCard && giftCardForm ? (
          <LazySection
            component={GiftCardRecipientForm}
            when="idle"
            props={{line, texts: giftCardForm, onAnswer}}
          />
        ) : null}
        {line.gift ? (
          <p className="text-sm text-neutral-600">
            {t('cart.quantity')}: {line.quantity}
          </p>
        ) : (
          <div className="flex items-center justify-between gap-3 pt-1">
            <div
              className="inline-flex items-center rounded border border-neutral-300"
              role="group"
              aria-label={t('cart.quantity')}
            >
              {control(quantity - 1, t('cart.decrease', {title: line.title}), '−', step)}
              <span className="min-w-8 text-center" aria-live="polite" data-testid="line-quantity">
                {quantity}
              </span>
              {control(quantity + 1, t('cart.increase', {title: line.title}), '+', step)}
            </div>
            {control(0, t('cart.remove', {title: line.title}), t('cart.removeShort'), 'text-sm underline')}
          </div>
        )}
      </div>
    </li>
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

function DiscountCodes({view, onAnswer}: {view: BagView; onAnswer(answer: Answer): void}) {
  const t = useT();
  const localize = useLocalizePath();
  const redirectField = useRedirectField();
  const input = useRef<HTMLInputElement>(null);
  // The codes the bag holds go with every form, so a code is added or taken off in one call.
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

function OrderSummary({view, onAnswer}: {view: BagView; onAnswer(answer: Answer): void}) {
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

function EmptyBag({view, status}: {view: BagView; status: Answer | null}) {
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
