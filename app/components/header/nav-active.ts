import type {NavItem} from './nav-model';

const COMMUNITY_PATH = /^\/blogs(?:\/|$)/;

function pathOf(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return url.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
}

function isCommunityItem(item: NavItem): boolean {
  const path = pathOf(item.url) ?? '';
  return item.id === 'community' || COMMUNITY_PATH.test(path) || path === '/pages/community';
}

/**
 * Whether a top-level item is the section the shopper is in. `pathname` has no
 * market prefix. Any path under /blogs belongs to Community (shell §2).
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (COMMUNITY_PATH.test(pathname) && isCommunityItem(item)) return true;
  const itemPath = pathOf(item.url);
  if (!itemPath || itemPath === '/') return false;
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
