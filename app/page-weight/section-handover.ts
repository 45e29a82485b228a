/**
 * What a shopper did to a lazy section's server HTML before the section ran in the browser,
 * carried over to the section as React first renders it in that HTML's place (see
 * `LazySection`): focus and text selection, typed or chosen form values, scroll offsets and
 * where a video was. Places are paths of child indexes from the section's frame; the section
 * renders the same markup it rendered on the server, so a path leads to the same control.
 */
export interface Handover {
  focus?: {path: number[]; selection?: [number, number]};
  values: Array<{path: number[]; value: string}>;
  scrolls: Array<{path: number[]; left: number; top: number}>;
  media: Array<{path: number[]; time: number; playing: boolean}>;
}

/** Reads the server HTML's state under `root`, just before it is replaced. */
export function captureHandover(root: Element): Handover {
  const handover: Handover = {values: [], scrolls: [], media: []};
  const active = root.ownerDocument.activeElement;
  const focusPath = active ? pathWithin(root, active) : undefined;
  if (active && focusPath) handover.focus = {path: focusPath, selection: selectionOf(active)};
  for (const element of root.querySelectorAll('*')) {
    const path = () => pathWithin(root, element)!;
    if (changedValue(element) !== undefined)
      handover.values.push({path: path(), value: changedValue(element)!});
    if (element.scrollLeft !== 0 || element.scrollTop !== 0) {
      handover.scrolls.push({path: path(), left: element.scrollLeft, top: element.scrollTop});
    }
    if (element instanceof HTMLMediaElement && element.currentTime > 0) {
      handover.media.push({path: path(), time: element.currentTime, playing: !element.paused});
    }
  }
  return handover;
}

/**
 * Whether the shopper already typed or chose something under `root`, or has focus in it: done
 * before the page's code ran, no listener saw it, and the section is wanted now.
 */
export function shopperIsIn(root: Element): boolean {
  const active = root.ownerDocument.activeElement;
  if (active && pathWithin(root, active)) return true;
  return [...root.querySelectorAll('input, textarea, select')].some(
    (field) => changedValue(field) !== undefined,
  );
}

/**
 * Applies `handover` to the section now rendered under `root`. Values go in as the browser
 * would type or choose them (an `input` and a `change` event), so the section's own handlers
 * see them.
 */
export function restoreHandover(root: Element, handover: Handover): void {
  for (const {path, value} of handover.values) {
    const field = elementAt(root, path);
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      setValueAsTyped(field, value);
    }
  }
  for (const {path, left, top} of handover.scrolls) elementAt(root, path)?.scrollTo(left, top);
  for (const {path, time, playing} of handover.media) {
    const media = elementAt(root, path);
    if (!(media instanceof HTMLMediaElement)) continue;
    media.currentTime = time;
    if (playing && media.paused) void media.play().catch(() => undefined);
  }
  const focus = handover.focus && elementAt(root, handover.focus.path);
  if (focus instanceof HTMLElement) {
    focus.focus({preventScroll: true});
    const selection = handover.focus?.selection;
    if (selection && (focus instanceof HTMLInputElement || focus instanceof HTMLTextAreaElement)) {
      focus.setSelectionRange(...selection);
    }
  }
}

/** The child indexes that lead from `root` to `node`, when `node` is inside it. */
export function pathWithin(root: Element, node: Element): number[] | undefined {
  if (node === root || !root.contains(node)) return undefined;
  const path: number[] = [];
  for (let current = node; current !== root; current = current.parentElement!) {
    path.unshift(Array.prototype.indexOf.call(current.parentElement!.children, current));
  }
  return path;
}

/** The element at `path` under `root`. */
export function elementAt(root: Element, path: number[]): Element | undefined {
  let current: Element | undefined = root;
  for (const index of path) current = current?.children[index];
  return current;
}

const TEXT_LIKE = /^(?:text|search|email|tel|url|number|password|date|time|datetime-local|month|week)$/;

/** A field's value when the shopper changed it from the one in the HTML. */
function changedValue(element: Element): string | undefined {
  if (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && TEXT_LIKE.test(element.type))
  ) {
    return element.value !== element.defaultValue ? element.value : undefined;
  }
  if (element instanceof HTMLSelectElement) {
    const changed = [...element.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? element.value : undefined;
  }
  return undefined;
}

function selectionOf(element: Element): [number, number] | undefined {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return undefined;
  try {
    const {selectionStart, selectionEnd} = element;
    return selectionStart === null || selectionEnd === null ? undefined : [selectionStart, selectionEnd];
  } catch {
    // Some input types (email, number) have no selection.
    return undefined;
  }
}

/** Sets a field's value past React's own tracking, then tells React (and anyone) it changed. */
function setValueAsTyped(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', {bubbles: true}));
  field.dispatchEvent(new Event('change', {bubbles: true}));
}
