import type {NavLink} from './nav-model';

/** Shell §2: the gated shopper's extra menu entry. */
export const GATED_LINK_DEFAULT_LABEL = 'Warehouse Sale';
export const GATED_LINK_DEFAULT_COLOR = '#b42318';

/**
 * What the root loader may provide for a gated shopper; field names follow the
 * content type (`gated_tags`), with the shorter names accepted too.
 */
export interface GatedLinkData {
  collectionHandle: string;
  linkTitle?: string | null;
  label?: string | null;
  linkColor?: string | null;
  color?: string | null;
  displayNavigationLink?: boolean | null;
}

export function gatedNavLink(data: GatedLinkData | null | undefined): NavLink | null {
  if (!data?.collectionHandle || data.displayNavigationLink === false) return null;
  return {
    label: data.linkTitle || data.label || GATED_LINK_DEFAULT_LABEL,
    url: `/collections/${encodeURIComponent(data.collectionHandle)}`,
    color: data.linkColor || data.color || GATED_LINK_DEFAULT_COLOR,
  };
}
