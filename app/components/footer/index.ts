export {SiteFooter} from './SiteFooter';
