/**
 * The bag as the drawer and the bag page render it: built once on the server
 * (bag-view.server.ts), plain data, texts already in the market's language.
 */

import type {ProductCardView} from '~/lib/product/cards';
import type {GiftCardRecipient} from './gift-card-recipient';

export interface MoneyView {
  amount: string;
  currencyCode: string;
}

export interface BagLineView {
  id: string;
  merchandiseId: string;
  quantity: number;
  title: string;
  handle: string;
  /** "Size: M · Color: Black". */
  options: Array<{name: string; value: string}>;
  imageUrl: string | null;
  imageAlt: string;
  total: MoneyView;
  /** The free gift: no quantity controls, the shopper cannot remove it by hand. */
  gift: boolean;
  finalSale: boolean;
  /** In a members-only collection the shopper has no access to. */
  gated: boolean;
  /**
   * A member's switch for the community-programme attribute: whether it is on, and the line's
   * other attributes, which the switch sends back with it (the platform replaces a line's
   * attributes whole). Null when the shopper is no member.
   */
  community: {on: boolean; otherAttributes: Array<{key: string; value: string}>} | null;
  /** A gift card's recipient (sent by e-mail when `send`); null for other lines. */
  giftCard: GiftCardRecipient | null;
  /**
   * The member price the cart gives the line (its `total`): what it is ("Warehouse sale price",
   * "30% off") and the line's price before it; null without one.
   */
  memberPrice: {label: string; was: MoneyView; percentOff: string | null} | null;
}

/** The gift card recipient form's texts, from content or built in. */
export interface GiftCardFormView {
  title: string;
  checkboxLabel: string;
  from: {label: string; placeholder: string | null};
  recipientEmail: {label: string; placeholder: string | null};
  message: {label: string; placeholder: string | null};
  bottomDescription: string | null;
  saveLabel: string;
}

export interface BagView {
  /** The bag could not be read (the Storefront API is down): say so, never "empty". */
  unavailable?: boolean;
  totalQuantity: number;
  lines: BagLineView[];
  subtotal: MoneyView;
  total: MoneyView;
  tax: MoneyView | null;
  discountCodes: Array<{code: string; applicable: boolean}>;
  /**
   * The free-shipping offer ("Free shipping on orders over $75") and where the bag stands
   * ("You're $17 away from free shipping."), amounts already formatted; null without an offer.
   */
  freeShipping: {offer: string; status: string; reached: boolean; progress: number} | null;
  gift: {
    state: 'belowThreshold' | 'earned' | 'unavailable';
    text: string;
    title: string | null;
    imageUrl: string | null;
    badgeBackground: string;
    labelColour: string;
  } | null;
  /** Shown when the bag holds gift cards: they are bought on their own. */
  giftCardAlert: string | null;
  /** Said once when the bag's member prices ended (signed out, or the membership lapsed). */
  memberPricesEnded: string | null;
  gatedNotice: {header: string; body: string | null; removeLabel: string} | null;
  emptyBag: {title: string; subtitle: string | null; links: Array<{text: string; url: string}>};
  summary: {
    returnsLabel: string | null;
    returnsMessage: string | null;
    /** The shipping row: "Shipping" and "Calculated at checkout", "Free" or an estimate. */
    shipping: {label: string; value: string};
  };
  finalSaleLabel: string;
  /** An active community member's savings cap: what they have saved of their limit. */
  savingsCap: {
    title: string;
    text: string;
    /** Once the limit is used up: that full prices apply. */
    capReached: string | null;
    learnMore: {text: string; url: string} | null;
  } | null;
  /** Present when the bag holds a gift card. */
  giftCardForm: GiftCardFormView | null;
}

/** The personalisation service's slot under the bag, with its products as cards. */
export interface BagUpsellView {
  slotId: string;
  /** The service's result id, for its click tracking. */
  resultId: string;
  title: string;
  products: ProductCardView[];
}
