import type {MessageBundle} from '~/lib/i18n/types';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {longSizeName} from './size-chart';
import type {ProductView} from './types';

/**
 * The product page's texts for this product only: size names of its own sizes, its fit
 * note, and the size guide, back-in-stock, video and member-price texts only when the
 * product has those parts. The page's data stays small.
 */
export function productMessages(locale: string, product: ProductView): MessageBundle {
  const sizes = new Set(
    (product.options.find((option) => option.name === 'Size')?.values ?? []).flatMap((value) => {
      const long = longSizeName(value.value);
      return long ? [long] : [];
    }),
  );
  const options = new Set(product.options.map((option) => option.name));
  const hasVideo = product.gallery.items.some((item) => item.kind === 'video');
  const keep = (key: string): boolean => {
    const [, group, name] = key.split('.');
    switch (group) {
      case 'sizeNames':
        return sizes.has(name as never);
      case 'optionNames':
        return options.has(name);
      case 'backInStock':
        return product.backInStockEnabled;
      case 'sizeGuide':
        return product.sizeChart !== null;
      case 'gallery':
        return name === 'label' || name === 'item' || hasVideo;
      case 'memberPrice':
      case 'warehousePrice':
      case 'percentOff':
        return product.memberPrice !== null;
      case 'details':
        if (name === 'fitNotes') return key.endsWith(`.${product.details.fitNote}`);
        if (name === 'scaleValue') return product.details.scales.length > 0;
        return true;
      default:
        return true;
    }
  };
  return Object.fromEntries(
    Object.entries(messagesFor(locale, ['product'])).filter(([key]) => keep(key)),
  ) as MessageBundle;
}
