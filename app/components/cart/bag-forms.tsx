/** What the bag's forms share: the action's answer, and coming back without JavaScript. */
import {useLocation, type FetcherWithComponents} from '@remix-run/react';
import {useEffect, useRef} from 'react';
import {useHydrated} from '~/components/product/use-hydrated';
import {publishBagAnswer, type BagAnswer} from './bag-store';

/** An action's answer: the outcome, its text in the market's language, and the bag after it. */
export type Answer = BagAnswer;

/** Takes a fetcher's answer once it arrives: its bag is shown, its outcome handed on. */
export function useAnswer(fetcher: FetcherWithComponents<Answer>, onAnswer: (answer: Answer) => void) {
  const seen = useRef<Answer | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== seen.current) {
      seen.current = fetcher.data;
      publishBagAnswer(fetcher.data);
      if (fetcher.data.text) onAnswer(fetcher.data);
    }
  }, [fetcher.state, fetcher.data, onAnswer]);
}

/** Where a form posted without JavaScript comes back to. */
export function useRedirectField() {
  const hydrated = useHydrated();
  const {pathname, search} = useLocation();
  const back = `${pathname}${search.replace(/([?&])bag=[^&]*&?/, '$1').replace(/[?&]$/, '')}`;
  return hydrated ? null : <input type="hidden" name="redirectTo" value={back} />;
}

export function AnswerListener({
  fetcher,
  onAnswer,
}: {
  fetcher: FetcherWithComponents<Answer>;
  onAnswer(answer: Answer): void;
}) {
  useAnswer(fetcher, onAnswer);
  return null;
}
