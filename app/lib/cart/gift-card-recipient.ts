/**
 * A gift card sent to someone else: the bag line carries the recipient as line attributes,
 * under the names Shopify's checkout reads for gift card recipients (`Recipient email`,
 * `Message`, and `__shopify_send_gift_card_to_recipient` switching it on), plus `From`, the
 * sender's name, which the order shows with the others. Switching it off removes them all.
 */

const SEND_KEY = '__shopify_send_gift_card_to_recipient';
const RECIPIENT_EMAIL_KEY = 'Recipient email';
const MESSAGE_KEY = 'Message';
const FROM_KEY = 'From';

/** Shopify's gift card message limit; a sender's name gets a generous line. */
export const GIFT_MESSAGE_MAX = 200;
export const GIFT_FROM_MAX = 100;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface GiftCardRecipient {
  send: boolean;
  from: string;
  recipientEmail: string;
  message: string;
}

type Attribute = {key: string; value?: string | null};

/** What a gift card line's attributes say about its recipient. */
export function recipientFromAttributes(attributes: readonly Attribute[]): GiftCardRecipient {
  const value = (key: string) => attributes.find((a) => a.key === key)?.value ?? '';
  return {
    send: value(SEND_KEY) === 'on',
    from: value(FROM_KEY),
    recipientEmail: value(RECIPIENT_EMAIL_KEY),
    message: value(MESSAGE_KEY),
  };
}

/**
 * The line attribute updates for a submitted form (an empty value removes the key), or null
 * when sending is asked for without a usable recipient e-mail, or a field is too long.
 */
export function recipientAttributes(
  inputs: Record<string, unknown>,
): Array<{key: string; value: string}> | null {
  const text = (name: string) => (typeof inputs[name] === 'string' ? (inputs[name] as string).trim() : '');
  const send = inputs.sendAsGift === 'on' || inputs.sendAsGift === true || inputs.sendAsGift === 'true';
  if (!send) return [SEND_KEY, RECIPIENT_EMAIL_KEY, MESSAGE_KEY, FROM_KEY].map((key) => ({key, value: ''}));
  const recipientEmail = text('recipientEmail');
  const from = text('from');
  const message = text('message');
  if (recipientEmail.length > EMAIL_MAX || !EMAIL.test(recipientEmail)) return null;
  if (from.length > GIFT_FROM_MAX || message.length > GIFT_MESSAGE_MAX) return null;
  return [
    {key: SEND_KEY, value: 'on'},
    {key: RECIPIENT_EMAIL_KEY, value: recipientEmail},
    {key: FROM_KEY, value: from},
    {key: MESSAGE_KEY, value: message},
  ];
}
