import {describe, expect, it} from 'vitest';
import {INITIAL_HEADER_SCROLL, nextHeaderScroll, type HeaderScrollState} from './mobile-header-scroll';

const scrollThrough = (positions: number[], start: HeaderScrollState = INITIAL_HEADER_SCROLL) =>
  positions.reduce(nextHeaderScroll, start);

describe('nextHeaderScroll', () => {
  it('stays visible while the page is within the top 88 px', () => {
    expect(scrollThrough([10, 40, 87]).hidden).toBe(false);
  });

  it('hides on scrolling down past the top zone', () => {
    expect(scrollThrough([50, 100]).hidden).toBe(true);
  });

  it('stays hidden for a small scroll back up, and reappears after 20 px', () => {
    const hidden = scrollThrough([200, 400]);
    expect(scrollThrough([390], hidden).hidden).toBe(true);
    expect(scrollThrough([390, 381], hidden).hidden).toBe(true);
    expect(scrollThrough([390, 380], hidden).hidden).toBe(false);
  });

  it('measures the way back up from the lowest point reached', () => {
    const state = scrollThrough([200, 400, 390, 600, 585]);
    expect(state.hidden).toBe(true);
    expect(scrollThrough([580], state).hidden).toBe(false);
  });

  it('reappears when the page returns to the top zone however it got there', () => {
    expect(scrollThrough([300, 600, 80]).hidden).toBe(false);
  });

  it('returns the same state for an unchanged position, so React can skip the render', () => {
    const state = scrollThrough([300]);
    expect(nextHeaderScroll(state, 300)).toBe(state);
  });
});
