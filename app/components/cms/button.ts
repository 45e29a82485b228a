/** Content blocks' call-to-action buttons. Links themselves render through `SiteLink`. */
export const BUTTON_CLASS =
  'inline-flex min-h-button-md items-center justify-center rounded-sm px-6 text-sm font-semibold tracking-wide';
