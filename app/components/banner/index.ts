export {PromoBanner} from './PromoBanner';
export {bannerModel} from './banner-content';
