import type {KeyboardEvent, MouseEvent} from 'react';
import {useCurrentRefinements, useInstantSearch, useRefinementList} from 'react-instantsearch';
import {CloseIcon} from '~/components/ui/icons';
import {useT} from '~/lib/i18n/i18n';
import {FACETS, type FacetAttribute} from '~/lib/search/config';
import {facetValueLabel} from '~/lib/search/facet-values';
import {fromIndexUiState} from '~/lib/search/listing-params';
import {useListingContext} from './ListingSearch';

/** Facet values come in many (sizes, waists, shoe sizes); a list shows them all, ordered by the index. */
const FACET_VALUE_LIMIT = 100;

/** A plain click (no modifier, main button): the list handles it in place instead of loading the link. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Every filter of the list, one group per facet, each value a link to the filtered address: it
 * works before the page's code arrives (a normal page load) and afterwards refines in place.
 * Each value is announced as a checkbox with its product count.
 */
export function FacetPanel({idPrefix}: {idPrefix: string}) {
  return (
    <div className="divide-y divide-neutral-200">
      {FACETS.map((facet) => (
        <FacetGroup
          key={facet.attribute}
          attribute={facet.attribute}
          label={facet.label}
          idPrefix={idPrefix}
        />
      ))}
    </div>
  );
}

/** Registers every facet without drawing it: the server's first pass, to learn the requests. */
export function FacetState() {
  return (
    <>
      {FACETS.map((facet) => (
        <FacetGroup key={facet.attribute} attribute={facet.attribute} label={facet.label} idPrefix="" />
      ))}
    </>
  );
}

function FacetGroup({
  attribute,
  label,
  idPrefix,
}: {
  attribute: FacetAttribute;
  label: (typeof FACETS)[number]['label'];
  idPrefix: string;
}) {
  const {items, refine, createURL} = useRefinementList({attribute, limit: FACET_VALUE_LIMIT});
  const {collectOnly} = useListingContext();
  const t = useT();
  if (collectOnly || items.length === 0) return null;
  const headingId = `${idPrefix}-facet-${attribute}`;
  const refined = items.some((item) => item.isRefined);
  return (
    <details className="group py-3" open={refined || attribute === 'color_group' || attribute === 'category'}>
      <summary className="flex cursor-pointer list-none items-center justify-between py-1 font-medium">
        <span id={headingId}>{t(label)}</span>
        <span aria-hidden="true" className="text-neutral-500 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul aria-labelledby={headingId} className="mt-2 space-y-1">
        {items.map((item) => (
          <li key={item.value}>
            <a
              href={createURL(item.value)}
              role="checkbox"
              aria-checked={item.isRefined}
              rel="nofollow"
              data-facet={attribute}
              data-value={item.value}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                refine(item.value);
              }}
              onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
                if (event.key !== ' ') return;
                event.preventDefault();
                refine(item.value);
              }}
              className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-neutral-100"
            >
              <span
                aria-hidden="true"
                className={`inline-flex h-4 w-4 shrink-0 items-center justify-center rounded-sm border ${
                  item.isRefined ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-500'
                }`}
              >
                {item.isRefined ? '✓' : null}
              </span>
              {attribute === 'color_group' ? <ColourDot group={item.value} /> : null}
              <span className="capitalize">{facetValueLabel(t, attribute, item.value, item.label)}</span>
              <span className="ms-auto text-neutral-600">
                <span className="sr-only">, </span>
                {t('search.valueCount', {count: item.count})}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** What each colour group's swatch is painted with. */
const COLOUR_GROUP_PAINT: Record<string, string> = {
  black: '#111111',
  blue: '#2f5d9e',
  brown: '#6b4a2f',
  camo: 'repeating-linear-gradient(45deg,#4b5320 0 3px,#8a7f56 3px 6px)',
  green: '#3f7d4a',
  grey: '#9a9a9a',
  'natural / tan': '#d2b48c',
  orange: '#e0782a',
  pink: '#e58fb1',
  red: '#c0392b',
  purple: '#7b4fa0',
  'yellow / gold': '#e3b826',
};

export function ColourDot({group, className = 'h-4 w-4'}: {group: string; className?: string}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-full border border-neutral-300 ${className}`}
      style={{background: COLOUR_GROUP_PAINT[group] ?? '#e5e5e5'}}
    />
  );
}

/** The chosen filters as removable chips, and "Clear all". */
export function CurrentRefinements() {
  const {items, refine, createURL} = useCurrentRefinements();
  // "Clear all" from the list's own state, not InstantSearch's clear-refinements connector:
  // between a change and its results that connector can hold the chosen filters without what
  // clearing them leaves, and its `createURL` then throws.
  const {indexUiState, setIndexUiState} = useInstantSearch();
  const {collectOnly, router, indexName} = useListingContext();
  const t = useT();
  if (collectOnly || items.length === 0) return null;
  const cleared = {...fromIndexUiState(indexUiState, indexName), refinements: {}, page: 1};
  return (
    <ul className="mb-4 flex flex-wrap items-center gap-2" aria-label={t('search.chosenFilters')}>
      {items.flatMap((item) =>
        item.refinements.map((refinement) => {
          const label = facetValueLabel(t, item.attribute, String(refinement.value), refinement.label);
          return (
            <li key={`${item.attribute}:${refinement.value}`}>
              <a
                href={createURL(refinement)}
                rel="nofollow"
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  refine(refinement);
                }}
                className="inline-flex items-center gap-1 rounded-full border border-neutral-400 px-3 py-1 text-sm capitalize hover:bg-neutral-100"
              >
                {label}
                <CloseIcon width={14} height={14} aria-hidden="true" />
                <span className="sr-only">{t('search.removeFilter', {value: label})}</span>
              </a>
            </li>
          );
        }),
      )}
      <li>
        <a
          href={router.listingURL(cleared)}
          rel="nofollow"
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            setIndexUiState(({refinementList: _chosen, page: _page, ...kept}) => kept);
          }}
          className="text-sm underline"
        >
          {t('search.clearAll')}
        </a>
      </li>
    </ul>
  );
}
