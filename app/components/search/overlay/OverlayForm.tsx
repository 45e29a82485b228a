import type {RefObject} from 'react';
import {CloseIcon, SearchIcon} from '~/components/ui/icons';
import {BRAND_NAME} from '~/lib/brand';
import {useT} from '~/lib/i18n/i18n';
import {SEARCH_LIMITS} from '~/lib/search/config';
import {truncateQuery} from '~/lib/search/search-params';
import type {OverlayAutocomplete} from './create-overlay-autocomplete';

/**
 * The overlay's search field, an ARIA 1.2 combobox controlling one listbox per group, with
 * its clear and cancel buttons.
 */
export function OverlayForm({
  autocomplete,
  query,
  listIds,
  inputRef,
  formRef,
  onClose,
}: {
  autocomplete: OverlayAutocomplete;
  query: string;
  listIds: string[];
  inputRef: RefObject<HTMLInputElement>;
  formRef: RefObject<HTMLFormElement>;
  onClose: () => void;
}) {
  const t = useT();
  const inputProps = autocomplete.getInputProps({
    inputElement: inputRef.current,
    maxLength: SEARCH_LIMITS.queryLength,
  });
  return (
    <form
      ref={formRef}
      {...autocomplete.getFormProps({inputElement: inputRef.current})}
      className="flex items-center gap-2"
    >
      <label {...autocomplete.getLabelProps({})} className="sr-only">
        {t('search.inputLabel')}
      </label>
      <div className="relative flex flex-1 items-center">
        <SearchIcon className="pointer-events-none absolute start-3 text-neutral-500" aria-hidden="true" />
        <input
          ref={inputRef}
          {...inputProps}
          onKeyDown={(event) => {
            // Escape closes the overlay (Autocomplete would only close its panel).
            if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
              return;
            }
            inputProps.onKeyDown(event);
          }}
          onChange={(event) => {
            // A paste longer than the limit is cut to it, never refused.
            event.currentTarget.value = truncateQuery(event.currentTarget.value);
            inputProps.onChange(event);
          }}
          role="combobox"
          aria-expanded={listIds.length > 0}
          aria-haspopup="listbox"
          aria-autocomplete="list"
          aria-controls={listIds.length > 0 ? listIds.join(' ') : undefined}
          aria-activedescendant={inputProps['aria-activedescendant']}
          placeholder={t('search.placeholder', {brand: BRAND_NAME})}
          className="h-12 w-full rounded-full border border-neutral-400 bg-white pe-11 ps-10 text-base [&::-webkit-search-cancel-button]:hidden"
        />
        {query ? (
          <button
            type="reset"
            aria-label={t('search.clearInput')}
            className="absolute end-1 inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-neutral-100"
          >
            <CloseIcon width={18} height={18} />
          </button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => {
          autocomplete.setQuery('');
          autocomplete.refresh();
          inputRef.current?.focus();
        }}
        className="hidden h-10 px-2 text-sm underline sm:inline-flex sm:items-center"
      >
        {t('search.clear')}
      </button>
      <button type="button" onClick={onClose} className="h-10 px-2 text-sm sm:hidden">
        {t('search.cancel')}
      </button>
    </form>
  );
}
