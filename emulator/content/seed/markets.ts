import {getMarket, messageLanguageOf, type CountryCode} from '../../../markets';
import type {LocaleDefinition} from '../model';

/** The copy dictionary a locale's texts are written in. */
export type CopyLanguage = 'en' | 'fr' | 'de' | 'zh-hant' | 'zh-hans' | 'ja' | 'es' | 'nl' | 'pt' | 'ar';

export interface SeedMarket {
  /** Contentful locale code: the market's locale in lower case. */
  locale: string;
  countryCode: string;
  language: CopyLanguage;
  localeName: string;
  fallbackCode: string | null;
  /** Free-shipping threshold in the market's currency, and how it reads in running text. */
  freeShippingThreshold: number;
  formattedThreshold: string;
}

export const DEFAULT_LOCALE = 'en-us';

/** What the content space holds per market, beside the market itself (markets/). */
interface SpaceLocale {
  /** The space's name for the market's locale. */
  localeName: string;
  /** The market whose locale this one falls back to; null for the default locale. */
  fallback: CountryCode | null;
  /** Free-shipping threshold in the market's currency, and how it reads in running text. */
  freeShippingThreshold: number;
  formattedThreshold: string;
}

// In the order the space lists its locales, the default first. Thresholds are written out rather
// than formatted with Intl so the seed never changes with ICU data.
const SPACE_LOCALES: Record<CountryCode, SpaceLocale> = {
  US: {
    localeName: 'English (United States)',
    fallback: null,
    freeShippingThreshold: 75,
    formattedThreshold: '$75',
  },
  GB: {
    localeName: 'English (United Kingdom)',
    fallback: 'US',
    freeShippingThreshold: 60,
    formattedThreshold: '£60',
  },
  AU: {
    localeName: 'English (Australia)',
    fallback: 'US',
    freeShippingThreshold: 100,
    formattedThreshold: '$100',
  },
  CA: {
    localeName: 'English (Canada)',
    fallback: 'US',
    freeShippingThreshold: 100,
    formattedThreshold: '$100',
  },
  IE: {localeName: 'English (Ireland)', fallback: 'US', freeShippingThreshold: 70, formattedThreshold: '€70'},
  AT: {localeName: 'English (Austria)', fallback: 'US', freeShippingThreshold: 70, formattedThreshold: '€70'},
  BE: {localeName: 'English (Belgium)', fallback: 'US', freeShippingThreshold: 70, formattedThreshold: '€70'},
  DK: {
    localeName: 'English (Denmark)',
    fallback: 'US',
    freeShippingThreshold: 500,
    formattedThreshold: '500 kr.',
  },
  FI: {localeName: 'English (Finland)', fallback: 'US', freeShippingThreshold: 70, formattedThreshold: '€70'},
  IT: {localeName: 'English (Italy)', fallback: 'US', freeShippingThreshold: 70, formattedThreshold: '€70'},
  NO: {
    localeName: 'English (Norway)',
    fallback: 'US',
    freeShippingThreshold: 750,
    formattedThreshold: '750 kr',
  },
  SE: {
    localeName: 'English (Sweden)',
    fallback: 'US',
    freeShippingThreshold: 750,
    formattedThreshold: '750 kr',
  },
  CH: {
    localeName: 'English (Switzerland)',
    fallback: 'US',
    freeShippingThreshold: 80,
    formattedThreshold: 'CHF 80',
  },
  FR: {localeName: 'French (France)', fallback: 'US', freeShippingThreshold: 70, formattedThreshold: '70 €'},
  DE: {localeName: 'German (Germany)', fallback: 'US', freeShippingThreshold: 70, formattedThreshold: '70 €'},
  HK: {
    localeName: 'Chinese (Hong Kong)',
    fallback: 'US',
    freeShippingThreshold: 600,
    formattedThreshold: 'HK$600',
  },
  SG: {
    localeName: 'Chinese (Singapore)',
    fallback: 'US',
    freeShippingThreshold: 100,
    formattedThreshold: 'S$100',
  },
  JP: {
    localeName: 'Japanese (Japan)',
    fallback: 'US',
    freeShippingThreshold: 10000,
    formattedThreshold: '¥10,000',
  },
  MX: {
    localeName: 'Spanish (Mexico)',
    fallback: 'ES',
    freeShippingThreshold: 1500,
    formattedThreshold: '$1,500',
  },
  ES: {localeName: 'Spanish (Spain)', fallback: 'US', freeShippingThreshold: 70, formattedThreshold: '70 €'},
  NL: {
    localeName: 'Dutch (Netherlands)',
    fallback: 'US',
    freeShippingThreshold: 70,
    formattedThreshold: '€ 70',
  },
  PT: {
    localeName: 'Portuguese (Portugal)',
    fallback: 'US',
    freeShippingThreshold: 70,
    formattedThreshold: '70 €',
  },
  AE: {
    localeName: 'Arabic (United Arab Emirates)',
    fallback: 'US',
    freeShippingThreshold: 300,
    formattedThreshold: '300 درهم',
  },
};

/** Contentful's locale code for a market: the market's locale in lower case. */
const contentLocale = (countryCode: CountryCode) => getMarket(countryCode).locale.toLowerCase();

export const SEED_MARKETS: SeedMarket[] = (Object.entries(SPACE_LOCALES) as [CountryCode, SpaceLocale][]).map(
  ([countryCode, space]) => ({
    locale: contentLocale(countryCode),
    countryCode,
    language: messageLanguageOf(getMarket(countryCode).locale).toLowerCase() as CopyLanguage,
    localeName: space.localeName,
    fallbackCode: space.fallback && contentLocale(space.fallback),
    freeShippingThreshold: space.freeShippingThreshold,
    formattedThreshold: space.formattedThreshold,
  }),
);

export const SEED_LOCALES: LocaleDefinition[] = SEED_MARKETS.map((market) => ({
  code: market.locale,
  name: market.localeName,
  default: market.locale === DEFAULT_LOCALE,
  fallbackCode: market.fallbackCode,
}));

/** The locale that carries each language's own texts; other locales of the language fall back to it. */
export const LOCALE_OF_LANGUAGE: Record<CopyLanguage, string> = {
  en: 'en-us',
  fr: 'fr-fr',
  de: 'de-de',
  'zh-hant': 'zh-hk',
  'zh-hans': 'zh-sg',
  ja: 'ja-jp',
  es: 'es-es',
  nl: 'nl-nl',
  pt: 'pt-pt',
  ar: 'ar-ae',
};

type CountryNames = Record<CopyLanguage, string>;

const names = (...values: string[]): CountryNames => {
  const [en, fr, de, zhHant, zhHans, ja, es, nl, pt, ar] = values;
  return {en, fr, de, 'zh-hant': zhHant, 'zh-hans': zhHans, ja, es, nl, pt, ar};
};

/** Country names in every copy language, for address countries and the country switcher. */
export const COUNTRY_NAMES: Record<string, CountryNames> = {
  AT: names(
    'Austria',
    'Autriche',
    'Österreich',
    '奧地利',
    '奥地利',
    'オーストリア',
    'Austria',
    'Oostenrijk',
    'Áustria',
    'النمسا',
  ),
  AU: names(
    'Australia',
    'Australie',
    'Australien',
    '澳洲',
    '澳大利亚',
    'オーストラリア',
    'Australia',
    'Australië',
    'Austrália',
    'أستراليا',
  ),
  BE: names(
    'Belgium',
    'Belgique',
    'Belgien',
    '比利時',
    '比利时',
    'ベルギー',
    'Bélgica',
    'België',
    'Bélgica',
    'بلجيكا',
  ),
  CA: names('Canada', 'Canada', 'Kanada', '加拿大', '加拿大', 'カナダ', 'Canadá', 'Canada', 'Canadá', 'كندا'),
  DK: names(
    'Denmark',
    'Danemark',
    'Dänemark',
    '丹麥',
    '丹麦',
    'デンマーク',
    'Dinamarca',
    'Denemarken',
    'Dinamarca',
    'الدنمارك',
  ),
  FI: names(
    'Finland',
    'Finlande',
    'Finnland',
    '芬蘭',
    '芬兰',
    'フィンランド',
    'Finlandia',
    'Finland',
    'Finlândia',
    'فنلندا',
  ),
  FR: names(
    'France',
    'France',
    'Frankreich',
    '法國',
    '法国',
    'フランス',
    'Francia',
    'Frankrijk',
    'França',
    'فرنسا',
  ),
  DE: names(
    'Germany',
    'Allemagne',
    'Deutschland',
    '德國',
    '德国',
    'ドイツ',
    'Alemania',
    'Duitsland',
    'Alemanha',
    'ألمانيا',
  ),
  HK: names(
    'Hong Kong',
    'Hong Kong',
    'Hongkong',
    '香港',
    '香港',
    '香港',
    'Hong Kong',
    'Hongkong',
    'Hong Kong',
    'هونغ كونغ',
  ),
  IE: names(
    'Ireland',
    'Irlande',
    'Irland',
    '愛爾蘭',
    '爱尔兰',
    'アイルランド',
    'Irlanda',
    'Ierland',
    'Irlanda',
    'أيرلندا',
  ),
  IT: names(
    'Italy',
    'Italie',
    'Italien',
    '意大利',
    '意大利',
    'イタリア',
    'Italia',
    'Italië',
    'Itália',
    'إيطاليا',
  ),
  JP: names('Japan', 'Japon', 'Japan', '日本', '日本', '日本', 'Japón', 'Japan', 'Japão', 'اليابان'),
  MX: names(
    'Mexico',
    'Mexique',
    'Mexiko',
    '墨西哥',
    '墨西哥',
    'メキシコ',
    'México',
    'Mexico',
    'México',
    'المكسيك',
  ),
  NL: names(
    'Netherlands',
    'Pays-Bas',
    'Niederlande',
    '荷蘭',
    '荷兰',
    'オランダ',
    'Países Bajos',
    'Nederland',
    'Países Baixos',
    'هولندا',
  ),
  NO: names(
    'Norway',
    'Norvège',
    'Norwegen',
    '挪威',
    '挪威',
    'ノルウェー',
    'Noruega',
    'Noorwegen',
    'Noruega',
    'النرويج',
  ),
  PT: names(
    'Portugal',
    'Portugal',
    'Portugal',
    '葡萄牙',
    '葡萄牙',
    'ポルトガル',
    'Portugal',
    'Portugal',
    'Portugal',
    'البرتغال',
  ),
  SG: names(
    'Singapore',
    'Singapour',
    'Singapur',
    '新加坡',
    '新加坡',
    'シンガポール',
    'Singapur',
    'Singapore',
    'Singapura',
    'سنغافورة',
  ),
  ES: names(
    'Spain',
    'Espagne',
    'Spanien',
    '西班牙',
    '西班牙',
    'スペイン',
    'España',
    'Spanje',
    'Espanha',
    'إسبانيا',
  ),
  SE: names(
    'Sweden',
    'Suède',
    'Schweden',
    '瑞典',
    '瑞典',
    'スウェーデン',
    'Suecia',
    'Zweden',
    'Suécia',
    'السويد',
  ),
  CH: names(
    'Switzerland',
    'Suisse',
    'Schweiz',
    '瑞士',
    '瑞士',
    'スイス',
    'Suiza',
    'Zwitserland',
    'Suíça',
    'سويسرا',
  ),
  AE: names(
    'United Arab Emirates',
    'Émirats arabes unis',
    'Vereinigte Arabische Emirate',
    '阿拉伯聯合酋長國',
    '阿拉伯联合酋长国',
    'アラブ首長国連邦',
    'Emiratos Árabes Unidos',
    'Verenigde Arabische Emiraten',
    'Emirados Árabes Unidos',
    'الإمارات العربية المتحدة',
  ),
  GB: names(
    'United Kingdom',
    'Royaume-Uni',
    'Vereinigtes Königreich',
    '英國',
    '英国',
    'イギリス',
    'Reino Unido',
    'Verenigd Koninkrijk',
    'Reino Unido',
    'المملكة المتحدة',
  ),
  US: names(
    'United States',
    'États-Unis',
    'Vereinigte Staaten',
    '美國',
    '美国',
    'アメリカ合衆国',
    'Estados Unidos',
    'Verenigde Staten',
    'Estados Unidos',
    'الولايات المتحدة',
  ),
};
