import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import {bagStatusFrom, type AddToBagMessage} from './bag-status';

export interface BagOutcome {
  message: AddToBagMessage;
  text: string;
}

/** An add's outcome in the market's language, so pages need not carry every bag text. */
export function bagOutcome(message: AddToBagMessage, locale: string): BagOutcome {
  return {message, text: createTranslator(messagesFor(locale, ['cart']), locale)(`cart.${message}`)};
}

/** The outcome a plain form post came back with (`?bag=`), or null. */
export function bagOutcomeText(url: URL, locale: string): BagOutcome | null {
  const message = bagStatusFrom(url.search);
  return message ? bagOutcome(message, locale) : null;
}
