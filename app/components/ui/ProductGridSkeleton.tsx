/** A product list page's grid columns (beside its filters from `lg`). */
export const LISTING_COLUMNS = 'md:grid-cols-3 lg:grid-cols-4';

/**
 * A product grid's place while its products or code arrive (after a navigation in the browser;
 * a first load has the server's HTML): `count` grey cards in the grid's own columns.
 */
export function ProductGridSkeleton({
  count,
  label,
  columns = 'md:grid-cols-4',
}: {
  count: number;
  /** Names the busy list for screen readers ("Loading products"). */
  label: string;
  /** The grid's columns from `md` up, as the real grid has them. */
  columns?: string;
}) {
  return (
    <ul className={`grid grid-cols-2 gap-4 ${columns}`} aria-busy="true" aria-label={label}>
      {Array.from({length: count}, (_, index) => (
        <li key={index} className="aspect-[4/5] animate-pulse bg-neutral-100 motion-reduce:animate-none" />
      ))}
    </ul>
  );
}
