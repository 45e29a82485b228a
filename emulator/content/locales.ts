import type {LocaleCode, LocaleDefinition} from './model';

/** Locale lookups for one space: the default locale and each locale's fallback chain. */
export class LocaleIndex {
  readonly defaultLocale: LocaleDefinition;
  private readonly byCode: Map<LocaleCode, LocaleDefinition>;

  constructor(readonly all: LocaleDefinition[]) {
    const defaultLocale = all.find((locale) => locale.default);
    if (!defaultLocale) throw new Error('A space needs exactly one default locale');
    this.defaultLocale = defaultLocale;
    this.byCode = new Map(all.map((locale) => [locale.code, locale]));
  }

  has(code: LocaleCode): boolean {
    return this.byCode.has(code);
  }

  /** The requested locale followed by its fallbacks, e.g. es-mx -> es-es -> en-us. */
  chain(code: LocaleCode): LocaleCode[] {
    const chain: LocaleCode[] = [];
    let current: LocaleDefinition | undefined = this.byCode.get(code);
    while (current && !chain.includes(current.code)) {
      chain.push(current.code);
      current = current.fallbackCode ? this.byCode.get(current.fallbackCode) : undefined;
    }
    return chain;
  }
}
