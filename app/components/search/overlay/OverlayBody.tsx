import {useEffect, useRef} from 'react';
import type {SearchClientConfig} from '~/lib/search/config';
import {OverlayForm} from './OverlayForm';
import {listIdOf, OverlayResults} from './OverlayResults';
import {useOverlayAutocomplete} from './use-overlay-autocomplete';

/** The input gets focus once the panel has arrived (its fade-in). */
const FOCUS_DELAY_MS = 200;

/** The open overlay with the search service at hand: the search field and its results. */
export function OverlayBody({config, onClose}: {config: SearchClientConfig; onClose: () => void}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {autocomplete, state, searchFailed} = useOverlayAutocomplete(config, onClose);

  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const collections = (state?.collections ?? []).filter((collection) => collection.items.length > 0);
  return (
    <div className="flex min-h-0 flex-col">
      <OverlayForm
        autocomplete={autocomplete}
        query={state?.query ?? ''}
        listIds={collections.map((collection) => listIdOf(collection.source.sourceId))}
        inputRef={inputRef}
        formRef={formRef}
        onClose={onClose}
      />
      <OverlayResults
        autocomplete={autocomplete}
        state={state}
        searchFailed={searchFailed}
        collections={collections}
        config={config}
        formRef={formRef}
      />
    </div>
  );
}
