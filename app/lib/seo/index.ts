export {titleWithBrand} from './title';
export {pageMeta} from './meta';
export type {PageSeo} from './meta';
export {canonicalUrl, pageAlternates, siteOriginOf} from './urls';
export type {SiteOrigin} from './urls';
export {organizationJsonLd, webSiteJsonLd} from './json-ld';
