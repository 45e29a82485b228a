export {metaTranslator, pageMeta} from './meta';
