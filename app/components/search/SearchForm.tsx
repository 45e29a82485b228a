import {Form} from '@remix-run/react';
import {useId} from 'react';
import {useLocalizePath} from '~/lib/use-market';
import {SEARCH_QUERY_MAX_LENGTH} from '~/lib/search/search-params';
import {fillText, type SearchTexts} from './search-texts';

/**
 * A plain GET form to the results page, refilled from `q` (shell §2). It works
 * before hydration; a new search starts again at page 1.
 */
export function SearchForm({query, texts}: {query: string; texts: SearchTexts}) {
  const localize = useLocalizePath();
  const inputId = useId();
  return (
    <Form method="get" action={localize('/search')} role="search" className="flex max-w-2xl gap-2">
      <label htmlFor={inputId} className="sr-only">
        {texts.inputLabel}
      </label>
      <input
        // A new query from a link or the back button refills the input.
        key={query}
        id={inputId}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={fillText(texts.placeholder)}
        enterKeyHint="search"
        autoComplete="off"
        className="h-12 min-w-0 flex-1 rounded border border-neutral-400 px-4 text-base"
      />
      <button type="submit" className="h-12 rounded bg-neutral-900 px-6 font-medium text-white">
        {texts.submit}
      </button>
    </Form>
  );
}
