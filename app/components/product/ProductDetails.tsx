import {I18nProvider, useT} from '~/lib/i18n/i18n';
import type {MessageKey} from '~/lib/i18n/types';
import type {ProductDetailsSectionData, ProductDetailsView} from '~/lib/product/types';

/** The details as a section of the page: its data and its own texts from `/api/product-details/…`. */
export function ProductDetailsSection({messages, ...props}: ProductDetailsSectionData) {
  return (
    <I18nProvider messages={messages}>
      <ProductDetails {...props} />
    </I18nProvider>
  );
}

/** Description, fabric (with its swatch), fit, features, performance and care. */
function ProductDetails({details, descriptionHtml}: {details: ProductDetailsView; descriptionHtml: string}) {
  const t = useT();
  return (
    <section aria-labelledby="product-details" className="space-y-6 border-t border-neutral-200 pt-6">
      <h2 id="product-details" className="text-lg font-semibold">
        {t('product.details.title')}
      </h2>
      <div>
        <h3 className="mb-1 text-sm font-semibold">{t('product.details.description')}</h3>
        <div className="prose text-sm" dangerouslySetInnerHTML={{__html: descriptionHtml}} />
      </div>
      {details.fabric ? (
        <div>
          <h3 className="mb-1 text-sm font-semibold">{t('product.details.fabric')}</h3>
          <p className="flex items-center gap-3 text-sm">
            {details.materialImage ? (
              <img
                src={details.materialImage}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="h-10 w-10 rounded-full border border-neutral-300 object-cover"
                data-testid="material-swatch"
              />
            ) : null}
            {details.fabric}
          </p>
        </div>
      ) : null}
      {details.fitNote || details.scales.length > 0 ? (
        <div>
          <h3 className="mb-1 text-sm font-semibold">{t('product.details.fit')}</h3>
          {details.fitNote ? (
            <p className="text-sm">{t(`product.details.fitNotes.${details.fitNote}` as MessageKey)}</p>
          ) : null}
          {details.scales.length > 0 ? (
            <ul className="mt-2 space-y-2">
              {details.scales.map((scale) => (
                <li key={scale.name} className="text-sm">
                  <span className="sr-only">{t('product.details.scaleValue', {...scale})}</span>
                  <div aria-hidden="true">
                    <p className="font-medium">{scale.name}</p>
                    <div className="mt-1 flex gap-1">
                      {[1, 2, 3, 4, 5].map((step) => (
                        <span
                          key={step}
                          className={`h-1.5 flex-1 rounded ${step === scale.value ? 'bg-neutral-900' : 'bg-neutral-200'}`}
                        />
                      ))}
                    </div>
                    <div className="mt-1 flex justify-between text-xs text-neutral-600">
                      <span>{scale.min}</span>
                      <span>{scale.max}</span>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <DetailList title={t('product.details.features')} items={details.features} />
      <DetailList title={t('product.details.performance')} items={details.performance} />
      <DetailList title={t('product.details.care')} items={details.care} />
    </section>
  );
}

function DetailList({title, items}: {title: string; items: string[]}) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      <ul className="list-disc space-y-1 ps-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
