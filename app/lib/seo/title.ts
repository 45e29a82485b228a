import {BRAND_NAME} from '../brand';

/**
 * A page title with the brand suffix, unless the title already ends with the brand
 * ("Alderline Jogger" still gets it; "Leggings | Alderline" does not).
 */
export function titleWithBrand(title: string | null | undefined): string {
  const trimmed = (title ?? '').trim();
  if (!trimmed) return BRAND_NAME;
  if (trimmed.toLowerCase().endsWith(BRAND_NAME.toLowerCase())) return trimmed;
  return `${trimmed} | ${BRAND_NAME}`;
}
