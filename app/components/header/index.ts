export {SiteHeader} from './SiteHeader';
export {
  DESKTOP_HEADER_HEIGHT_PX,
  MOBILE_HEADER_HEIGHT_PX,
  StickyHeaderProvider,
  useStickyHeader,
  type StickyHeaderState,
} from './sticky-header-context';
