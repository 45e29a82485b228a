import type {FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {useState} from 'react';
import {useHydrated} from '~/components/product/use-hydrated';
import {BAG_ACTIONS} from '~/lib/cart/bag-actions';
import type {BagLineView, GiftCardFormView} from '~/lib/cart/bag-view';
import {GIFT_FROM_MAX, GIFT_MESSAGE_MAX} from '~/lib/cart/gift-card-recipient';
import {useLocalizePath} from '~/lib/market-context';
import {AnswerListener, useRedirectField, type Answer} from './bag-forms';

export interface GiftCardRecipientFormProps {
  line: BagLineView;
  texts: GiftCardFormView;
  onAnswer(answer: Answer): void;
}

/**
 * Sends a gift card line to someone by e-mail: a checkbox, then who it is from, the
 * recipient's e-mail and a message, saved on the line. Loaded only for bags with a gift
 * card. Without JavaScript every field shows and the checkbox decides.
 */
export default function GiftCardRecipientForm({line, texts, onAnswer}: GiftCardRecipientFormProps) {
  const localize = useLocalizePath();
  const redirectField = useRedirectField();
  const hydrated = useHydrated();
  const recipient = line.giftCard!;
  const [send, setSend] = useState(recipient.send);
  const id = (name: string) => `gift-card-${name}-${line.id.replace(/\W+/g, '-')}`;
  const field = 'mt-1 block w-full rounded border border-neutral-400 px-3 py-2 text-sm';
  return (
    <CartForm
      route={localize('/cart')}
      action={BAG_ACTIONS.SendGiftCard}
      inputs={{lineId: line.id}}
      fetcherKey={`bag-gift-card-${line.id}`}
    >
      {(fetcher: FetcherWithComponents<Answer>) => (
        <fieldset className="mt-2 space-y-2 rounded border border-neutral-200 p-3">
          <legend className="px-1 text-sm font-semibold">{texts.title}</legend>
          <AnswerListener fetcher={fetcher} onAnswer={onAnswer} />
          {redirectField}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="sendAsGift"
              checked={send}
              onChange={(event) => setSend(event.target.checked)}
              className="h-4 w-4"
            />
            {texts.checkboxLabel}
          </label>
          <div className="space-y-2" hidden={hydrated && !send}>
            <div>
              <label htmlFor={id('email')} className="text-sm">
                {texts.recipientEmail.label}
              </label>
              <input
                id={id('email')}
                name="recipientEmail"
                type="email"
                autoComplete="off"
                required={send}
                maxLength={254}
                defaultValue={recipient.recipientEmail}
                placeholder={texts.recipientEmail.placeholder ?? undefined}
                className={field}
              />
            </div>
            <div>
              <label htmlFor={id('from')} className="text-sm">
                {texts.from.label}
              </label>
              <input
                id={id('from')}
                name="from"
                type="text"
                autoComplete="name"
                maxLength={GIFT_FROM_MAX}
                defaultValue={recipient.from}
                placeholder={texts.from.placeholder ?? undefined}
                className={field}
              />
            </div>
            <div>
              <label htmlFor={id('message')} className="text-sm">
                {texts.message.label}
              </label>
              <textarea
                id={id('message')}
                name="message"
                rows={2}
                maxLength={GIFT_MESSAGE_MAX}
                defaultValue={recipient.message}
                placeholder={texts.message.placeholder ?? undefined}
                className={field}
              />
            </div>
            {texts.bottomDescription ? (
              <p className="text-xs text-neutral-600">{texts.bottomDescription}</p>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="rounded border border-neutral-900 px-3 py-1.5 text-sm font-semibold disabled:opacity-50"
          >
            {texts.saveLabel}
          </button>
        </fieldset>
      )}
    </CartForm>
  );
}
