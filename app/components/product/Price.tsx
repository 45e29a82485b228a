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
 * docs/decisions/003-price-formatting.md.
 */
export function Price({price, compareAt}: {price: Money; compareAt?: Money | null}) {
  const market = useMarket();
  const t = useT();
  const onSale = compareAt && Number(compareAt.amount) > Number(price.amount) && Number(compareAt.amount) > 0;
  return (
    <span className="inline-flex items-baseline gap-2" data-testid="price">
      <span className={onSale ? 'text-red-700' : undefined}>
        {formatMoney(price.amount, price.currencyCode, market)}
      </span>
      {onSale ? (
        <s className="text-sm text-neutral-500">
          <span className="sr-only">{t('common.previousPrice')} </span>
          {formatMoney(compareAt.amount, compareAt.currencyCode, market)}
        </s>
      ) : null}
    </span>
  );
}
