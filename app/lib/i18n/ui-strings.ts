import {DEFAULT_MARKET, languageSubtag} from '@markets';
import {useOptionalRootData} from '../root-data';

/**
 * The app's own built-in texts (pages and fallbacks that content does not supply):
 * not-found and error pages, the home page's fallback hero and product heading,
 * the skip link, loading labels. The header, footer, consent and country dialogs
 * keep their own label modules.
 *
 * Keyed by language subtag; Chinese by script (Hong Kong reads traditional,
 * Singapore simplified). Every language carries every text; a language without
 * an entry gets English.
 */
export interface UiStrings {
  skipToContent: string;
  /** The navigation progress bar's accessible name. */
  loadingPage: string;
  notFoundTitle: string;
  notFoundMessage: string;
  continueShopping: string;
  errorTitle: string;
  errorMessage: string;
  /** Shown for `?showErrorPage` (shell §2). */
  testErrorMessage: string;
  goHome: string;
  /** The home page's title when content gives none. */
  homeTitle: string;
  heroTagline: string;
  shopWomen: string;
  shopMen: string;
  bestsellers: string;
  loadingProducts: string;
  /** Read out before a crossed-out compare-at price. */
  previousPrice: string;
}

export type UiLanguage = 'en' | 'fr' | 'de' | 'zh-Hant' | 'zh-Hans' | 'ja' | 'es' | 'nl' | 'pt' | 'ar';

const EN: UiStrings = {
  skipToContent: 'Skip to content',
  loadingPage: 'Loading page',
  notFoundTitle: 'Page not found',
  notFoundMessage: 'We couldn’t find the page you were looking for.',
  continueShopping: 'Continue shopping',
  errorTitle: 'Something went wrong',
  errorMessage: 'We couldn’t load this page. Please try again in a moment.',
  testErrorMessage: 'This is a test error page, shown because the address asked for it (showErrorPage).',
  goHome: 'Go to the home page',
  homeTitle: 'Activewear for every day',
  heroTagline: 'Activewear for every day, made to move.',
  shopWomen: 'Shop Women',
  shopMen: 'Shop Men',
  bestsellers: 'Bestsellers',
  loadingProducts: 'Loading products',
  previousPrice: 'Was',
};

const UI_STRINGS: Record<UiLanguage, UiStrings> = {
  en: EN,
  fr: {
    skipToContent: 'Aller au contenu',
    loadingPage: 'Chargement de la page',
    notFoundTitle: 'Page introuvable',
    notFoundMessage: 'Nous n’avons pas trouvé la page que vous cherchez.',
    continueShopping: 'Continuer mes achats',
    errorTitle: 'Une erreur est survenue',
    errorMessage: 'Nous n’avons pas pu charger cette page. Veuillez réessayer dans un instant.',
    testErrorMessage:
      'Ceci est une page d’erreur de test, affichée parce que l’adresse la demande (showErrorPage).',
    goHome: 'Aller à l’accueil',
    homeTitle: 'Vêtements de sport pour tous les jours',
    heroTagline: 'Des vêtements de sport pour tous les jours, faits pour bouger.',
    shopWomen: 'Collection Femme',
    shopMen: 'Collection Homme',
    bestsellers: 'Meilleures ventes',
    loadingProducts: 'Chargement des produits',
    previousPrice: 'Prix initial',
  },
  de: {
    skipToContent: 'Zum Inhalt springen',
    loadingPage: 'Seite wird geladen',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundMessage: 'Wir konnten die gesuchte Seite nicht finden.',
    continueShopping: 'Weiter einkaufen',
    errorTitle: 'Etwas ist schiefgelaufen',
    errorMessage: 'Diese Seite konnte nicht geladen werden. Bitte versuche es gleich noch einmal.',
    testErrorMessage:
      'Dies ist eine Test-Fehlerseite, angezeigt, weil die Adresse sie anfordert (showErrorPage).',
    goHome: 'Zur Startseite',
    homeTitle: 'Activewear für jeden Tag',
    heroTagline: 'Activewear für jeden Tag, gemacht für Bewegung.',
    shopWomen: 'Damen entdecken',
    shopMen: 'Herren entdecken',
    bestsellers: 'Bestseller',
    loadingProducts: 'Produkte werden geladen',
    previousPrice: 'Statt',
  },
  'zh-Hant': {
    skipToContent: '跳至主要內容',
    loadingPage: '正在載入頁面',
    notFoundTitle: '找不到頁面',
    notFoundMessage: '我們找不到您要找的頁面。',
    continueShopping: '繼續購物',
    errorTitle: '發生錯誤',
    errorMessage: '無法載入此頁面，請稍後再試。',
    testErrorMessage: '這是測試錯誤頁面，因網址要求而顯示（showErrorPage）。',
    goHome: '返回首頁',
    homeTitle: '每天都能穿的運動服',
    heroTagline: '每天都能穿的運動服，為活動而生。',
    shopWomen: '選購女裝',
    shopMen: '選購男裝',
    bestsellers: '暢銷商品',
    loadingProducts: '正在載入商品',
    previousPrice: '原價',
  },
  'zh-Hans': {
    skipToContent: '跳至主要内容',
    loadingPage: '正在加载页面',
    notFoundTitle: '找不到页面',
    notFoundMessage: '我们找不到您要找的页面。',
    continueShopping: '继续购物',
    errorTitle: '出错了',
    errorMessage: '无法加载此页面，请稍后再试。',
    testErrorMessage: '这是测试错误页面，因网址要求而显示（showErrorPage）。',
    goHome: '返回首页',
    homeTitle: '每天都能穿的运动服',
    heroTagline: '每天都能穿的运动服，为活动而生。',
    shopWomen: '选购女装',
    shopMen: '选购男装',
    bestsellers: '畅销商品',
    loadingProducts: '正在加载商品',
    previousPrice: '原价',
  },
  ja: {
    skipToContent: 'メインコンテンツへスキップ',
    loadingPage: 'ページを読み込んでいます',
    notFoundTitle: 'ページが見つかりません',
    notFoundMessage: 'お探しのページが見つかりませんでした。',
    continueShopping: 'ショッピングを続ける',
    errorTitle: '問題が発生しました',
    errorMessage: 'このページを読み込めませんでした。しばらくしてからもう一度お試しください。',
    testErrorMessage: 'これはテスト用のエラーページです（アドレスで showErrorPage が指定されています）。',
    goHome: 'ホームへ戻る',
    homeTitle: '毎日のためのアクティブウェア',
    heroTagline: '毎日のためのアクティブウェア。動くためにつくりました。',
    shopWomen: 'ウィメンズを見る',
    shopMen: 'メンズを見る',
    bestsellers: 'ベストセラー',
    loadingProducts: '商品を読み込んでいます',
    previousPrice: '通常価格',
  },
  es: {
    skipToContent: 'Saltar al contenido',
    loadingPage: 'Cargando la página',
    notFoundTitle: 'Página no encontrada',
    notFoundMessage: 'No encontramos la página que buscas.',
    continueShopping: 'Seguir comprando',
    errorTitle: 'Algo salió mal',
    errorMessage: 'No pudimos cargar esta página. Inténtalo de nuevo en un momento.',
    testErrorMessage:
      'Esta es una página de error de prueba, mostrada porque la dirección la pide (showErrorPage).',
    goHome: 'Ir a la página de inicio',
    homeTitle: 'Ropa deportiva para cada día',
    heroTagline: 'Ropa deportiva para cada día, hecha para moverse.',
    shopWomen: 'Comprar mujer',
    shopMen: 'Comprar hombre',
    bestsellers: 'Más vendidos',
    loadingProducts: 'Cargando productos',
    previousPrice: 'Antes',
  },
  nl: {
    skipToContent: 'Naar de inhoud',
    loadingPage: 'Pagina wordt geladen',
    notFoundTitle: 'Pagina niet gevonden',
    notFoundMessage: 'We konden de pagina die je zoekt niet vinden.',
    continueShopping: 'Verder winkelen',
    errorTitle: 'Er is iets misgegaan',
    errorMessage: 'We konden deze pagina niet laden. Probeer het zo nog eens.',
    testErrorMessage: 'Dit is een testfoutpagina, getoond omdat het adres erom vraagt (showErrorPage).',
    goHome: 'Naar de homepage',
    homeTitle: 'Sportkleding voor elke dag',
    heroTagline: 'Sportkleding voor elke dag, gemaakt om te bewegen.',
    shopWomen: 'Shop dames',
    shopMen: 'Shop heren',
    bestsellers: 'Bestsellers',
    loadingProducts: 'Producten worden geladen',
    previousPrice: 'Oude prijs',
  },
  pt: {
    skipToContent: 'Saltar para o conteúdo',
    loadingPage: 'A carregar a página',
    notFoundTitle: 'Página não encontrada',
    notFoundMessage: 'Não encontrámos a página que procura.',
    continueShopping: 'Continuar a comprar',
    errorTitle: 'Algo correu mal',
    errorMessage: 'Não foi possível carregar esta página. Tente novamente dentro de momentos.',
    testErrorMessage:
      'Esta é uma página de erro de teste, apresentada porque o endereço a pede (showErrorPage).',
    goHome: 'Ir para a página inicial',
    homeTitle: 'Roupa desportiva para todos os dias',
    heroTagline: 'Roupa desportiva para todos os dias, feita para se mexer.',
    shopWomen: 'Comprar mulher',
    shopMen: 'Comprar homem',
    bestsellers: 'Mais vendidos',
    loadingProducts: 'A carregar produtos',
    previousPrice: 'Antes',
  },
  ar: {
    skipToContent: 'انتقل إلى المحتوى',
    loadingPage: 'جارٍ تحميل الصفحة',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundMessage: 'لم نتمكن من العثور على الصفحة التي تبحث عنها.',
    continueShopping: 'متابعة التسوق',
    errorTitle: 'حدث خطأ ما',
    errorMessage: 'تعذّر تحميل هذه الصفحة. يُرجى المحاولة مرة أخرى بعد قليل.',
    testErrorMessage: 'هذه صفحة خطأ تجريبية، تظهر لأن العنوان يطلبها (showErrorPage).',
    goHome: 'الانتقال إلى الصفحة الرئيسية',
    homeTitle: 'ملابس رياضية لكل يوم',
    heroTagline: 'ملابس رياضية لكل يوم، مصممة للحركة.',
    shopWomen: 'تسوّق ملابس النساء',
    shopMen: 'تسوّق ملابس الرجال',
    bestsellers: 'الأكثر مبيعًا',
    loadingProducts: 'جارٍ تحميل المنتجات',
    previousPrice: 'السعر السابق',
  },
};

/** The dictionary key for a locale such as 'fr-FR', 'zh-HK' or 'zh-SG'; undefined when there is none. */
export function uiLanguageOf(locale: string): UiLanguage | undefined {
  const language = languageSubtag(locale);
  if (language === 'zh') return /-(Hant|HK|TW|MO)(-|$)/i.test(locale) ? 'zh-Hant' : 'zh-Hans';
  return Object.hasOwn(UI_STRINGS, language) ? (language as UiLanguage) : undefined;
}

/** The built-in texts for a locale; English when the locale is missing or has no translation. */
export function uiStringsFor(locale: string | null | undefined): UiStrings {
  const language = locale ? uiLanguageOf(locale) : undefined;
  return language ? UI_STRINGS[language] : EN;
}

/**
 * The built-in texts in the current market's language. Safe on error pages: when
 * the root loader has no data, the texts are English (the page is then the US one).
 */
export function useUiStrings(): UiStrings {
  const market = useOptionalRootData()?.market ?? DEFAULT_MARKET;
  return uiStringsFor(market.locale);
}
