import type {LengthUnit} from '@markets';
import {Modal, ModalCloseButton, ModalTitle} from '~/components/ui/Modal';
import {useFormatNumber, useT} from '~/lib/i18n/i18n';
import type {MessageKey} from '~/lib/i18n/types';
import {longSizeName, type SizeChartType} from '~/lib/product/size-chart';
import type {ProductDetailsView} from '~/lib/product/types';
import {chartFor, formatMeasurement, inseamInUnit} from './size-charts';

/**
 * The size guide: body measurements for the product's own sizes in the market's unit,
 * its inseams, and its fit advice. Opened from the "Size guide" button; Escape, the close
 * button or a click outside closes it.
 */
export function SizeGuideDialog({
  open,
  onClose,
  chart,
  sizes,
  unit,
  details,
}: {
  open: boolean;
  onClose(): void;
  chart: SizeChartType;
  sizes: string[];
  unit: LengthUnit;
  details: Pick<ProductDetailsView, 'fitNote' | 'inseams'>;
}) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const {columns, rows} = chartFor(chart);
  const unitName = unit === 'cm' ? t('product.sizeGuide.centimetres') : t('product.sizeGuide.inches');
  return (
    <Modal
      open={open}
      onClose={onClose}
      placement="sheet"
      className="overflow-y-auto p-6"
      data-testid="size-guide"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <ModalTitle className="text-xl font-semibold">{t('product.sizeGuide.title')}</ModalTitle>
        <ModalCloseButton label={t('product.sizeGuide.close')} onClose={onClose} className="-me-2 -mt-2" />
      </div>
      <p className="mb-4 text-sm text-neutral-700">{t('product.sizeGuide.intro', {unit: unitName})}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm" data-size-chart={chart.key}>
          <thead>
            <tr className="border-b border-neutral-300">
              <th scope="col" className="py-2 pe-4 text-start">
                {t('product.sizeGuide.size')}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 pe-4 text-start">
                  {t(`product.sizeGuide.${column}` as MessageKey)} ({unit})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => {
              const long = longSizeName(size);
              const values = rows[size.toUpperCase()] ?? rows[size];
              return (
                <tr key={size} className="border-b border-neutral-100">
                  <th scope="row" className="py-2 pe-4 text-start font-semibold">
                    {size}
                    {long ? (
                      <span className="ms-1 font-normal text-neutral-600">
                        ({t(`product.sizeNames.${long}` as MessageKey)})
                      </span>
                    ) : null}
                  </th>
                  {columns.map((column, index) => (
                    <td key={column} className="py-2 pe-4 tabular-nums">
                      {values?.[index] !== undefined
                        ? formatMeasurement(values[index], unit, formatNumber)
                        : '–'}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {chart.kind === 'num_len' && details.inseams.length > 0 ? (
        <p className="mt-4 text-sm">
          <span className="font-semibold">{t('product.sizeGuide.inseam')}:</span>{' '}
          {details.inseams.map((inseam) => `${inseamInUnit(inseam, unit, formatNumber)} ${unit}`).join(', ')}
        </p>
      ) : null}
      {details.fitNote ? (
        <p className="mt-4 text-sm">
          <span className="font-semibold">{t('product.sizeGuide.fitAdvice')}:</span>{' '}
          {t(`product.details.fitNotes.${details.fitNote}` as MessageKey)}
        </p>
      ) : null}
    </Modal>
  );
}
