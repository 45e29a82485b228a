export {SiteHeader} from './SiteHeader';
