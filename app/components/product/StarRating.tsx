import {BEST_RATING} from '~/lib/product/reviews';

/** Five stars filled to the average; the label says it in words. Fills from the reading direction's start. */
export function StarRating({average, label, size = 16}: {average: string; label: string; size?: number}) {
  const filled = Math.max(0, Math.min(1, Number(average) / BEST_RATING)) * 100;
  return (
    <span
      role="img"
      aria-label={label}
      className="relative inline-block leading-none tracking-[0.1em]"
      style={{fontSize: size}}
    >
      <span aria-hidden="true" className="text-neutral-300">
        ★★★★★
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 start-0 overflow-hidden whitespace-nowrap text-neutral-900"
        style={{width: `${filled}%`}}
      >
        ★★★★★
      </span>
    </span>
  );
}
