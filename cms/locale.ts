/** Contentful locale codes are the market locale in lower case: 'en-GB' -> 'en-gb'. */
export function toContentLocale(marketLocale: string): string {
  return marketLocale.replace('_', '-').toLowerCase();
}
