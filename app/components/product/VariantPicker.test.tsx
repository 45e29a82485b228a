// @vitest-environment jsdom
import {cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {currentLocation, renderInShell} from '~/components/shell-fixtures';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider} from '~/lib/i18n/i18n';
import type {PricedVariant} from '~/lib/product/types';
import type {OptionView} from '~/lib/product/variant-selection';
import {AddToBag} from './AddToBag';
import {VariantPicker} from './VariantPicker';
import {useProductSelection} from './use-product-selection';

afterEach(cleanup);

const options: OptionView[] = [
  {name: 'Color', kind: 'colour', values: [{value: 'Black', swatchColor: '#111'}]},
  {name: 'Size', kind: 'size', values: [{value: 'XS'}, {value: 'M'}, {value: 'L'}]},
];
const variant = (id: string, size: string, available: boolean): PricedVariant => ({
  id: `gid://shopify/ProductVariant/${id}`,
  sku: id,
  options: ['Black', size],
  available,
  price: '68.0',
  compareAtPrice: null,
  priceText: '$68',
  compareAtText: null,
});
// L does not exist in black.
const product = {options, variants: [variant('1', 'XS', false), variant('2', 'M', true)]};

function Picker({shown}: {shown: typeof product}) {
  const {selection, variant: chosen, choose} = useProductSelection(shown);
  return (
    <>
      <VariantPicker product={shown} selection={selection} onChoose={choose} />
      <AddToBag
        variant={chosen}
        productName="Legging"
        currencyCode="USD"
        missingOptions={[]}
        outcome={null}
        productId="gid://shopify/Product/1"
        searchQueryId={null}
      />
    </>
  );
}

function renderPicker(path = '/products/legging', country: 'US' | 'AE' = 'US', shown = product) {
  renderInShell(
    <I18nProvider messages={messagesFor(country === 'AE' ? 'ar-AE' : 'en-US', ['product'])}>
      <Picker shown={shown} />
    </I18nProvider>,
    {path, country},
  );
}

/** The product as the Arabic store's Storefront answers: option names and colours in Arabic. */
function renderArabic() {
  const arabic = {
    options: [
      {name: 'اللون', kind: 'colour' as const, values: [{value: 'أسود', swatchColor: '#111'}]},
      {name: 'المقاس', kind: 'size' as const, values: options[1].values},
    ],
    variants: product.variants.map((entry) => ({...entry, options: ['أسود', entry.options[1]]})),
  };
  renderPicker('/ar-ae/products/legging', 'AE', arabic);
}

describe('VariantPicker', () => {
  it('offers sizes as a radio group read by their long names, with sold-out and missing ones said so', async () => {
    renderPicker();
    const sizes = await screen.findByRole('group', {name: 'Size'});
    expect(within(sizes).getByRole('radio', {name: 'Extra small (sold out)'})).toBeEnabled();
    expect(within(sizes).getByRole('radio', {name: 'Medium'})).not.toBeChecked();
    expect(within(sizes).getByRole('radio', {name: 'Large (not available)'})).toBeDisabled();
    // The single colour is chosen for the shopper and said in words, named as the Storefront names it.
    expect(screen.getByText('Color:')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Add to bag'})).toBeDisabled();
  });

  it('puts the choice in the address, keeping other parameters, and enables Add to bag', async () => {
    renderPicker('/products/legging?collection=women');
    fireEvent.click(await screen.findByRole('radio', {name: 'Medium'}));
    await waitFor(() => expect(currentLocation().search).toBe('?collection=women&Size=M'));
    expect(screen.getByRole('radio', {name: 'Medium'})).toBeChecked();
    expect(screen.getByRole('button', {name: 'Add to bag'})).toBeEnabled();
  });

  it('reads the choice back from the address', async () => {
    renderPicker('/products/legging?Size=XS');
    expect(await screen.findByRole('radio', {name: 'Extra small (sold out)'})).toBeChecked();
    expect(screen.getByRole('button', {name: 'Sold out'})).toBeDisabled();
  });

  it('speaks Arabic on the Arabic store, with the option names the Storefront gives in Arabic', async () => {
    renderArabic();
    const sizes = await screen.findByRole('group', {name: 'المقاس'});
    expect(within(sizes).getByRole('radio', {name: 'متوسط'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'أضِف إلى الحقيبة'})).toBeDisabled();
  });
});
