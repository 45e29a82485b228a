/**
 * The Intl formatters, each made once per locale and options and then shared. Making one loads
 * the locale's data and costs far more than using it: about a millisecond each in the worker,
 * where a product page with its reviews made one per render. They keep no state between calls.
 */
const made = new Map<string, unknown>();

/** Locales and options come from our markets and code; the bound only guards against surprises. */
const MAX_FORMATTERS = 500;

function once<T>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    if (made.size >= MAX_FORMATTERS) made.clear();
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return once(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string): Intl.NumberFormat {
  return once(`number|${locale}`, () => new Intl.NumberFormat(locale));
}

export function pluralRules(locale: string): Intl.PluralRules {
  return once(`plural|${locale}`, () => new Intl.PluralRules(locale));
}

export function collator(locale: string): Intl.Collator {
  return once(`collator|${locale}`, () => new Intl.Collator(locale));
}
