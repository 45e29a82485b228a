/** Opens what the shopper picked in the overlay: app paths through Remix in the market, other sites as they are. */
export interface OverlayNavigation {
  go(url: string, newTab?: boolean): void;
  /** The address to open in a new tab or window. */
  href(url: string): string;
}

const ABSOLUTE_URL = /^https?:\/\//;

export function createOverlayNavigation(
  current: () => {
    navigate: (path: string) => void;
    localize: (path: string) => string;
    onClose: () => void;
  },
): OverlayNavigation {
  const href = (url: string) => (ABSOLUTE_URL.test(url) ? url : current().localize(url));
  return {
    href,
    go(url, newTab = false) {
      if (newTab) window.open(href(url), '_blank', 'noopener');
      else if (ABSOLUTE_URL.test(url)) window.location.assign(url);
      else current().navigate(href(url));
      current().onClose();
    },
  };
}

/**
 * A pointer selection opens the item (Enter is handled by Autocomplete's navigator); with
 * Ctrl/Cmd or Shift held it opens in a new tab or window, as a link would.
 */
export function selectWithPointer(event: unknown, url: string, navigation: OverlayNavigation): void {
  if (typeof event !== 'object' || event === null || !('button' in event)) return;
  const mouse = event as unknown as Pick<MouseEvent, 'metaKey' | 'ctrlKey' | 'shiftKey'>;
  navigation.go(url, mouse.metaKey || mouse.ctrlKey || mouse.shiftKey);
}
