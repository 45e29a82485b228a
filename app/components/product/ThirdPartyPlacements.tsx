import {Suspense, useEffect} from 'react';
import {lazyWithPreload} from '~/page-weight';
import {whenIdle} from '~/lib/when-idle';
import {useT} from '~/lib/i18n/i18n';
import {loadsProviderScripts, minorUnits, type ThirdPartyWidgets} from '~/lib/product/pay-later';

const ThirdPartyScripts = lazyWithPreload(() =>
  import('./ThirdPartyScripts').then((module) => module.ThirdPartyScripts),
);

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'square-placement': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
      'klarna-placement': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/**
 * The providers' own placement elements, in the page's HTML for the markets that show
 * them, carrying the price of what is chosen: Afterpay's `<square-placement>`, Klarna's
 * `<klarna-placement>` and a Bold Metrics size advisor slot. They stay empty until the
 * provider's script (loaded only when configured and consented to) fills them.
 */
export function ThirdPartyPlacements({
  widgets,
  amount,
  currencyCode,
  fractionDigits,
  sku,
  productType,
}: {
  widgets: ThirdPartyWidgets;
  amount: string;
  currencyCode: string;
  fractionDigits: number;
  sku: string | null;
  productType: string;
}) {
  const t = useT();
  const {afterpay, klarna, boldMetrics} = widgets;
  const anyScript = loadsProviderScripts(widgets);
  useEffect(() => (anyScript ? whenIdle(() => void ThirdPartyScripts.preload()) : undefined), [anyScript]);
  if (!afterpay && !klarna && !boldMetrics) return null;
  return (
    <div className="space-y-2" aria-label={t('product.payLater')} role="group">
      {afterpay ? (
        <square-placement
          data-mpid={afterpay.mpid ?? undefined}
          data-page-type="product"
          data-amount={Number(amount).toFixed(fractionDigits)}
          data-currency={currencyCode}
          data-consumer-locale={afterpay.locale}
          data-item-skus={sku ?? undefined}
          data-item-categories={productType}
          data-is-eligible="true"
        />
      ) : null}
      {klarna ? (
        <div id={klarna.group} data-klarna-group={klarna.group}>
          <klarna-placement
            data-key="credit-promotion-badge"
            data-locale={klarna.locale}
            data-purchase-amount={String(minorUnits(amount, fractionDigits))}
          />
        </div>
      ) : null}
      {boldMetrics ? (
        <div
          className="bold-metrics-size-advisor"
          data-bm-locale={boldMetrics.locale}
          data-bm-sku={sku ?? undefined}
          data-bm-product-type={productType}
          data-testid="bold-metrics"
        />
      ) : null}
      {anyScript ? (
        <Suspense fallback={null}>
          <ThirdPartyScripts widgets={widgets} />
        </Suspense>
      ) : null}
    </div>
  );
}
