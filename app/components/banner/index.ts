/** Placeholder until the promotional banner lands. */
export function PromoBanner() {
  return null;
}
