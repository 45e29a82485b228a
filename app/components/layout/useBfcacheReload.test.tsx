// @vitest-environment jsdom
import {cleanup, render} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {isSafari, useBfcacheReload} from './useBfcacheReload';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

function Probe() {
  useBfcacheReload();
  return null;
}

function pageShow(persisted: boolean) {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', {value: persisted});
  window.dispatchEvent(event);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('isSafari', () => {
  it.each([SAFARI, IOS_SAFARI])('recognises Safari: %s', (ua) => expect(isSafari(ua)).toBe(true));
  it.each([CHROME, IOS_CHROME, ANDROID])('leaves other browsers alone: %s', (ua) =>
    expect(isSafari(ua)).toBe(false),
  );
});

describe('useBfcacheReload', () => {
  function setup(userAgent: string) {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({...window.location, reload});
    const view = render(<Probe />);
    return {reload, view};
  }

  it('reloads Safari when the page comes back from the back-forward cache', () => {
    const {reload} = setup(SAFARI);
    pageShow(false);
    expect(reload).not.toHaveBeenCalled();
    pageShow(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the back-forward cache in other browsers', () => {
    const {reload} = setup(CHROME);
    pageShow(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const {reload, view} = setup(SAFARI);
    view.unmount();
    pageShow(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
