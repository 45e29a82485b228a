import type {LengthUnit} from '@markets';
import {Suspense, useState} from 'react';
import {lazyWithPreload} from '~/page-weight';
import {preloadOnReach} from '~/components/ui/preload-on-reach';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import type {SizeChartType} from '~/lib/product/size-chart';
import type {ProductDetailsView} from '~/lib/product/types';
import {useProductTexts} from './use-product-texts';

const SizeGuideDialog = lazyWithPreload(
  import.meta.env.SSR ? null : () => import('./SizeGuideDialog').then((module) => module.SizeGuideDialog),
);

/** The "Size guide" button; the dialog's code and texts arrive when the shopper reaches for it (hover, touch, focus). */
export function SizeGuide(props: {
  chart: SizeChartType;
  sizes: string[];
  unit: LengthUnit;
  details: Pick<ProductDetailsView, 'fitNote' | 'inseams'>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const texts = useProductTexts('size-guide');
  const preload = () => {
    void SizeGuideDialog.preload();
    texts.load();
  };
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          preload();
          setUsed(true);
          setOpen(true);
        }}
        {...preloadOnReach(preload)}
        className="text-sm font-semibold underline underline-offset-4"
      >
        {t('product.sizeGuide.open')}
      </button>
      {used && texts.messages ? (
        <I18nProvider messages={texts.messages}>
          <Suspense fallback={null}>
            <SizeGuideDialog open={open} onClose={() => setOpen(false)} {...props} />
          </Suspense>
        </I18nProvider>
      ) : null}
    </>
  );
}
