/** Shell §9: the mobile header counts as "at the top" above this scroll offset. */
export const HEADER_TOP_ZONE_PX = 88;
/** Shell §2: scrolling back up about this far brings the hidden header back. */
export const HEADER_REVEAL_DISTANCE_PX = 20;

export interface HeaderScrollState {
  hidden: boolean;
  /** The furthest point scrolled down since the header hid (where an upward scroll is measured from). */
  turningPoint: number;
  lastY: number;
}

export const INITIAL_HEADER_SCROLL: HeaderScrollState = {hidden: false, turningPoint: 0, lastY: 0};

/** The mobile header's visibility after the page scrolled to `y`. */
export function nextHeaderScroll(state: HeaderScrollState, y: number): HeaderScrollState {
  if (y === state.lastY) return state;
  if (y < HEADER_TOP_ZONE_PX) return {hidden: false, turningPoint: y, lastY: y};
  if (y > state.lastY) return {hidden: true, turningPoint: y, lastY: y};
  if (state.hidden && state.turningPoint - y >= HEADER_REVEAL_DISTANCE_PX) {
    return {hidden: false, turningPoint: y, lastY: y};
  }
  return {...state, lastY: y};
}
