import {useT} from '~/lib/i18n/i18n';

/** The product grid's place while its products stream in or its code loads. */
export function ProductGridSkeleton({count}: {count: number}) {
  const t = useT();
  return (
    <ul
      className="grid grid-cols-2 gap-4 md:grid-cols-4"
      aria-busy="true"
      aria-label={t('home.loadingProducts')}
    >
      {Array.from({length: count}, (_, index) => (
        <li key={index} className="aspect-[4/5] animate-pulse bg-neutral-100 motion-reduce:animate-none" />
      ))}
    </ul>
  );
}
