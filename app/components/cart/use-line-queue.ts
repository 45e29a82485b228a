import {useFetcher} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {useEffect, useRef, useState} from 'react';
import type {BagLineView, BagView} from '~/lib/cart/bag-view';
import {useLocalizePath} from '~/lib/market-context';
import type {Answer} from './bag-forms';
import {publishBagAnswer} from './bag-store';

/** The quantity the shopper asked for per line id, until the bag confirms it. */
type Targets = Record<string, number>;

/**
 * One queue of quantity changes for the whole bag. Quantities change at once on screen and
 * reach the server one request at a time: fast clicks on "+" only move the wanted quantity,
 * and the next request carries the latest, so the bag ends at exactly what the shopper chose
 * and a removed line never comes back.
 */
export function useLineQueue(view: BagView) {
  const localize = useLocalizePath();
  const fetcher = useFetcher<Answer>({key: 'bag-lines'});
  const {submit} = fetcher;
  const [targets, setTargets] = useState<Targets>({});
  const sent = useRef<{id: string; quantity: number} | null>(null);

  useEffect(() => {
    if (fetcher.state !== 'idle') return;
    // The answer is the bag: taken now, it is what the next render shows.
    if (fetcher.data) publishBagAnswer(fetcher.data);
    const serverQuantity = (id: string) => view.lines.find((line) => line.id === id)?.quantity ?? 0;
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
    void submit(
      {
        [CartForm.INPUT_NAME]: JSON.stringify({
          action: CartForm.ACTIONS.LinesUpdate,
          inputs: {lines: [{id, quantity, ...(line ? {merchandiseId: line.merchandiseId} : {})}]},
        }),
      },
      {method: 'post', action: localize('/cart')},
    );
  }, [fetcher.state, fetcher.data, submit, localize, targets, view.lines]);

  return {
    fetcher,
    busy: fetcher.state !== 'idle' || Object.keys(targets).length > 0,
    quantityOf: (line: BagLineView) => targets[line.id] ?? line.quantity,
    set: (line: BagLineView, quantity: number) =>
      setTargets((current) => ({...current, [line.id]: Math.max(0, quantity)})),
  };
}
