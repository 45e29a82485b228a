import {Form} from '@remix-run/react';
import {useId} from 'react';
import {BRAND_NAME} from '~/lib/brand';
import {useT} from '~/lib/i18n/i18n';
import {useLocalizePath} from '~/lib/market-context';
import {SEARCH_QUERY_MAX_LENGTH} from '~/lib/search/search-params';

/**
 * A plain GET form to the results page, refilled from `q`. It works
 * before hydration; a new search starts again at page 1.
 */
export function SearchForm({query}: {query: string}) {
  const t = useT();
  const localize = useLocalizePath();
  const inputId = useId();
  return (
    <Form method="get" action={localize('/search')} role="search" className="flex max-w-2xl gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t('search.inputLabel')}
      </label>
      <input
        // A new query from a link or the back button refills the input.
        key={query}
        id={inputId}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={t('search.placeholder', {brand: BRAND_NAME})}
        enterKeyHint="search"
        autoComplete="off"
        className="h-12 min-w-0 flex-1 rounded border border-neutral-400 px-4 text-base"
      />
      <button type="submit" className="h-12 rounded bg-neutral-900 px-6 font-medium text-white">
        {t('search.submit')}
      </button>
    </Form>
  );
}
