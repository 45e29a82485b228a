// @vitest-environment jsdom
import {cleanup, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {renderInShell} from '~/components/shell-fixtures';
import type {BagLineView, BagView} from '~/lib/cart/bag-view';
import {bagMessages} from '~/lib/cart/messages.server';
import {I18nProvider} from '~/lib/i18n/i18n';
import {BagPage} from './BagPage';

afterEach(cleanup);

const money = (amount: string) => ({amount, currencyCode: 'EUR'});

const line = (overrides: Partial<BagLineView>): BagLineView => ({
  id: 'gid://shopify/CartLine/1',
  merchandiseId: 'gid://shopify/ProductVariant/1',
  quantity: 1,
  title: 'Leggings',
  handle: 'leggings',
  options: [{name: 'Größe', value: 'M'}],
  imageUrl: null,
  imageAlt: 'Leggings',
  total: money('68.0'),
  gift: false,
  finalSale: false,
  gated: false,
  community: null,
  giftCard: null,
  memberPrice: null,
  ...overrides,
});

/** A bag with every part the page can show: gift, final sale, codes, tax, a member's lines. */
const view = (overrides: Partial<BagView> = {}): BagView => ({
  totalQuantity: 3,
  lines: [
    line({finalSale: true, community: {on: false, otherAttributes: []}}),
    line({
      id: 'gid://shopify/CartLine/2',
      title: 'Top',
      handle: 'top',
      quantity: 1,
      total: money('47.6'),
      memberPrice: {label: 'Lagerverkaufspreis', was: money('68.0'), percentOff: '30 % Rabatt'},
    }),
    line({id: 'gid://shopify/CartLine/3', title: 'Bottle', handle: 'bottle', gift: true, total: money('0')}),
  ],
  subtotal: money('136.0'),
  total: money('150.0'),
  tax: money('14.0'),
  discountCodes: [
    {code: 'WELCOME10', applicable: true},
    {code: 'SUMMER20', applicable: false},
  ],
  freeShipping: {
    offer: 'Kostenloser Versand ab 150 €',
    status: 'Noch 14 € bis zum kostenlosen Versand.',
    reached: false,
    progress: 0.8,
  },
  gift: null,
  giftCardAlert: null,
  memberPricesEnded: 'Mitgliederpreise gelten nicht mehr für deinen Warenkorb.',
  gatedNotice: null,
  emptyBag: {title: 'Dein Warenkorb ist leer', subtitle: null, links: []},
  summary: {
    returnsLabel: null,
    returnsMessage: null,
    shipping: {label: 'Versand', value: 'Wird an der Kasse berechnet'},
  },
  finalSaleLabel: 'Endverkauf',
  savingsCap: {
    title: 'Ambassador-Ersparnis',
    text: 'Du hast 120 $ von deinem Jahreslimit von 500 $ genutzt.',
    capReached: null,
    learnMore: {text: 'So funktioniert das Sparlimit', url: '/pages/ambassador-program'},
  },
  giftCardForm: null,
  ...overrides,
});

function renderBag(bag: BagView) {
  renderInShell(
    <I18nProvider messages={bagMessages('de-DE', bag)}>
      <BagPage view={bag} outcome={null} />
    </I18nProvider>,
    {path: '/de-de/cart', country: 'DE'},
  );
}

/** A key the page was not sent reads as the key itself (`cart.…`). */
const missingTexts = () => document.body.textContent?.match(/cart\.\w+/g) ?? [];
const missingLabels = () =>
  [...document.querySelectorAll('[aria-label]')]
    .map((element) => element.getAttribute('aria-label') ?? '')
    .filter((label) => /cart\.\w+/.test(label));

describe('the bag page with only the texts it is sent', () => {
  it('shows every part of a full bag in the market’s language, with no key left raw', async () => {
    renderBag(view());
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Dein Warenkorb3 Artikel');
    // The bag's code loads when the browser is idle.
    expect(
      await screen.findByRole('button', {name: 'Menge von Top erhöhen'}, {timeout: 5000}),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', {name: /Community-Programm/})).toBeInTheDocument();
    // The line's total is the cart's own, the price before the member discount struck through.
    const memberLine = screen.getAllByTestId('bag-line')[1];
    expect(memberLine.querySelector('[data-testid="line-total"]')).toHaveTextContent('47,60€Statt 68€');
    expect(screen.getByTestId('member-price')).toHaveTextContent('Lagerverkaufspreis (30 % Rabatt)');
    expect(screen.getByTestId('member-prices-ended')).toHaveTextContent('Mitgliederpreise gelten nicht mehr');
    expect(screen.getByText('Kostenloser Versand ab 150 €')).toBeInTheDocument();
    expect(screen.getByText('Noch 14 € bis zum kostenlosen Versand.')).toBeInTheDocument();
    expect(screen.getByTestId('bag-shipping')).toHaveTextContent('Wird an der Kasse berechnet');
    expect(screen.getByTestId('savings-cap')).toHaveTextContent('Du hast 120 $ von deinem Jahreslimit');
    expect(screen.getByRole('link', {name: 'So funktioniert das Sparlimit'})).toHaveAttribute(
      'href',
      '/de-de/pages/ambassador-program',
    );
    expect(missingTexts()).toEqual([]);
    expect(missingLabels()).toEqual([]);
  });

  it('shows the empty bag and a bag that could not be read in words', async () => {
    renderBag(view({totalQuantity: 0, lines: []}));
    expect(await screen.findByRole('link', {name: 'Weiter einkaufen'}, {timeout: 5000})).toBeInTheDocument();
    cleanup();
    renderBag(view({totalQuantity: 0, lines: [], unavailable: true}));
    expect(
      await screen.findByText(/Warenkorb ist gerade nicht erreichbar/, {}, {timeout: 5000}),
    ).toBeInTheDocument();
    expect(missingTexts()).toEqual([]);
  });

  it('asks for each line’s image at the line’s size, with sharper ones for dense screens', async () => {
    renderBag(
      view({lines: [line({imageUrl: 'https://cdn.shopify.com/s/files/1/leggings.jpg'})], totalQuantity: 1}),
    );
    await screen.findByRole('button', {name: 'Menge von Leggings erhöhen'}, {timeout: 5000});
    const image = screen.getByTestId('bag-line').querySelector('img')!;
    const asked = (url: string) => Object.fromEntries(new URL(url).searchParams);
    expect(asked(image.getAttribute('src')!)).toMatchObject({width: '80', height: '96', crop: 'center'});
    const candidates = image
      .getAttribute('srcset')!
      .split(', ')
      .map((entry) => entry.split(' '));
    expect(candidates.map(([url, density]) => [asked(url).width, density])).toEqual([
      ['80', '1x'],
      ['160', '2x'],
      ['240', '3x'],
    ]);
    expect(image).toHaveAttribute('alt', '');
  });
});
