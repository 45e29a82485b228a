import type {ContentTypeId} from './content-types';

export interface ContentErrorCodes {
  /** Fetching the content type failed after retries. */
  get: `CMS-GET-${string}`;
  /** Mapping an entry of the content type to its view model failed (or found an invalid value). */
  map: `CMS-MAP-${string}`;
}

const codesFor = (number: string): ContentErrorCodes => ({
  get: `CMS-GET-${number}`,
  map: `CMS-MAP-${number}`,
});

/**
 * One number per content type, never renumbered: monitoring is keyed on these codes. Address
 * countries is always 008 and community_member_tags 031. Header is 002, as app/components/header
 * reports it.
 */
export const CONTENT_ERROR_CODES: Record<ContentTypeId, ContentErrorCodes> = {
  banner: codesFor('001'),
  header: codesFor('002'),
  footer: codesFor('003'),
  shopping_cart: codesFor('004'),
  send_as_gift_form: codesFor('005'),
  product_badges: codesFor('006'),
  cart_savings_cap_info: codesFor('007'),
  address_countries: codesFor('008'),
  search: codesFor('009'),
  site_variables: codesFor('010'),
  country_switcher: codesFor('011'),
  gated_tags: codesFor('012'),
  comparison_carousel: codesFor('013'),
  hero: codesFor('014'),
  featured_content_v2: codesFor('015'),
  full_width_video: codesFor('016'),
  page: codesFor('017'),
  community_member_tags: codesFor('031'),
};

/** How cms/ reports a problem; the app passes its own reporter (app/lib/errors). */
export type ContentReporter = (code: string, error: unknown) => void;
