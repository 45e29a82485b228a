import {isHydrated, whenHydrated} from '~/lib/hydration';

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
 * Keeps the shopper's early input away from React until the page has hydrated.
 *
 * Remix's root component reads the page's data (streamed into the HTML) while it first
 * renders, and suspends until it has, outside any Suspense boundary. A press, key or typed
 * character on a page still waiting to hydrate makes React hydrate the document at once; if
 * Remix is still reading then, React cannot finish that render, gives up on the document
 * ("Root did not complete") and the page never comes alive: its buttons stay dead until a
 * reload. And a press that reaches React after it has committed the page but before the
 * page's first effects have run is undone by them (an effect that closes the search overlay
 * on arrival closed the overlay the press had just opened).
 *
 * So until the page has hydrated and its first effects have run (the root marks it,
 * `~/lib/hydration`; a few milliseconds after the code starts on a fast device, longer on a
 * slow one or while the HTML is still arriving) such events stop at the window: the browser
 * still does what it does without the page's code (follows a link, types, chooses, submits a
 * form), and what was typed or chosen is read by the sections that take over later. A plain
 * button, which does nothing without the page's code, is pressed again once the page is live.
 * Call it just before `hydrateRoot`.
 */
export function guardEarlyInput(): void {
  if (isHydrated()) return;
  // Where, too: a section that takes over its server HTML meanwhile puts an equal button there.
  let pressed: {control: HTMLElement; path: number[]} | null = null;
  const hold = (event: Event) => {
    event.stopImmediatePropagation();
    const control = event.type === 'click' ? pressAgainLater(event.target) : null;
    if (control) pressed = {control, path: pathFromBody(control)};
  };
  const release = () => {
    for (const type of HYDRATING_EVENTS) window.removeEventListener(type, hold, {capture: true});
    const again = pressed?.control.isConnected ? pressed.control : pressed && elementAtPath(pressed.path);
    if (again instanceof HTMLElement) again.click();
  };
  for (const type of HYDRATING_EVENTS) window.addEventListener(type, hold, {capture: true});
  // In a task of its own: the root's effect runs among the framework's own effects, which
  // finish first.
  whenHydrated(() => setTimeout(release, 0));
}

/**
 * The control a held click is pressed again on: a button that does nothing by itself. A link
 * is followed, a submit button submits its form and a field changes without the page's code,
 * so pressing those again would do it twice.
 */
function pressAgainLater(target: EventTarget | null): HTMLElement | null {
  const control = target instanceof Element ? target.closest('button, [role="button"]') : null;
  if (!(control instanceof HTMLElement) || control.closest('a[href]')) return null;
  if (control instanceof HTMLButtonElement && control.type !== 'button' && control.form) return null;
  return control;
}

function pathFromBody(element: Element): number[] {
  const path: number[] = [];
  for (
    let current = element;
    current !== document.body && current.parentElement;
    current = current.parentElement
  ) {
    path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current));
  }
  return path;
}

function elementAtPath(path: number[]): Element | undefined {
  let current: Element | undefined = document.body;
  for (const index of path) current = current?.children[index];
  return current;
}
