/** The content types the app fetches by id (nested types such as `link` come along as references). */
export type ContentTypeId =
  | 'banner'
  | 'header'
  | 'footer'
  | 'shopping_cart'
  | 'send_as_gift_form'
  | 'product_badges'
  | 'cart_savings_cap_info'
  | 'address_countries'
  | 'search'
  | 'site_variables'
  | 'country_switcher'
  | 'gated_tags'
  | 'comparison_carousel'
  | 'hero'
  | 'featured_content_v2'
  | 'full_width_video'
  | 'page'
  | 'community_member_tags';

/** Product-page blocks, fetched by content type and `uid`. */
export const PDP_BLOCK_TYPES = [
  'comparison_carousel',
  'hero',
  'featured_content_v2',
  'full_width_video',
] as const;
export type PdpBlockType = (typeof PDP_BLOCK_TYPES)[number];
