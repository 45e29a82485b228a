import {reportError, type ErrorCode} from '~/lib/errors';
import {bagIn, type Bag, type CartAnswer} from './bag.server';
import type {BagMessage} from './bag-status';
import {messageForResult} from './codes';

/**
 * A bag change as the platform answered it. Hydrogen's cart handler gives every mutation the
 * bag's whole fragment, so the answer is the bag: nothing reads it again after a change.
 */
export interface BagChange {
  message: BagMessage;
  /** The bag after the change; null when no answer carries one (refused, or not reached). */
  bag: Bag | null;
  /** The platform refused the change (user errors): the bag, when it came back, is as it was. */
  refused?: true;
  /**
   * What a refusal named as gone: the bag itself (expired, completed) or one of the lines the
   * change named (removed in another tab, a second click). The caller may then look again.
   */
  missing?: 'cart' | 'line';
}

/**
 * Runs one cart mutation: its bag, and the shopper's message (`done` when it went through,
 * else the first error's or warning's). A failure to reach the cart is reported (`code`) and
 * answered `failed` (`updateFailed` for changes to an existing bag's lines and attributes).
 */
export async function runChange(
  done: BagMessage,
  code: ErrorCode,
  run: () => Promise<CartAnswer>,
  unreachable: BagMessage = 'updateFailed',
): Promise<BagChange> {
  let answer: CartAnswer;
  try {
    answer = await run();
  } catch (error) {
    reportError(code, error);
    return {message: unreachable, bag: null};
  }
  const bag = bagIn(answer);
  const userErrors = Array.isArray(answer.userErrors) ? answer.userErrors : [];
  if (bag && userErrors.length === 0) return {message: messageForResult(answer, done), bag};
  // Refused: the user errors say why. No bag back means refused even without an error code.
  const missing = missingIn(userErrors);
  return {
    message: messageForResult({
      userErrors,
      errors: Array.isArray(answer.errors) && answer.errors.length > 0 ? answer.errors : [{}],
    }),
    bag,
    refused: true,
    ...(missing ? {missing} : {}),
  };
}

/**
 * Whether a refusal names the bag (`cartId`) or a line (`lines.N.id` of an update, `lineIds.N`
 * of a removal) as unknown: the input paths the Storefront API's user errors point at.
 */
function missingIn(userErrors: unknown[]): BagChange['missing'] | null {
  const fields = userErrors.map((error: unknown) =>
    Array.isArray((error as {field?: unknown})?.field) ? (error as {field: unknown[]}).field.map(String) : [],
  );
  if (fields.some(([first]) => first === 'cartId')) return 'cart';
  const namesLine = ([first, , last]: string[]) =>
    first === 'lineIds' || (first === 'lines' && last === 'id');
  return fields.some(namesLine) ? 'line' : null;
}
