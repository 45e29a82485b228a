/** Bag actions of this store that Hydrogen's `CartForm.ACTIONS` has no type for. */
export const BAG_ACTIONS = {
  RemoveGatedLines: 'CustomRemoveGatedLines',
  ToggleCommunity: 'CustomToggleCommunity',
  SendGiftCard: 'CustomSendGiftCard',
  Checkout: 'CustomCheckout',
} as const;
