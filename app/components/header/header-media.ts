/**
 * The desktop header needs room (≥ 900 px, shell §9) and a pointer that can
 * hover; tablets get the mobile header at any width. Pure CSS, so the server
 * renders both and no layout jumps after hydration.
 */
/** The same condition for scripts (matchMedia); keep it in step with the classes below. */
export const DESKTOP_HEADER_MEDIA_QUERY = '(min-width: 900px) and (hover: hover)';
export const DESKTOP_ONLY = 'hidden [@media(min-width:900px)_and_(hover:hover)]:flex';
export const MOBILE_ONLY = 'flex [@media(min-width:900px)_and_(hover:hover)]:hidden';
/** The hidden mobile header slides up; the desktop header never does. */
export const SLIDES_UP_ON_MOBILE =
  '-translate-y-full [@media(min-width:900px)_and_(hover:hover)]:translate-y-0';

/** Where the sticky header stops: under a sticky 36 px promotional banner, else the top edge. */
export function stickyHeaderTop(bannerSticky: {mobile: boolean; desktop: boolean}): string {
  const mobile = bannerSticky.mobile ? 'top-9' : 'top-0';
  const desktop = bannerSticky.desktop
    ? '[@media(min-width:900px)_and_(hover:hover)]:top-9'
    : '[@media(min-width:900px)_and_(hover:hover)]:top-0';
  return `${mobile} ${desktop}`;
}
