import type {FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {useState, type ReactNode} from 'react';
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
            <Field id={id('email')} text={texts.recipientEmail}>
              {(props) => (
                <input
                  {...props}
                  name="recipientEmail"
                  type="email"
                  autoComplete="off"
                  required={send}
                  maxLength={254}
                  defaultValue={recipient.recipientEmail}
                />
              )}
            </Field>
            <Field id={id('from')} text={texts.from}>
              {(props) => (
                <input
                  {...props}
                  name="from"
                  type="text"
                  autoComplete="name"
                  maxLength={GIFT_FROM_MAX}
                  defaultValue={recipient.from}
                />
              )}
            </Field>
            <Field id={id('message')} text={texts.message}>
              {(props) => (
                <textarea
                  {...props}
                  name="message"
                  rows={2}
                  maxLength={GIFT_MESSAGE_MAX}
                  defaultValue={recipient.message}
                />
              )}
            </Field>
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

/** A labelled field: the control gets its id, placeholder and look from here. */
function Field({
  id,
  text,
  children,
}: {
  id: string;
  text: {label: string; placeholder?: string | null};
  children(props: {id: string; placeholder?: string; className: string}): ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm">
        {text.label}
      </label>
      {children({
        id,
        placeholder: text.placeholder ?? undefined,
        className: 'mt-1 block w-full rounded border border-neutral-400 px-3 py-2 text-sm',
      })}
    </div>
  );
}
