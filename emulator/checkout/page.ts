import type {CartRecord} from '../storefront/cart';
import type {CartPricing} from '../storefront/cart-pricing';
import type {Customer} from '../seed/types';

export interface CheckoutView {
  cart: CartRecord;
  pricing: CartPricing;
  customer: Customer | null;
  locale: string;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!,
  );
}

/** A plain, server-rendered stand-in for Shopify checkout: lines, totals and the buyer. */
export function renderCheckoutPage({cart, pricing, customer, locale}: CheckoutView): string {
  const format = new Intl.NumberFormat(locale, {style: 'currency', currency: pricing.currency});
  const price = (amount: number) => escapeHtml(format.format(amount));
  const rows = [...pricing.lines.values()]
    .map((line) => {
      const options = line.variant.selectedOptions.map((o) => `${o.name}: ${o.value}`).join(', ');
      const discountName = line.discountCode?.code ?? line.automaticDiscount?.title ?? '';
      const discount =
        line.discount > 0
          ? ` <small data-testid="checkout-line-discount">(−${price(line.discount)} ${escapeHtml(discountName)})</small>`
          : '';
      return `<tr data-line-id="${escapeHtml(line.line.gid)}"><td>${escapeHtml(line.product.title.en)}<br><small>${escapeHtml(options)}</small></td><td>${line.line.quantity}</td><td><span data-testid="checkout-line-total">${price(line.total)}</span>${discount}</td></tr>`;
    })
    .join('');
  const selected = cart.deliveryAddresses.find((a) => a.selected) ?? cart.deliveryAddresses[0];
  const buyer = customer
    ? `<p data-testid="checkout-customer">Signed in as ${escapeHtml([customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email)} (${escapeHtml(customer.email)})</p>`
    : `<p data-testid="checkout-customer">Guest checkout${cart.email ? ` — ${escapeHtml(cart.email)}` : ''}</p>`;
  const address = selected
    ? `<p data-testid="checkout-address">Ship to: ${escapeHtml([selected.address.address1, selected.address.city, selected.address.zip, selected.address.countryCode].filter(Boolean).join(', '))}</p>`
    : `<p data-testid="checkout-address">Ship to: ${escapeHtml(cart.countryCode)}</p>`;
  const codes = pricing.discountCodes.length
    ? `<p data-testid="checkout-discounts">Discount codes: ${pricing.discountCodes.map((d) => `${escapeHtml(d.code)}${d.applicable ? '' : ' (not applicable)'}`).join(', ')}</p>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout · Alderline</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}table{width:100%;border-collapse:collapse}td,th{padding:.5rem;border-bottom:1px solid #ddd;text-align:left}td:nth-child(n+2),th:nth-child(n+2){text-align:right}.totals td{border:0}</style>
</head>
<body>
<h1>Alderline checkout</h1>
<p><small>Emulated checkout — no payment is taken.</small></p>
${buyer}
${address}
<table data-testid="checkout-lines"><thead><tr><th>Item</th><th>Qty</th><th>Total</th></tr></thead><tbody>${rows || '<tr><td colspan="3">Your cart is empty.</td></tr>'}</tbody>
<tfoot class="totals">
<tr><td colspan="2">Subtotal</td><td data-testid="checkout-subtotal">${price(pricing.subtotal)}</td></tr>
<tr><td colspan="2">Included tax</td><td data-testid="checkout-tax">${price(pricing.tax)}</td></tr>
<tr><td colspan="2"><strong>Total</strong></td><td data-testid="checkout-total"><strong>${price(pricing.total)}</strong></td></tr>
</tfoot></table>
${codes}
${cart.note ? `<p data-testid="checkout-note">Note: ${escapeHtml(cart.note)}</p>` : ''}
</body>
</html>`;
}
