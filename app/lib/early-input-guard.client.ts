/**
 * Presses, keys and typing that make React hydrate the whole document at once (React 18's
 * "discrete" events), as React lists them.
 */
const HYDRATING_EVENTS = [
  'mousedown',
  'mouseup',
  'touchcancel',
  'touchend',
  'touchstart',
  'auxclick',
  'dblclick',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'dragend',
  'dragstart',
  'drop',
  'compositionend',
  'compositionstart',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'copy',
  'cut',
  'paste',
  'click',
  'change',
  'contextmenu',
  'reset',
  'submit',
] as const;

/**
 * Keeps the shopper's early input away from React until Remix has read the page's data.
 *
 * Remix's root component reads the page's data (streamed into the HTML) while it first
 * renders, and suspends until it has, outside any Suspense boundary. A press, key or typed
 * character on a page still waiting to hydrate makes React hydrate the document at once; if
 * Remix is still reading then, React cannot finish that render, gives up on the document
 * ("Root did not complete") and the page never comes alive: its buttons stay dead until a
 * reload. Until the data is read (a few milliseconds on a fast device, longer on a slow one or
 * while the HTML is still arriving) such events stop at the window: the browser still does what
 * it does without the page's code (follows a link, types, chooses, submits a form), and what
 * was typed or chosen is still read by the sections that take over later. Call it just before
 * `hydrateRoot`; once the data is read it lets events through, and removes itself at the next one.
 */
export function guardEarlyInput(): void {
  const remixStateRead = () => window.__remixContext?.state !== undefined;
  if (remixStateRead()) return;
  const hold = (event: Event) => {
    if (remixStateRead()) {
      release();
      return;
    }
    event.stopImmediatePropagation();
  };
  const release = () => {
    for (const type of HYDRATING_EVENTS) window.removeEventListener(type, hold, {capture: true});
  };
  for (const type of HYDRATING_EVENTS) window.addEventListener(type, hold, {capture: true});
}
