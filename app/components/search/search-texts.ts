import {BRAND_NAME} from '~/lib/brand';
import {uiLanguageOf, type UiLanguage} from '~/lib/i18n/ui-strings';

/**
 * The search results page's built-in texts, in the languages of the app's own
 * texts (`~/lib/i18n/ui-strings`, keyed the same way). The content model's search
 * entry (placeholder, no-results texts) belongs to the search overlay; this page
 * does not read it yet.
 */
export interface SearchTexts {
  /** Page title and heading without a query. */
  title: string;
  /** Page title with a query: `{query}`. */
  titleWithQuery: string;
  inputLabel: string;
  /** The brand search prompt (shell §2): `{brand}`. */
  placeholder: string;
  submit: string;
  /** Shown before anything has been searched. */
  prompt: string;
  /** `{count}` and `{query}`, by plural category of the count. */
  resultCount: PluralText;
  /** `{query}`. */
  noResultsTitle: string;
  noResultsBody: string;
  unavailableTitle: string;
  unavailableBody: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** `{page}` and `{pages}`. */
  pageOf: string;
}

type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & {other: string};

const EN: SearchTexts = {
  title: 'Search',
  titleWithQuery: 'Search: {query}',
  inputLabel: 'Search products',
  placeholder: 'Search {brand}',
  submit: 'Search',
  prompt: 'What are you looking for?',
  resultCount: {one: '{count} result for “{query}”', other: '{count} results for “{query}”'},
  noResultsTitle: 'No results for “{query}”',
  noResultsBody: 'Check the spelling or try a more general word.',
  unavailableTitle: 'Search is unavailable right now',
  unavailableBody: 'Please try again in a moment.',
  pagination: 'Search results pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {page} of {pages}',
};

const SEARCH_TEXTS: Record<UiLanguage, SearchTexts> = {
  en: EN,
  fr: {
    title: 'Recherche',
    titleWithQuery: 'Recherche : {query}',
    inputLabel: 'Rechercher des produits',
    placeholder: 'Rechercher sur {brand}',
    submit: 'Rechercher',
    prompt: 'Que recherchez-vous ?',
    resultCount: {one: '{count} résultat pour « {query} »', other: '{count} résultats pour « {query} »'},
    noResultsTitle: 'Aucun résultat pour « {query} »',
    noResultsBody: 'Vérifiez l’orthographe ou essayez un terme plus général.',
    unavailableTitle: 'La recherche est indisponible pour le moment',
    unavailableBody: 'Veuillez réessayer dans un instant.',
    pagination: 'Pages de résultats',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    pageOf: 'Page {page} sur {pages}',
  },
  de: {
    title: 'Suche',
    titleWithQuery: 'Suche: {query}',
    inputLabel: 'Produkte durchsuchen',
    placeholder: '{brand} durchsuchen',
    submit: 'Suchen',
    prompt: 'Wonach suchst du?',
    resultCount: {one: '{count} Ergebnis für „{query}“', other: '{count} Ergebnisse für „{query}“'},
    noResultsTitle: 'Keine Ergebnisse für „{query}“',
    noResultsBody: 'Prüfe die Schreibweise oder versuche einen allgemeineren Begriff.',
    unavailableTitle: 'Die Suche ist gerade nicht verfügbar',
    unavailableBody: 'Bitte versuche es gleich noch einmal.',
    pagination: 'Ergebnisseiten',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    pageOf: 'Seite {page} von {pages}',
  },
  'zh-Hant': {
    title: '搜尋',
    titleWithQuery: '搜尋：{query}',
    inputLabel: '搜尋商品',
    placeholder: '搜尋 {brand}',
    submit: '搜尋',
    prompt: '您在找什麼？',
    resultCount: {other: '「{query}」共有 {count} 項結果'},
    noResultsTitle: '找不到「{query}」的相關結果',
    noResultsBody: '請檢查拼字，或改用更廣泛的字詞。',
    unavailableTitle: '搜尋功能暫時無法使用',
    unavailableBody: '請稍後再試。',
    pagination: '搜尋結果頁面',
    previousPage: '上一頁',
    nextPage: '下一頁',
    pageOf: '第 {page} 頁，共 {pages} 頁',
  },
  'zh-Hans': {
    title: '搜索',
    titleWithQuery: '搜索：{query}',
    inputLabel: '搜索商品',
    placeholder: '搜索 {brand}',
    submit: '搜索',
    prompt: '您在找什么？',
    resultCount: {other: '“{query}”共有 {count} 个结果'},
    noResultsTitle: '找不到与“{query}”相关的结果',
    noResultsBody: '请检查拼写，或尝试更宽泛的词语。',
    unavailableTitle: '搜索功能暂时无法使用',
    unavailableBody: '请稍后再试。',
    pagination: '搜索结果页面',
    previousPage: '上一页',
    nextPage: '下一页',
    pageOf: '第 {page} 页，共 {pages} 页',
  },
  ja: {
    title: '検索',
    titleWithQuery: '検索：{query}',
    inputLabel: '商品を検索',
    placeholder: '{brand}で検索',
    submit: '検索',
    prompt: '何をお探しですか？',
    resultCount: {other: '「{query}」の検索結果 {count} 件'},
    noResultsTitle: '「{query}」に一致する商品は見つかりませんでした',
    noResultsBody: 'つづりを確認するか、より一般的なキーワードでお試しください。',
    unavailableTitle: '現在、検索をご利用いただけません',
    unavailableBody: 'しばらくしてからもう一度お試しください。',
    pagination: '検索結果のページ',
    previousPage: '前のページ',
    nextPage: '次のページ',
    pageOf: '{pages} ページ中 {page} ページ目',
  },
  es: {
    title: 'Búsqueda',
    titleWithQuery: 'Búsqueda: {query}',
    inputLabel: 'Buscar productos',
    placeholder: 'Buscar en {brand}',
    submit: 'Buscar',
    prompt: '¿Qué estás buscando?',
    resultCount: {one: '{count} resultado para «{query}»', other: '{count} resultados para «{query}»'},
    noResultsTitle: 'No hay resultados para «{query}»',
    noResultsBody: 'Revisa la ortografía o prueba con un término más general.',
    unavailableTitle: 'La búsqueda no está disponible en este momento',
    unavailableBody: 'Inténtalo de nuevo en un momento.',
    pagination: 'Páginas de resultados',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    pageOf: 'Página {page} de {pages}',
  },
  nl: {
    title: 'Zoeken',
    titleWithQuery: 'Zoeken: {query}',
    inputLabel: 'Producten zoeken',
    placeholder: 'Zoek in {brand}',
    submit: 'Zoeken',
    prompt: 'Waar ben je naar op zoek?',
    resultCount: {one: '{count} resultaat voor ‘{query}’', other: '{count} resultaten voor ‘{query}’'},
    noResultsTitle: 'Geen resultaten voor ‘{query}’',
    noResultsBody: 'Controleer de spelling of probeer een algemener woord.',
    unavailableTitle: 'Zoeken is nu niet beschikbaar',
    unavailableBody: 'Probeer het zo nog eens.',
    pagination: 'Resultaatpagina’s',
    previousPage: 'Vorige pagina',
    nextPage: 'Volgende pagina',
    pageOf: 'Pagina {page} van {pages}',
  },
  pt: {
    title: 'Pesquisa',
    titleWithQuery: 'Pesquisa: {query}',
    inputLabel: 'Pesquisar produtos',
    placeholder: 'Pesquisar na {brand}',
    submit: 'Pesquisar',
    prompt: 'De que está à procura?',
    resultCount: {one: '{count} resultado para «{query}»', other: '{count} resultados para «{query}»'},
    noResultsTitle: 'Sem resultados para «{query}»',
    noResultsBody: 'Verifique a ortografia ou experimente um termo mais geral.',
    unavailableTitle: 'A pesquisa não está disponível de momento',
    unavailableBody: 'Tente novamente dentro de momentos.',
    pagination: 'Páginas de resultados',
    previousPage: 'Página anterior',
    nextPage: 'Página seguinte',
    pageOf: 'Página {page} de {pages}',
  },
  ar: {
    title: 'البحث',
    titleWithQuery: 'البحث: {query}',
    inputLabel: 'ابحث عن المنتجات',
    placeholder: 'ابحث في {brand}',
    submit: 'بحث',
    prompt: 'عمّ تبحث؟',
    resultCount: {
      one: 'نتيجة واحدة لـ «{query}»',
      two: 'نتيجتان لـ «{query}»',
      few: '{count} نتائج لـ «{query}»',
      other: '{count} نتيجة لـ «{query}»',
    },
    noResultsTitle: 'لا توجد نتائج لـ «{query}»',
    noResultsBody: 'تحقّق من الإملاء أو جرّب كلمة أعم.',
    unavailableTitle: 'البحث غير متاح حاليًا',
    unavailableBody: 'يُرجى المحاولة مرة أخرى بعد قليل.',
    pagination: 'صفحات نتائج البحث',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    pageOf: 'الصفحة {page} من {pages}',
  },
};

/** The texts for a locale; English when the locale has no translation. */
export function searchTextsFor(locale: string | null | undefined): SearchTexts {
  const language = locale ? uiLanguageOf(locale) : undefined;
  return language ? SEARCH_TEXTS[language] : EN;
}

/** Replaces `{name}` placeholders; `{brand}` is always the brand name. */
export function fillText(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (name === 'brand') return BRAND_NAME;
    return Object.hasOwn(values, name) ? String(values[name]) : placeholder;
  });
}

/** "24 results for “legging”", with the locale's plural form and digits. */
export function resultCountText(texts: SearchTexts, locale: string, count: number, query: string): string {
  const category = new Intl.PluralRules(locale).select(count);
  const template = texts.resultCount[category] ?? texts.resultCount.other;
  return fillText(template, {count: new Intl.NumberFormat(locale).format(count), query});
}
