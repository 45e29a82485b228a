export {
  createContentClients,
  contentClientFor,
  DELIVERY_HOST,
  PREVIEW_HOST,
  PREVIEW_BASE_PATH,
} from './clients';
export type {ContentClients, ContentClientsConfig, ContentfulClient} from './clients';
export {CONTENT_ERROR_CODES} from './codes';
export type {ContentErrorCodes, ContentReporter} from './codes';
export {CONTENT_TYPE_IDS, PDP_BLOCK_TYPES} from './content-types';
export type {ContentTypeId, PdpBlockType} from './content-types';
export type {ContentAsset, ContentCollection, ContentEntry} from './entry';
export {CONTENT_RETRY_DEFAULTS, fetchContentType} from './fetch-entries';
export type {EntriesClient, FetchContentOptions, FilterValue, RetryOptions} from './fetch-entries';
export {loadMany, loadOne} from './load-content';
export * from './loaders';
export {loadLayoutContent} from './layout';
export type {LayoutContent, LayoutRequest} from './layout';
export {toContentLocale} from './locale';
export type {MapContext, Mapper} from './map-context';
export {
  CMS_COMPONENTS_PARSE_ERROR,
  isPdpBlockVisible,
  loadPdpBlock,
  loadPdpBlocks,
  parseCmsComponents,
} from './pdp-blocks';
export type {CmsComponentRef} from './pdp-blocks';

export * from './mappers/address-countries';
export * from './mappers/banner';
export * from './mappers/cart-savings-cap-info';
export * from './mappers/community-member-tags';
export * from './mappers/comparison-carousel';
export * from './mappers/country-switcher';
export * from './mappers/featured-content-v2';
export * from './mappers/footer';
export * from './mappers/full-width-video';
export * from './mappers/gated-tags';
export * from './mappers/header';
export * from './mappers/hero';
export * from './mappers/link';
export * from './mappers/media';
export * from './mappers/page';
export * from './mappers/product-badges';
export * from './mappers/search';
export * from './mappers/send-as-gift-form';
export * from './mappers/shopping-cart';
export * from './mappers/site-variables';
