/**
 * Runs `task` once the page scrolls (at once if it already has: a reload that kept its place),
 * for code a page needs as the shopper moves down it rather than on arrival.
 */
export function whenScrolled(task: () => void): () => void {
  if (window.scrollY > 0) {
    task();
    return () => undefined;
  }
  const onScroll = () => {
    stop();
    task();
  };
  const stop = () => window.removeEventListener('scroll', onScroll);
  window.addEventListener('scroll', onScroll, {passive: true});
  return stop;
}
