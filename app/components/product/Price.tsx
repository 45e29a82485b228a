import {formatMoney} from '@markets';
import {useT} from '~/lib/i18n/i18n';
import {useMarket} from '~/lib/market-context';

interface Money {
  amount: string;
  currencyCode: string;
}

/**
 * A price in the market's own currency format (short, explicit or auto; trailing
 * .00 removed). Hydrogen's <Money> cannot express those formats; see
 * docs/decisions/003-price-formatting.md. Where the server already wrote the texts into the
 * view (the product page's purchase column), use `PriceText`.
 */
export function Price({price, compareAt}: {price: Money; compareAt?: Money | null}) {
  const market = useMarket();
  const onSale = compareAt && Number(compareAt.amount) > Number(price.amount) && Number(compareAt.amount) > 0;
  return (
    <PriceText
      price={formatMoney(price.amount, price.currencyCode, market)}
      compareAt={onSale ? formatMoney(compareAt.amount, compareAt.currencyCode, market) : null}
    />
  );
}

/** A price formatted on the server, and the price before a sale (only when on sale). */
export function PriceText({price, compareAt}: {price: string; compareAt?: string | null}) {
  const t = useT();
  return (
    <span className="inline-flex items-baseline gap-2" data-testid="price">
      <span className={compareAt ? 'text-red-700' : undefined}>{price}</span>
      {compareAt ? (
        <s className="text-sm text-neutral-500">
          <span className="sr-only">{t('common.previousPrice')} </span>
          {compareAt}
        </s>
      ) : null}
    </span>
  );
}
