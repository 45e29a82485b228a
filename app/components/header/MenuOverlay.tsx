/**
 * Dims the page under an open mega menu: fades in over 100 ms and out over
 * 300 ms (shell §9). Decorative; pointer events pass through while closed.
 */
export function MenuOverlay({open, onPointerEnter}: {open: boolean; onPointerEnter(): void}) {
  return (
    <div
      aria-hidden="true"
      data-state={open ? 'open' : 'closed'}
      data-testid="menu-overlay"
      onPointerEnter={open ? onPointerEnter : undefined}
      className="pointer-events-none absolute inset-x-0 top-full z-10 h-screen bg-black/30 opacity-0 transition-opacity duration-300 data-[state=open]:pointer-events-auto data-[state=open]:opacity-100 data-[state=open]:duration-100 motion-reduce:transition-none"
    />
  );
}
