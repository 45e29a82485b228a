import {useEffect, useState} from 'react';
import {readRecentlyViewed, recordRecentlyViewed} from '~/lib/product/recently-viewed.client';

/**
 * Reads the shopper's recently viewed log in the browser (this product left out), then records
 * this visit at the front of it. Keyed by the customer (`rv-{userId}`) when signed in, else
 * `rv-guest`. The page loads the list's code only when this gives it something to show, so a
 * first visit never does.
 */
export function useEarlierViews(productId: string, handle: string, userId: string | null): string[] {
  const [earlier, setEarlier] = useState<string[]>([]);
  useEffect(() => {
    const ids = readRecentlyViewed(userId)
      .filter((entry) => entry.id !== productId)
      .map((entry) => entry.id);
    setEarlier((current) => (sameIds(current, ids) ? current : ids));
    recordRecentlyViewed(userId, {id: productId, handle, viewedAt: Date.now()});
  }, [productId, handle, userId]);
  return earlier;
}

function sameIds(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
