import {useEffect, useState, useSyncExternalStore} from 'react';
import type {BagMessage} from '~/lib/cart/bag-status';
import type {BagView} from '~/lib/cart/bag-view';
import type {MessageBundle} from '~/lib/i18n/types';

/**
 * The bag in the browser after a press. Every bag action answers with the bag's view model
 * (built on the server, as small as the drawer renders), and the bag page, the drawer and the
 * header's count settle from that answer: no route loads again after a press. Whichever is
 * newer wins: the page's own data (a page load, a navigation) or the last answer.
 */

/** A bag action's answer. */
export interface BagAnswer {
  message?: BagMessage;
  /** The outcome in the market's language. */
  text?: string;
  /** The bag after the action; null when the action could not say (the page keeps its bag). */
  view?: BagView | null;
  /** An add's answer: the texts the drawer renders (it opens after an add). */
  messages?: MessageBundle;
}

export interface AnsweredBag {
  view: BagView;
  /** The drawer's texts, from the last add. */
  messages: MessageBundle | null;
  at: number;
}

/** Orders what the browser learns of the bag: answers and page data, by when they arrived. */
let clock = 0;
const arrivals = new WeakMap<object, number>();
function arrivalOf(value: object): number {
  let at = arrivals.get(value);
  if (at === undefined) {
    at = ++clock;
    arrivals.set(value, at);
  }
  return at;
}

let latest: AnsweredBag | null = null;
const listeners = new Set<() => void>();

/** Takes an action's answer (once; again is a no-op): its bag becomes the one shown. */
export function publishBagAnswer(answer: BagAnswer): void {
  if (arrivals.has(answer)) return;
  arrivalOf(answer);
  if (!answer.view) return;
  latest = {
    view: answer.view,
    messages: answer.messages ?? latest?.messages ?? null,
    at: arrivals.get(answer)!,
  };
  for (const listener of listeners) listener();
}

/**
 * Whether an answer has been taken. A fetcher's answer arrives in the render in which it turns
 * idle and is taken just after: a control showing its own pending state reads the answer
 * itself until then, so it never flips back for a frame.
 */
export const isPublished = (answer: BagAnswer): boolean => arrivals.has(answer);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The last answered bag (the drawer renders it); null before any, and on the server. */
export function useAnsweredBag(): AnsweredBag | null {
  return useSyncExternalStore(
    subscribe,
    () => latest,
    () => null,
  );
}

/** The bag to show: the page's own (`pageView`, its loader's) unless an answer came after it. */
export function useBagView(pageView: BagView): BagView {
  // Noted on the first render that sees it, before any answer can be compared with it.
  const arrived = arrivalOf(pageView);
  const answered = useAnsweredBag();
  return answered && answered.at > arrived ? answered.view : pageView;
}

/**
 * The bag's item count for the header: the root's (streamed after the page; `null` until it
 * arrives, and when the bag could not be read) or, when it came later, the last answer's.
 */
export function useBagCount(rootCart: Promise<{totalQuantity: number} | null> | undefined): number | null {
  const [root, setRoot] = useState<{count: number; at: number} | null>(null);
  useEffect(() => {
    let current = true;
    Promise.resolve(rootCart).then(
      (summary) => {
        if (current && summary !== undefined) setRoot({count: summary?.totalQuantity ?? 0, at: ++clock});
      },
      // No count when the bag could not be read; the bag page says why.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [rootCart]);
  const answered = useAnsweredBag();
  if (answered && (!root || answered.at > root.at)) return answered.view.totalQuantity;
  return root?.count ?? null;
}
