import {useLocation, useNavigate} from '@remix-run/react';
import {useCallback, useMemo} from 'react';
import {
  searchWithChoice,
  selectedVariant,
  selectionFromParams,
  withPreselection,
  type Selection,
  type VariantView,
} from '~/lib/product/variant-selection';
import type {ProductView} from '~/lib/product/types';

export interface ProductSelection {
  selection: Selection;
  variant: VariantView | null;
  choose(option: string, value: string): void;
}

/**
 * The shopper's choices live in the address (`?Size=M`), so they survive a reload and
 * going back. Choosing replaces the current history entry without reloading the page's
 * data (see the route's `shouldRevalidate`).
 */
export function useProductSelection(product: Pick<ProductView, 'options' | 'variants'>): ProductSelection {
  const {search} = useLocation();
  const navigate = useNavigate();
  const {options, variants} = product;
  const selection = useMemo(() => {
    const params = [...new URLSearchParams(search)].map(([name, value]) => ({name, value}));
    return withPreselection(options, variants, selectionFromParams(options, params));
  }, [search, options, variants]);
  const variant = useMemo(
    () => selectedVariant(options, variants, selection),
    [options, variants, selection],
  );
  const choose = useCallback(
    (option: string, value: string) =>
      navigate(searchWithChoice(search, option, value), {replace: true, preventScrollReset: true}),
    [navigate, search],
  );
  return {selection, variant, choose};
}
