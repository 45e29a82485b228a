import {useLocation, useNavigate} from '@remix-run/react';
import {useCallback, useMemo, useState} from 'react';
import {
  searchWithChoice,
  selectedVariant,
  selectionFromParams,
  withPreselection,
  type OptionView,
  type Selection,
  type VariantView,
} from '~/lib/product/variant-selection';

interface ProductSelection<Variant extends VariantView> {
  selection: Selection;
  variant: Variant | null;
  choose(option: string, value: string): void;
}

/**
 * The shopper's choices live in the address (`?Size=M`), so they survive a reload and
 * going back. Choosing replaces the current history entry without reloading the page's
 * data (see the route's `shouldRevalidate`); until the address has changed the choice is
 * shown at once, so the radio the shopper pressed stays checked.
 */
export function useProductSelection<Variant extends VariantView>(product: {
  options: OptionView[];
  variants: Variant[];
}): ProductSelection<Variant> {
  const location = useLocation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<{from: string; search: string} | null>(null);
  // A choice counts only while the address it was made from is still the current one.
  const search = chosen && chosen.from === location.search ? chosen.search : location.search;
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
    (option: string, value: string) => {
      const next = searchWithChoice(search, option, value);
      setChosen({from: location.search, search: next});
      navigate(next, {replace: true, preventScrollReset: true});
    },
    [navigate, search, location.search],
  );
  return {selection, variant, choose};
}
