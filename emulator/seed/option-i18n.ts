import {COLOURS} from './i18n';
import type {LanguageCode} from './types';

/**
 * The store's translations of its option names and values, product subtitles, performance
 * notes and the shop's product-page message, as a merchant keeps them in Shopify (Translate &
 * Adapt): the Storefront API answers in the `@inContext(language:)` asked for. Sizes (XS, M,
 * 28, "M 8/W 9.5") and inseams are codes and stay as they are, as stores leave them.
 */

type Translations = Partial<Record<LanguageCode, string>>;

/** FR, DE, ZH_TW, ZH_CN, JA, ES, NL, PT_PT, AR. */
const LANGUAGES: LanguageCode[] = ['FR', 'DE', 'ZH_TW', 'ZH_CN', 'JA', 'ES', 'NL', 'PT_PT', 'AR'];

function t(values: string[]): Translations {
  return Object.fromEntries(LANGUAGES.map((language, index) => [language, values[index]]));
}

const OPTION_NAMES: Record<string, Translations> = {
  Color: t(['Couleur', 'Farbe', '顏色', '颜色', 'カラー', 'Color', 'Kleur', 'Cor', 'اللون']),
  Size: t(['Taille', 'Größe', '尺寸', '尺码', 'サイズ', 'Talla', 'Maat', 'Tamanho', 'المقاس']),
  Length: t(['Longueur', 'Länge', '長度', '长度', '丈', 'Largo', 'Lengte', 'Comprimento', 'الطول']),
  Inseam: t([
    'Entrejambe',
    'Innenbeinlänge',
    '內長',
    '内长',
    '股下',
    'Tiro',
    'Binnenbeenlengte',
    'Entreperna',
    'طول الساق الداخلي',
  ]),
  Denominations: t(['Montant', 'Betrag', '面額', '面额', '金額', 'Importe', 'Bedrag', 'Valor', 'القيمة']),
};

const LENGTHS: Record<string, Translations> = {
  Short: t(['Court', 'Kurz', '短版', '短款', 'ショート', 'Corto', 'Kort', 'Curto', 'قصير']),
  Regular: t(['Standard', 'Normal', '標準', '标准', 'レギュラー', 'Normal', 'Normaal', 'Normal', 'عادي']),
  Long: t(['Long', 'Lang', '長版', '长款', 'ロング', 'Largo', 'Lang', 'Comprido', 'طويل']),
};

const COLOUR_NAMES: Record<string, Translations> = {
  ...Object.fromEntries(COLOURS.map((colour) => [colour.name, colour.translations])),
  Natural: t(['Naturel', 'Natur', '原色', '原色', 'ナチュラル', 'Natural', 'Naturel', 'Natural', 'طبيعي']),
};

/** An option's name in `language` (its own name when the store has no translation). */
export function optionNameIn(name: string, language: LanguageCode): string {
  return OPTION_NAMES[name]?.[language] ?? name;
}

/** An option value in `language`: colours and lengths are translated, sizes are codes. */
export function optionValueIn(name: string, value: string, language: LanguageCode): string {
  const table = name === 'Color' ? COLOUR_NAMES : name === 'Length' ? LENGTHS : null;
  return table?.[value]?.[language] ?? value;
}

/** Per category: the product subtitle (`custom.subtitle`) in English and its translations. */
export const SUBTITLES: Record<string, {en: string; translations: Translations}> = {
  leggings: {
    en: 'Second-skin feel, all-day comfort',
    translations: t([
      'Effet seconde peau, confort toute la journée',
      'Wie eine zweite Haut, bequem den ganzen Tag',
      '第二層肌膚般的觸感，整天舒適',
      '第二层肌肤般的触感，全天舒适',
      '素肌のような着心地で一日中快適',
      'Como una segunda piel, comodidad todo el día',
      'Voelt als een tweede huid, de hele dag comfortabel',
      'Toque de segunda pele, conforto todo o dia',
      'ملمس كالبشرة الثانية وراحة طوال اليوم',
    ]),
  },
  joggers: {
    en: 'The softest pant you will own',
    translations: t([
      'Le pantalon le plus doux que vous posséderez',
      'Die weichste Hose, die du je haben wirst',
      '你擁有過最柔軟的長褲',
      '你拥有过最柔软的长裤',
      'いちばん柔らかなパンツ',
      'El pantalón más suave que tendrás',
      'De zachtste broek die je ooit hebt gehad',
      'As calças mais macias que vai ter',
      'أنعم بنطال ستمتلكه',
    ]),
  },
  shorts: {
    en: 'Move freely, dry fast',
    translations: t([
      'Bougez librement, séchage rapide',
      'Frei bewegen, schnell trocken',
      '活動自如，快速乾爽',
      '活动自如，快速干爽',
      '動きやすく、すぐ乾く',
      'Muévete con libertad, secado rápido',
      'Vrij bewegen, snel droog',
      'Mova-se à vontade, seca depressa',
      'حركة حرة وجفاف سريع',
    ]),
  },
  tees: {
    en: 'Light, breathable, everyday ready',
    translations: t([
      'Léger, respirant, prêt pour tous les jours',
      'Leicht, atmungsaktiv, alltagstauglich',
      '輕盈透氣，日常百搭',
      '轻盈透气，日常百搭',
      '軽くて通気性がよく、毎日使える',
      'Ligera, transpirable, lista para el día a día',
      'Licht, ademend, klaar voor elke dag',
      'Leve, respirável, pronta para o dia a dia',
      'خفيف ومسامي وجاهز لكل يوم',
    ]),
  },
  tanks: {
    en: 'Cool coverage for hard work',
    translations: t([
      'Une couvrance fraîche pour l’effort',
      'Kühle Bedeckung für harte Workouts',
      '為高強度訓練帶來清涼',
      '为高强度训练带来清凉',
      'ハードなトレーニングも涼しく',
      'Cobertura fresca para entrenar duro',
      'Koele dekking voor zware trainingen',
      'Frescura para treinos intensos',
      'تغطية منعشة للتمارين الشاقة',
    ]),
  },
  hoodies: {
    en: 'Weekend warmth, any day',
    translations: t([
      'La chaleur du week-end, tous les jours',
      'Wochenend-Wärme an jedem Tag',
      '週末般的溫暖，天天都有',
      '周末般的温暖，天天都有',
      '週末のぬくもりを毎日に',
      'Calidez de fin de semana, cualquier día',
      'Weekendwarmte, elke dag',
      'O conforto do fim de semana, todos os dias',
      'دفء عطلة نهاية الأسبوع في أي يوم',
    ]),
  },
  jackets: {
    en: 'Weather-ready layers',
    translations: t([
      'Des couches prêtes pour la météo',
      'Wetterfeste Lagen',
      '應對天氣的多層穿搭',
      '应对天气的多层穿搭',
      '天候に備えるレイヤー',
      'Capas listas para cualquier clima',
      'Lagen voor elk weer',
      'Camadas prontas para o tempo',
      'طبقات جاهزة لكل طقس',
    ]),
  },
  'sports-bras': {
    en: 'Support that moves with you',
    translations: t([
      'Un maintien qui bouge avec vous',
      'Halt, der mit dir mitgeht',
      '隨你而動的支撐',
      '随你而动的支撑',
      '動きに寄り添うサポート',
      'Sujeción que se mueve contigo',
      'Steun die met je meebeweegt',
      'Suporte que se move consigo',
      'دعم يتحرك معك',
    ]),
  },
  shoes: {
    en: 'Cushioned for the long way round',
    translations: t([
      'Amorties pour les longues distances',
      'Gedämpft für lange Wege',
      '長距離的緩震之選',
      '长距离的缓震之选',
      '長い道のりも快適なクッション',
      'Amortiguación para el camino largo',
      'Gedempt voor de lange weg',
      'Amortecimento para o caminho longo',
      'توسيد للمسافات الطويلة',
    ]),
  },
  accessories: {
    en: 'The finishing kit',
    translations: t([
      'Les accessoires pour compléter',
      'Die perfekte Ergänzung',
      '完美收尾的配件',
      '完美收尾的配件',
      '仕上げのアイテム',
      'El toque final',
      'De finishing touch',
      'O toque final',
      'اللمسات الأخيرة',
    ]),
  },
};

const PERFORMANCE: Record<string, Translations> = {
  'Moisture-wicking': t([
    'Évacue la transpiration',
    'Feuchtigkeitsableitend',
    '吸濕排汗',
    '吸湿排汗',
    '吸汗速乾',
    'Transpirable',
    'Vochtafvoerend',
    'Absorve a humidade',
    'طارد للرطوبة',
  ]),
  'Four-way stretch': t([
    'Extensible dans les quatre sens',
    'Vier-Wege-Stretch',
    '四向彈力',
    '四向弹力',
    '4方向ストレッチ',
    'Elasticidad en cuatro direcciones',
    'Vierweg-stretch',
    'Elasticidade em quatro direções',
    'مرونة في أربعة اتجاهات',
  ]),
  'Anti-odour': t([
    'Anti-odeur',
    'Geruchshemmend',
    '抗異味',
    '抗异味',
    '防臭',
    'Antiolor',
    'Geurwerend',
    'Antiodor',
    'مضاد للروائح',
  ]),
  'Quick-dry': t([
    'Séchage rapide',
    'Schnelltrocknend',
    '快乾',
    '快干',
    '速乾',
    'Secado rápido',
    'Sneldrogend',
    'Secagem rápida',
    'سريع الجفاف',
  ]),
};

/** A pipe-separated performance list (`Quick-dry|Anti-odour`) in every language. */
export function performanceTranslations(list: string): Translations {
  const words = list.split('|');
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      words.map((word) => PERFORMANCE[word]?.[language] ?? word).join('|'),
    ]),
  );
}

/** The shop's product-page message (`custom.pdp_marketing_message`). */
export const PDP_MARKETING_MESSAGE = {
  en: 'Free returns within 30 days on every order.',
  translations: t([
    'Retours gratuits sous 30 jours sur toutes les commandes.',
    'Kostenlose Rücksendung innerhalb von 30 Tagen bei jeder Bestellung.',
    '所有訂單均享 30 天內免費退貨。',
    '所有订单均享 30 天内免费退货。',
    'すべてのご注文で30日以内の返品が無料です。',
    'Devoluciones gratuitas en 30 días en todos los pedidos.',
    'Gratis retourneren binnen 30 dagen bij elke bestelling.',
    'Devoluções gratuitas em 30 dias em todas as encomendas.',
    'إرجاع مجاني خلال 30 يومًا على كل الطلبات.',
  ]),
};
