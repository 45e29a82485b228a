import {PRIMARY_COUNTRY} from '../seed/markets';
import type {Catalogue, CountryCode, CurrencyCode, Customer, Product, Variant} from '../seed/types';
import type {CartLineRecord, CartRecord} from './cart';
import {
  evaluateDiscountCode,
  memberLineDiscount,
  type AutomaticDiscount,
  type DiscountEvaluation,
} from './discounts';
import {addAmounts} from './money';

/** VAT included in shelf prices, per market (percent); US and CA add tax at checkout. */
const INCLUDED_VAT: Partial<Record<CountryCode, number>> = {
  AT: 20,
  AU: 10,
  BE: 21,
  DK: 25,
  FI: 25.5,
  FR: 20,
  DE: 19,
  IE: 23,
  IT: 22,
  JP: 10,
  MX: 16,
  NL: 21,
  NO: 25,
  PT: 23,
  SG: 9,
  ES: 21,
  SE: 25,
  CH: 8.1,
  AE: 5,
  GB: 20,
};

export interface PricedLine {
  line: CartLineRecord;
  variant: Variant;
  product: Product;
  unit: number;
  compareAtUnit: number | null;
  subtotal: number;
  /** The line-level discount taken off `subtotal`: a code's or an automatic one's, never both. */
  discount: number;
  total: number;
  discountCode: {code: string; percentage: number} | null;
  automaticDiscount: AutomaticDiscount | null;
}

export interface CartPricing {
  currency: CurrencyCode;
  lines: Map<string, PricedLine>;
  subtotal: number;
  total: number;
  tax: number;
  discountCodes: {code: string; applicable: boolean}[];
  discountWarnings: {code: string; message: string}[];
}

function cartCurrency(cart: CartRecord, catalogue: Catalogue): CurrencyCode {
  return (
    catalogue.marketsByCountry.get(cart.countryCode) ?? catalogue.marketsByCountry.get(PRIMARY_COUNTRY)!
  ).currency;
}

function round(amount: number, currency: CurrencyCode): number {
  return currency === 'JPY' ? Math.round(amount) : Math.round(amount * 100) / 100;
}

/** A percentage of an amount, worked out in the currency's minor unit and rounded half up. */
function percentOf(amount: number, percentage: number, currency: CurrencyCode): number {
  const factor = currency === 'JPY' ? 1 : 100;
  return Math.round((Math.round(amount * factor) * percentage) / 100) / factor;
}

/**
 * Prices a cart in its buyer country's currency. Each line may get one product discount: the
 * store's automatic member discount for the buyer (`customer`, the cart's buyer identity) or
 * the first honoured discount code. They do not combine, so a line gets the larger of the two,
 * as Shopify applies the best of discounts that cannot combine.
 */
export function priceCart(cart: CartRecord, catalogue: Catalogue, customer: Customer | null): CartPricing {
  const currency = cartCurrency(cart, catalogue);
  const evaluations = cart.discountCodes.map((code) => ({
    code,
    result: evaluateDiscountCode(code, customer),
  }));
  const honoured = evaluations.find(
    (e): e is {code: string; result: Extract<DiscountEvaluation, {applicable: true}>} => e.result.applicable,
  );
  const lines = new Map<string, PricedLine>();
  for (const line of cart.lines) {
    const variant = catalogue.variantsById.get(line.variantId);
    const product = variant && catalogue.productsById.get(variant.productId);
    if (!variant || !product) continue;
    const unit = variant.price[currency];
    const subtotal = round(unit * line.quantity, currency);
    const codeDiscount =
      honoured && !product.isGiftCard ? percentOf(subtotal, honoured.result.percentage, currency) : 0;
    const automatic = memberLineDiscount(product, customer);
    const automaticDiscount = automatic ? percentOf(subtotal, automatic.percentage, currency) : 0;
    const byCode = codeDiscount > 0 && codeDiscount > automaticDiscount;
    const discount = byCode ? codeDiscount : automaticDiscount;
    lines.set(line.gid, {
      line,
      variant,
      product,
      unit,
      compareAtUnit: variant.compareAtPrice?.[currency] ?? null,
      subtotal,
      discount,
      total: addAmounts(subtotal, -discount),
      discountCode: byCode ? {code: honoured!.code, percentage: honoured!.result.percentage} : null,
      automaticDiscount: !byCode && automaticDiscount > 0 ? automatic : null,
    });
  }
  const total = addAmounts(...[...lines.values()].map((l) => l.total));
  const vat = INCLUDED_VAT[cart.countryCode] ?? 0;
  return {
    currency,
    lines,
    subtotal: total,
    total,
    tax: round((total * vat) / (100 + vat), currency),
    discountCodes: evaluations.map((e) => ({code: e.code, applicable: e === honoured})),
    discountWarnings: evaluations
      .filter((e) => e !== honoured)
      .map((e) =>
        e.result.applicable
          ? {
              code: 'DISCOUNT_CODE_NOT_HONOURED',
              message: `Discount code ${e.code} cannot be combined with ${honoured!.code}.`,
            }
          : {code: e.result.warning, message: e.result.message},
      ),
  };
}
