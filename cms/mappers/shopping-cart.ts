import type {ContentEntry} from '../entry';
import {
  booleanIn,
  entryList,
  jsonObject,
  objectIn,
  optionalEntry,
  optionalNumber,
  optionalText,
  requiredText,
  textIn,
} from '../read';
import {mapLinks, type Link} from './link';

/** Where the formatted threshold goes in `freeShipping.message`. */
const THRESHOLD_PLACEHOLDER = '{threshold}';

interface CartUpsell {
  type: string;
  display: boolean;
  nostoId: string | null;
}

export interface CartContent {
  freeShipping: {
    /** In the market's currency; null when the market has no free-shipping offer. */
    threshold: number | null;
    /** Text with a {threshold} placeholder, see formatFreeShippingMessage. */
    message: string | null;
  };
  giftCardAlertText: string | null;
  emptyCart: {title: string; subtitle: string | null; buttons: Link[]} | null;
  upsells: {cartPage: CartUpsell | null; minicart: CartUpsell | null};
  orderSummary: {
    returnsLabel: string | null;
    returnsMessage: string | null;
    shippingTitle: string | null;
    freeShippingText: string | null;
    showEstimatedRate: boolean;
  };
  warehouseSaleBanner: {
    header: string | null;
    body: string | null;
    removalRequestLabel: string | null;
    confirmLabel: string | null;
    cancelLabel: string | null;
  };
  finalSaleLabel: string | null;
}

/** Fills the placeholder with a threshold the caller has formatted in the market's currency. */
export function formatFreeShippingMessage(message: string, formattedThreshold: string): string {
  return message.split(THRESHOLD_PLACEHOLDER).join(formattedThreshold);
}

function mapUpsell(source: Record<string, unknown> | null): CartUpsell | null {
  if (!source) return null;
  return {
    type: textIn(source, 'type') ?? 'nosto',
    display: booleanIn(source, 'display', false),
    nostoId: textIn(source, 'nostoId'),
  };
}

export function mapShoppingCart(entry: ContentEntry): CartContent {
  const emptyCart = optionalEntry(entry, 'emptyCart');
  const upsells = jsonObject(entry, 'upsells') ?? {};
  const orderSummary = jsonObject(entry, 'orderSummary') ?? {};
  const warehouseSaleBanner = jsonObject(entry, 'warehouseSaleBanner') ?? {};
  return {
    freeShipping: {
      threshold: optionalNumber(entry, 'freeShippingPriceThreshold'),
      message: optionalText(entry, 'freeShippingThresholdDisplay'),
    },
    giftCardAlertText: optionalText(entry, 'giftCardAlertText'),
    emptyCart: emptyCart
      ? {
          title: requiredText(emptyCart, 'title'),
          subtitle: optionalText(emptyCart, 'subtitle'),
          buttons: mapLinks(entryList(emptyCart, 'buttons')),
        }
      : null,
    upsells: {
      cartPage: mapUpsell(objectIn(upsells, 'cartPage')),
      minicart: mapUpsell(objectIn(upsells, 'minicart')),
    },
    orderSummary: {
      returnsLabel: textIn(orderSummary, 'returnsLabel'),
      returnsMessage: textIn(orderSummary, 'returnsMessage'),
      shippingTitle: textIn(orderSummary, 'shippingTitle'),
      freeShippingText: textIn(orderSummary, 'freeShippingText'),
      showEstimatedRate: booleanIn(orderSummary, 'showEstimatedRate', false),
    },
    warehouseSaleBanner: {
      header: textIn(warehouseSaleBanner, 'header'),
      body: textIn(warehouseSaleBanner, 'body'),
      removalRequestLabel: textIn(warehouseSaleBanner, 'removalRequestLabel'),
      confirmLabel: textIn(warehouseSaleBanner, 'confirmLabel'),
      cancelLabel: textIn(warehouseSaleBanner, 'cancelLabel'),
    },
    finalSaleLabel: optionalText(entry, 'finalSaleLabel'),
  };
}
