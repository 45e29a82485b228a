import {languageSubtag} from '@markets';

/**
 * Control labels the content model has no field for (content supplies the
 * account, cart and search labels). Keyed by language; Chinese by script.
 */
export interface UiLabels {
  menu: string;
  closeMenu: string;
  back: string;
  changeCountry: string;
  /** `{brand}` is replaced with the brand name. */
  homeLink: string;
  mainNavigation: string;
  promotions: string;
  pauseRotation: string;
  resumeRotation: string;
  close: string;
  shopAll: string;
}

const EN: UiLabels = {
  menu: 'Menu',
  closeMenu: 'Close menu',
  back: 'Back',
  changeCountry: 'Change country',
  homeLink: '{brand} home',
  mainNavigation: 'Main',
  promotions: 'Promotions',
  pauseRotation: 'Pause messages',
  resumeRotation: 'Play messages',
  close: 'Close',
  shopAll: 'Shop all',
};

const BY_LANGUAGE: Record<string, Partial<UiLabels>> = {
  fr: {
    menu: 'Menu',
    closeMenu: 'Fermer le menu',
    back: 'Retour',
    changeCountry: 'Changer de pays',
    homeLink: 'Accueil {brand}',
    mainNavigation: 'Principale',
    promotions: 'Promotions',
    pauseRotation: 'Mettre les messages en pause',
    resumeRotation: 'Lire les messages',
    close: 'Fermer',
    shopAll: 'Tout voir',
  },
  de: {
    menu: 'Menü',
    closeMenu: 'Menü schließen',
    back: 'Zurück',
    changeCountry: 'Land ändern',
    homeLink: '{brand} Startseite',
    mainNavigation: 'Hauptmenü',
    promotions: 'Aktionen',
    pauseRotation: 'Nachrichten anhalten',
    resumeRotation: 'Nachrichten abspielen',
    close: 'Schließen',
    shopAll: 'Alle ansehen',
  },
  'zh-hant': {
    menu: '選單',
    closeMenu: '關閉選單',
    back: '返回',
    changeCountry: '更改國家/地區',
    homeLink: '{brand} 首頁',
    mainNavigation: '主選單',
    promotions: '優惠',
    pauseRotation: '暫停訊息',
    resumeRotation: '播放訊息',
    close: '關閉',
    shopAll: '查看全部',
  },
  'zh-hans': {
    menu: '菜单',
    closeMenu: '关闭菜单',
    back: '返回',
    changeCountry: '更改国家/地区',
    homeLink: '{brand} 首页',
    mainNavigation: '主菜单',
    promotions: '优惠',
    pauseRotation: '暂停消息',
    resumeRotation: '播放消息',
    close: '关闭',
    shopAll: '查看全部',
  },
  ja: {
    menu: 'メニュー',
    closeMenu: 'メニューを閉じる',
    back: '戻る',
    changeCountry: '国を変更',
    homeLink: '{brand} ホーム',
    mainNavigation: 'メイン',
    promotions: 'お知らせ',
    pauseRotation: 'メッセージを一時停止',
    resumeRotation: 'メッセージを再生',
    close: '閉じる',
    shopAll: 'すべて見る',
  },
  es: {
    menu: 'Menú',
    closeMenu: 'Cerrar menú',
    back: 'Atrás',
    changeCountry: 'Cambiar de país',
    homeLink: 'Inicio de {brand}',
    mainNavigation: 'Principal',
    promotions: 'Promociones',
    pauseRotation: 'Pausar mensajes',
    resumeRotation: 'Reproducir mensajes',
    close: 'Cerrar',
    shopAll: 'Ver todo',
  },
  nl: {
    menu: 'Menu',
    closeMenu: 'Menu sluiten',
    back: 'Terug',
    changeCountry: 'Land wijzigen',
    homeLink: '{brand} home',
    mainNavigation: 'Hoofdmenu',
    promotions: 'Acties',
    pauseRotation: 'Berichten pauzeren',
    resumeRotation: 'Berichten afspelen',
    close: 'Sluiten',
    shopAll: 'Alles bekijken',
  },
  pt: {
    menu: 'Menu',
    closeMenu: 'Fechar menu',
    back: 'Voltar',
    changeCountry: 'Mudar de país',
    homeLink: 'Página inicial {brand}',
    mainNavigation: 'Principal',
    promotions: 'Promoções',
    pauseRotation: 'Pausar mensagens',
    resumeRotation: 'Reproduzir mensagens',
    close: 'Fechar',
    shopAll: 'Ver tudo',
  },
  ar: {
    menu: 'القائمة',
    closeMenu: 'إغلاق القائمة',
    back: 'رجوع',
    changeCountry: 'تغيير البلد',
    homeLink: 'الصفحة الرئيسية لـ {brand}',
    mainNavigation: 'الرئيسية',
    promotions: 'العروض',
    pauseRotation: 'إيقاف الرسائل مؤقتًا',
    resumeRotation: 'تشغيل الرسائل',
    close: 'إغلاق',
    shopAll: 'عرض الكل',
  },
};

function languageKey(locale: string): string {
  const language = languageSubtag(locale);
  if (language !== 'zh') return language;
  // Hong Kong reads traditional characters, Singapore simplified.
  return /-(HK|TW|MO)$/i.test(locale) ? 'zh-hant' : 'zh-hans';
}

export function uiLabelsFor(locale: string): UiLabels {
  return {...EN, ...BY_LANGUAGE[languageKey(locale)]};
}
