/**
 * Where a block's text sits, from content values such as 'overlay-top-left',
 * 'overlay-center' or 'below'. Unknown values fall back to the block's default.
 */
export interface TextPlacement {
  overlay: boolean;
  vertical: 'top' | 'center' | 'bottom';
  horizontal: 'start' | 'center' | 'end';
}

const VERTICAL = new Set(['top', 'center', 'bottom']);
const HORIZONTAL: Record<string, TextPlacement['horizontal']> = {
  left: 'start',
  start: 'start',
  center: 'center',
  right: 'end',
  end: 'end',
};

export function parsePlacement(value: string, fallback: TextPlacement): TextPlacement {
  const [mode, ...parts] = value.toLowerCase().split('-');
  if (mode === 'below' || mode === 'above') return {overlay: false, vertical: 'top', horizontal: 'start'};
  if (mode !== 'overlay') return fallback;
  if (parts.length === 1 && parts[0] === 'center')
    return {overlay: true, vertical: 'center', horizontal: 'center'};
  const [vertical, horizontal] = parts;
  if (!VERTICAL.has(vertical) || !HORIZONTAL[horizontal]) return fallback;
  return {overlay: true, vertical: vertical as TextPlacement['vertical'], horizontal: HORIZONTAL[horizontal]};
}

/** Flex classes that put an overlay's text where the placement says (logical, so RTL mirrors). */
export function placementClasses(placement: TextPlacement): string {
  const vertical = {top: 'justify-start', center: 'justify-center', bottom: 'justify-end'}[
    placement.vertical
  ];
  const horizontal = {
    start: 'items-start text-start',
    center: 'items-center text-center',
    end: 'items-end text-end',
  }[placement.horizontal];
  return `${vertical} ${horizontal}`;
}
