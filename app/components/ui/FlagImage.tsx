/** A country's flag, decorative: the control around it carries the name. */
export function FlagImage({countryCode, className = ''}: {countryCode: string; className?: string}) {
  return (
    <img
      src={`/flags/${countryCode.toLowerCase()}.svg`}
      alt=""
      width={24}
      height={16}
      className={`h-4 w-6 rounded-[2px] object-cover ring-1 ring-black/10 ${className}`}
    />
  );
}
