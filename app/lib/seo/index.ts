export {pageMeta, rootDataOf} from './meta';
export type {PageSeo} from './meta';
