import {labelLanguageOf} from '~/components/consent/label-language';

/** Footer and sign-up texts the content model has no field for. */
export interface FooterLabels {
  footerNavigation: string;
  followUs: string;
  legal: string;
  opensInNewTab: string;
  /** The sign-up button while the request is on its way. */
  signingUp: string;
  /** Shown when the e-mail platform could not take the sign-up. */
  signUpUnavailable: string;
}

const EN: FooterLabels = {
  footerNavigation: 'Footer',
  followUs: 'Follow us',
  legal: 'Legal',
  opensInNewTab: 'opens in a new tab',
  signingUp: 'Signing up…',
  signUpUnavailable: 'We couldn’t sign you up right now. Please try again in a moment.',
};

const BY_LANGUAGE: Record<string, FooterLabels> = {
  en: EN,
  fr: {
    footerNavigation: 'Pied de page',
    followUs: 'Suivez-nous',
    legal: 'Mentions légales',
    opensInNewTab: 's’ouvre dans un nouvel onglet',
    signingUp: 'Inscription…',
    signUpUnavailable: 'Votre inscription n’a pas pu aboutir. Veuillez réessayer dans un instant.',
  },
  de: {
    footerNavigation: 'Fußzeile',
    followUs: 'Folge uns',
    legal: 'Rechtliches',
    opensInNewTab: 'öffnet in einem neuen Tab',
    signingUp: 'Wird angemeldet…',
    signUpUnavailable: 'Die Anmeldung hat gerade nicht geklappt. Bitte versuche es gleich noch einmal.',
  },
  es: {
    footerNavigation: 'Pie de página',
    followUs: 'Síguenos',
    legal: 'Legal',
    opensInNewTab: 'se abre en una pestaña nueva',
    signingUp: 'Suscribiendo…',
    signUpUnavailable: 'No hemos podido completar tu suscripción. Inténtalo de nuevo en un momento.',
  },
  nl: {
    footerNavigation: 'Voettekst',
    followUs: 'Volg ons',
    legal: 'Juridisch',
    opensInNewTab: 'opent in een nieuw tabblad',
    signingUp: 'Bezig met aanmelden…',
    signUpUnavailable: 'Aanmelden is nu niet gelukt. Probeer het zo nog eens.',
  },
  pt: {
    footerNavigation: 'Rodapé',
    followUs: 'Siga-nos',
    legal: 'Informação legal',
    opensInNewTab: 'abre num novo separador',
    signingUp: 'A subscrever…',
    signUpUnavailable: 'Não foi possível concluir a subscrição. Tente novamente dentro de momentos.',
  },
  ja: {
    footerNavigation: 'フッター',
    followUs: 'フォローする',
    legal: '法的情報',
    opensInNewTab: '新しいタブで開きます',
    signingUp: '登録中…',
    signUpUnavailable: 'ただいま登録を完了できませんでした。しばらくしてからもう一度お試しください。',
  },
  'zh-hant': {
    footerNavigation: '頁尾',
    followUs: '關注我們',
    legal: '法律資訊',
    opensInNewTab: '在新分頁開啟',
    signingUp: '正在登記…',
    signUpUnavailable: '暫時未能完成登記，請稍後再試。',
  },
  'zh-hans': {
    footerNavigation: '页脚',
    followUs: '关注我们',
    legal: '法律信息',
    opensInNewTab: '在新标签页中打开',
    signingUp: '正在订阅…',
    signUpUnavailable: '暂时无法完成订阅，请稍后再试。',
  },
  ar: {
    footerNavigation: 'تذييل الصفحة',
    followUs: 'تابعنا',
    legal: 'معلومات قانونية',
    opensInNewTab: 'يُفتح في علامة تبويب جديدة',
    signingUp: 'جارٍ الاشتراك…',
    signUpUnavailable: 'تعذّر إتمام الاشتراك الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  },
};

export function footerLabelsFor(locale: string): FooterLabels {
  return BY_LANGUAGE[labelLanguageOf(locale)] ?? EN;
}
