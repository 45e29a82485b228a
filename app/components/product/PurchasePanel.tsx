import {Suspense, useContext, useEffect} from 'react';
import {LazySection, lazyWithPreload} from '~/page-weight';
import {whenIdle} from '~/lib/when-idle';
import {providerMissingError} from '~/lib/errors';
import {I18nProvider} from '~/lib/i18n/i18n';
import type {PurchasePart} from '~/lib/product/types';
import {AddToBag} from './AddToBag';
import {ProductSummary} from './ProductSummary';
import {SizeGuide} from './SizeGuide';
import {VariantPicker} from './VariantPicker';
import {PurchaseContext, type PurchasePanelProps} from './purchase-context';
import {useProductSelection} from './use-product-selection';

const FamilySwatches = lazyWithPreload(() =>
  import('./SwatchList').then((module) => module.FamilySwatchesSection),
);
const BackInStockForm = lazyWithPreload(() =>
  import('./BackInStockForm').then((module) => module.BackInStockForm),
);
const ThirdPartyPlacements = lazyWithPreload(() =>
  import('./ThirdPartyPlacements').then((module) => module.ThirdPartyPlacements),
);

/**
 * The purchase column as a section of the page: its texts, placements and length unit from the
 * section (the same for every product alike), its data from the page.
 */
export function PurchasePanelSection({messages, widgets, lengthUnit}: PurchasePart) {
  const props = useContext(PurchaseContext);
  if (!props) throw providerMissingError('PurchasePanelSection', 'PurchaseContext');
  return (
    <I18nProvider messages={messages}>
      <PurchasePanel {...props} widgets={widgets} lengthUnit={lengthUnit} />
    </I18nProvider>
  );
}

/**
 * The purchase column's top: summary and price, the family's colours, the option groups, the
 * size guide, quantity and "Add to bag", back in stock and the pay-later placements. The
 * variant chosen lives here (in the address). Without JavaScript its forms work as they are.
 */
function PurchasePanel(props: PurchasePanelProps & Omit<PurchasePart, 'messages'>) {
  const {product} = props;
  const {selection, variant, choose} = useProductSelection(product);
  useEffect(() => whenIdle(() => void ThirdPartyPlacements.preload()), []);
  const missingOptions = product.options
    .filter((option) => !(option.name in selection))
    .map((option) => option.name);
  const sizes =
    product.options.find((option) => option.kind === 'size')?.values.map((value) => value.value) ?? [];
  const priced = variant ?? product.variants[0];
  return (
    <div className="space-y-6">
      <ProductSummary product={product} variant={variant} />
      <LazySection
        component={FamilySwatches}
        section={props.lists}
        fallback={<div className="mb-6 h-8" aria-hidden="true" />}
      />
      <VariantPicker product={product} selection={selection} onChoose={choose} />
      {product.sizeChart && sizes.length > 1 ? (
        <SizeGuide
          chart={product.sizeChart}
          sizes={sizes}
          unit={props.lengthUnit}
          details={product.details}
        />
      ) : null}
      <AddToBag
        variant={variant}
        productName={product.name}
        currencyCode={product.currencyCode}
        missingOptions={missingOptions}
        outcome={props.bagOutcome}
        productId={product.id}
        searchQueryId={props.searchQueryId}
      />
      {product.deliveryEstimate ? (
        <p className="text-sm text-neutral-700" data-testid="delivery-estimate">
          {product.deliveryEstimate}
        </p>
      ) : null}
      {variant && !variant.available && product.backInStockEnabled && props.backInStockToken ? (
        <Suspense fallback={null}>
          <BackInStockForm key={variant.id} variantId={variant.id} formToken={props.backInStockToken} />
        </Suspense>
      ) : null}
      {priced ? (
        <Suspense fallback={null}>
          <ThirdPartyPlacements
            widgets={props.widgets}
            amount={priced.price}
            currencyCode={product.currencyCode}
            fractionDigits={product.fractionDigits}
            sku={variant?.sku ?? null}
            productType={product.productType}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
