import {starsFor} from '~/lib/product/reviews';

/** Five stars filled to the average (half stars included); the label says it in words. */
export function StarRating({average, label, size = 16}: {average: string; label: string; size?: number}) {
  const {full, half, empty} = starsFor(average);
  const stars = [
    ...Array<'full'>(full).fill('full'),
    ...(half ? (['half'] as const) : []),
    ...Array<'empty'>(empty).fill('empty'),
  ];
  return (
    <span role="img" aria-label={label} className="inline-flex text-neutral-900">
      {stars.map((kind, index) => (
        <svg
          key={index}
          width={size}
          height={size}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="rtl:-scale-x-100"
        >
          <defs>
            <linearGradient id={`half-star-${size}`}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="transparent" />
            </linearGradient>
          </defs>
          <path
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
            fill={kind === 'full' ? 'currentColor' : kind === 'half' ? `url(#half-star-${size})` : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
