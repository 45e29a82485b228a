/**
 * The document language: the language subtag ('ar', 'fr', 'en'), keeping the region
 * only for Chinese, where Hong Kong (traditional) and Singapore (simplified) need
 * different fonts and glyphs.
 */
export function htmlLang(locale: string): string {
  const [language] = locale.split('-');
  return language.toLowerCase() === 'zh' ? locale : language.toLowerCase();
}
