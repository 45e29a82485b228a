export {pageMeta} from './meta';
