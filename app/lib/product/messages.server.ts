import type {MessageBundle, MessagePath} from '~/lib/i18n/types';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {longSizeName} from './size-chart';
import type {ProductDetailsView, ProductView} from './types';

/** What decides which of the product texts a product's first screen shows. */
export interface TextNeeds {
  /** Its sizes' long names (`xs`, `sM`), for the option groups' spoken values. */
  sizes: string[];
  backInStock: boolean;
  sizeGuide: boolean;
  video: boolean;
  member: boolean;
  fitNote: number | null;
}

/**
 * The reviews texts the page shows itself: the section's title and placeholder, the summary's
 * rating. The summary's count comes written by the server (`reviewCountText`).
 */
const FIRST_SCREEN_REVIEW_TEXTS = new Set(['title', 'loading', 'rating']);

export function textNeeds(
  product: Pick<ProductView, 'options' | 'gallery' | 'backInStockEnabled' | 'sizeChart' | 'memberPrice'> & {
    details: Pick<ProductDetailsView, 'fitNote'>;
  },
): TextNeeds {
  const sizes = (product.options.find((option) => option.kind === 'size')?.values ?? []).flatMap((value) => {
    const long = longSizeName(value.value);
    return long ? [long] : [];
  });
  return {
    sizes,
    backInStock: product.backInStockEnabled,
    sizeGuide: product.sizeChart !== null,
    video: product.gallery.items.some((item) => item.kind === 'video'),
    member: product.memberPrice !== null,
    fitNote: product.details.fitNote,
  };
}

/**
 * The product texts a first screen with these needs shows: size names of its own sizes, its
 * fit note, and the size guide's button, back-in-stock, video and
 * member-price texts only where it has those parts. The size guide dialog's texts come with its
 * code, the details' and the reviews list's with their sections (the page shows the reviews'
 * title, rating and count itself).
 */
export function textsFor(locale: string, needs: TextNeeds): MessageBundle {
  return builtOnce(`texts|${locale}|${JSON.stringify(needs)}`, () => pickProductTexts(locale, needs));
}

function pickProductTexts(locale: string, needs: TextNeeds): MessageBundle {
  const sizes = new Set(needs.sizes);
  const keep = (key: string): boolean => {
    const [, group, name] = key.split('.');
    switch (group) {
      case 'sizeNames':
        return sizes.has(name);
      case 'backInStock':
        return needs.backInStock;
      case 'sizeGuide':
        return needs.sizeGuide && name === 'open';
      case 'reviews':
        return FIRST_SCREEN_REVIEW_TEXTS.has(name);
      case 'gallery':
        return name === 'label' || name === 'item' || needs.video;
      case 'memberPrice':
      case 'warehousePrice':
      case 'percentOff':
        return needs.member;
      case 'colourCount':
      case 'deliveryEstimate':
        // Written by the server (`familyCountText`, the page's `deliveryEstimate`).
        return false;
      case 'details':
        // The rest are the details section's; the summary names its badges with the title.
        return name === 'title' || ownFitNote(key, needs.fitNote);
      default:
        return true;
    }
  };
  return Object.fromEntries(
    Object.entries(messagesFor(locale, ['product'])).filter(([key]) => keep(key)),
  ) as MessageBundle;
}

/** The product page's first-screen texts for this product. */
export function productMessages(locale: string, product: ProductView): MessageBundle {
  return textsFor(locale, textNeeds(product));
}

/** Texts the page shows outside its purchase column: the breadcrumbs, the gallery, the lists' titles. */
const PAGE_TEXTS = new Set([
  'product.breadcrumbs',
  'product.home',
  'product.loading',
  'product.reviews.title',
  'product.reviews.loading',
  'product.recentlyViewed',
]);
const isPageText = (key: string) => PAGE_TEXTS.has(key) || key.startsWith('product.gallery.');
/** Texts the lists' sections carry: their titles and the family's colours. */
const LIST_TEXTS: readonly MessagePath[] = ['product.related', 'product.recommended', 'product.colours'];
/** Not shown by either: the fit note is the details section's and the size guide's. */
const isColumnText = (key: string) =>
  !isPageText(key) &&
  !LIST_TEXTS.includes(key as MessagePath) &&
  !key.startsWith('product.details.fitNotes.');

/** The texts of the lists under the product and of the family's colours (their sections carry them). */
export function listMessages(locale: string): MessageBundle {
  return messagesFor(locale, LIST_TEXTS);
}

/**
 * First-screen texts split between the page's data (what the route and its parts with props
 * show) and the purchase column's, which arrive with its code.
 */
export function splitFirstScreenTexts(bundle: MessageBundle): {page: MessageBundle; column: MessageBundle} {
  let split = splits.get(bundle);
  if (!split) {
    const pick = (test: (key: string) => boolean) =>
      Object.freeze(Object.fromEntries(Object.entries(bundle).filter(([key]) => test(key)))) as MessageBundle;
    split = {page: pick(isPageText), column: pick(isColumnText)};
    splits.set(bundle, split);
  }
  return split;
}

/** Per worker: each bundle's split, for the bundles `textsFor` keeps. */
const splits = new WeakMap<MessageBundle, {page: MessageBundle; column: MessageBundle}>();

const ownFitNote = (key: string, fitNote: number | null) =>
  key.split('.')[2] === 'fitNotes' && key.endsWith(`.${fitNote}`);

/** The details section's texts: its headings, the product's fit note and, where it has scales, their reading. */
export function detailsMessages(locale: string, details: ProductDetailsView): MessageBundle {
  const hasScales = details.scales.length > 0;
  return builtOnce(
    `details|${locale}|${details.fitNote}|${hasScales}`,
    () =>
      Object.fromEntries(
        Object.entries(messagesFor(locale, ['product'])).filter(([key]) => {
          const [, group, name] = key.split('.');
          if (group !== 'details') return false;
          if (name === 'fitNotes') return ownFitNote(key, details.fitNote);
          return name !== 'scaleValue' || hasScales;
        }),
      ) as MessageBundle,
  );
}

/**
 * Per worker: the product texts picked for each kind of product (its sizes, options, parts and
 * fit note), in each language, picked once and shared by every request, hence frozen. The kinds
 * are few (the catalogue's), so the map stays small; it starts again past a bound all the same.
 */
const picked = new Map<string, MessageBundle>();
const PICKED_MAX = 2000;

function builtOnce(key: string, pick: () => MessageBundle): MessageBundle {
  let bundle = picked.get(key);
  if (!bundle) {
    if (picked.size >= PICKED_MAX) picked.clear();
    bundle = Object.freeze(pick());
    picked.set(key, bundle);
  }
  return bundle;
}
