// @vitest-environment jsdom
import {cleanup, fireEvent, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {renderInShell} from '~/components/shell-fixtures';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider} from '~/lib/i18n/i18n';
import {AddToBag} from './AddToBag';

const reportAddedAfterSearch = vi.fn(async () => undefined);
vi.mock('~/lib/search/conversion.client', () => ({reportAddedAfterSearch}));

afterEach(() => {
  cleanup();
  reportAddedAfterSearch.mockClear();
});

const QUERY_ID = 'a'.repeat(32);

function renderAddToBag(searchQueryId: string | null) {
  renderInShell(
    <I18nProvider messages={messagesFor('de-DE', ['product'])}>
      <AddToBag
        variant={{
          id: 'gid://shopify/ProductVariant/2',
          sku: 'L-M',
          options: ['Black', 'M'],
          available: true,
          price: '68.0',
          compareAtPrice: null,
          priceText: '68 €',
          compareAtText: null,
        }}
        productName="Legging"
        currencyCode="EUR"
        missingOptions={[]}
        outcome={null}
        productId="gid://shopify/Product/7001"
        searchQueryId={searchQueryId}
      />
    </I18nProvider>,
    {path: '/de-de/products/legging', country: 'DE', action: () => ({message: 'added', text: 'Hinzugefügt'})},
  );
}

describe('AddToBag after a search', () => {
  it('credits the add to the search the shopper came from, with quantity, price and currency', async () => {
    renderAddToBag(QUERY_ID);
    fireEvent.click(await screen.findByRole('button', {name: 'Menge erhöhen'}));
    fireEvent.click(screen.getByRole('button', {name: 'In den Warenkorb'}));
    expect(await screen.findByText('Hinzugefügt', {}, {timeout: 5000})).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(reportAddedAfterSearch).toHaveBeenCalledWith({
        searchDataPath: '/de-de/api/search',
        productId: 'gid://shopify/Product/7001',
        queryID: QUERY_ID,
        price: 68,
        quantity: 2,
        currency: 'EUR',
      }),
    );
  });

  it('sends nothing for a shopper who did not come from search', async () => {
    renderAddToBag(null);
    fireEvent.click(await screen.findByRole('button', {name: 'In den Warenkorb'}));
    expect(await screen.findByText('Hinzugefügt', {}, {timeout: 5000})).toBeInTheDocument();
    expect(reportAddedAfterSearch).not.toHaveBeenCalled();
  });
});
