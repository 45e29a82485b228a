import type {ConsentCategory} from '~/lib/consent/categories';
import {labelLanguageOf} from './label-language';

/** The consent banner and dialog texts; content has no consent type, so they live here. */
export interface ConsentTexts {
  bannerLabel: string;
  bannerTitle: string;
  bannerBody: string;
  acceptAll: string;
  rejectOptional: string;
  managePreferences: string;
  dialogTitle: string;
  dialogIntro: string;
  save: string;
  close: string;
  alwaysOn: string;
  /** The footer button that reopens the dialog. */
  cookiePreferences: string;
  categories: Record<ConsentCategory, {name: string; description: string}>;
}

const EN: ConsentTexts = {
  bannerLabel: 'Cookie consent',
  bannerTitle: 'We value your privacy',
  bannerBody:
    'We use cookies the store needs to work and, if you agree, cookies for analytics, remembering your preferences and advertising. You can change your choice at any time under “Cookie preferences” at the bottom of the page.',
  acceptAll: 'Accept all',
  rejectOptional: 'Reject optional',
  managePreferences: 'Preferences',
  dialogTitle: 'Cookie preferences',
  dialogIntro:
    'Choose which cookies we may use. Strictly necessary cookies are always on, because the store cannot work without them.',
  save: 'Save preferences',
  close: 'Close',
  alwaysOn: 'Always on',
  cookiePreferences: 'Cookie preferences',
  categories: {
    C0001: {
      name: 'Strictly necessary',
      description: 'Keep the store secure and working: your bag, sign-in and checkout.',
    },
    C0002: {
      name: 'Analytics',
      description: 'Count visits and show how the store is used, so we can improve it.',
    },
    C0003: {
      name: 'Functionality',
      description: 'Remember your choices, such as your country and recently viewed products.',
    },
    C0004: {
      name: 'Advertising',
      description: 'Show you relevant ads on other sites and measure how they perform.',
    },
    C0005: {
      name: 'Social media',
      description: 'Let you share products and see content from social networks.',
    },
  },
};

const BY_LANGUAGE: Record<string, ConsentTexts> = {
  en: EN,
  fr: {
    bannerLabel: 'Consentement aux cookies',
    bannerTitle: 'Votre vie privée compte',
    bannerBody:
      'Nous utilisons des cookies nécessaires au fonctionnement de la boutique et, avec votre accord, des cookies de mesure d’audience, de préférences et de publicité. Vous pouvez modifier votre choix à tout moment via « Préférences cookies » en bas de page.',
    acceptAll: 'Tout accepter',
    rejectOptional: 'Refuser les facultatifs',
    managePreferences: 'Personnaliser',
    dialogTitle: 'Préférences cookies',
    dialogIntro:
      'Choisissez les cookies que nous pouvons utiliser. Les cookies strictement nécessaires sont toujours actifs, car la boutique ne peut pas fonctionner sans eux.',
    save: 'Enregistrer mes choix',
    close: 'Fermer',
    alwaysOn: 'Toujours actifs',
    cookiePreferences: 'Préférences cookies',
    categories: {
      C0001: {
        name: 'Strictement nécessaires',
        description:
          'Assurent la sécurité et le fonctionnement de la boutique : panier, connexion et paiement.',
      },
      C0002: {
        name: 'Mesure d’audience',
        description: 'Comptent les visites et montrent comment la boutique est utilisée, pour l’améliorer.',
      },
      C0003: {
        name: 'Fonctionnalité',
        description: 'Mémorisent vos choix, comme votre pays et les produits consultés récemment.',
      },
      C0004: {
        name: 'Publicité',
        description: 'Affichent des publicités pertinentes sur d’autres sites et mesurent leur efficacité.',
      },
      C0005: {
        name: 'Réseaux sociaux',
        description: 'Permettent de partager des produits et d’afficher du contenu des réseaux sociaux.',
      },
    },
  },
  de: {
    bannerLabel: 'Cookie-Zustimmung',
    bannerTitle: 'Deine Privatsphäre ist uns wichtig',
    bannerBody:
      'Wir verwenden Cookies, die für den Shop notwendig sind, und – mit deiner Zustimmung – Cookies für Analyse, deine Einstellungen und Werbung. Du kannst deine Auswahl jederzeit unter „Cookie-Einstellungen“ unten auf der Seite ändern.',
    acceptAll: 'Alle akzeptieren',
    rejectOptional: 'Optionale ablehnen',
    managePreferences: 'Einstellungen',
    dialogTitle: 'Cookie-Einstellungen',
    dialogIntro:
      'Wähle, welche Cookies wir verwenden dürfen. Unbedingt erforderliche Cookies sind immer aktiv, da der Shop ohne sie nicht funktioniert.',
    save: 'Auswahl speichern',
    close: 'Schließen',
    alwaysOn: 'Immer aktiv',
    cookiePreferences: 'Cookie-Einstellungen',
    categories: {
      C0001: {
        name: 'Unbedingt erforderlich',
        description: 'Halten den Shop sicher und funktionsfähig: Warenkorb, Anmeldung und Kasse.',
      },
      C0002: {
        name: 'Analyse',
        description: 'Zählen Besuche und zeigen, wie der Shop genutzt wird, damit wir ihn verbessern können.',
      },
      C0003: {
        name: 'Funktionalität',
        description: 'Merken sich deine Auswahl, etwa dein Land und zuletzt angesehene Produkte.',
      },
      C0004: {
        name: 'Werbung',
        description: 'Zeigen dir passende Anzeigen auf anderen Websites und messen deren Wirkung.',
      },
      C0005: {
        name: 'Soziale Medien',
        description: 'Ermöglichen das Teilen von Produkten und zeigen Inhalte aus sozialen Netzwerken.',
      },
    },
  },
  es: {
    bannerLabel: 'Consentimiento de cookies',
    bannerTitle: 'Tu privacidad nos importa',
    bannerBody:
      'Usamos cookies necesarias para que la tienda funcione y, si lo aceptas, cookies de análisis, de preferencias y de publicidad. Puedes cambiar tu elección en cualquier momento en «Preferencias de cookies», al final de la página.',
    acceptAll: 'Aceptar todas',
    rejectOptional: 'Rechazar opcionales',
    managePreferences: 'Configurar',
    dialogTitle: 'Preferencias de cookies',
    dialogIntro:
      'Elige qué cookies podemos usar. Las cookies estrictamente necesarias están siempre activas, porque la tienda no funciona sin ellas.',
    save: 'Guardar preferencias',
    close: 'Cerrar',
    alwaysOn: 'Siempre activas',
    cookiePreferences: 'Preferencias de cookies',
    categories: {
      C0001: {
        name: 'Estrictamente necesarias',
        description: 'Mantienen la tienda segura y en funcionamiento: cesta, inicio de sesión y pago.',
      },
      C0002: {
        name: 'Análisis',
        description: 'Cuentan las visitas y muestran cómo se usa la tienda para mejorarla.',
      },
      C0003: {
        name: 'Funcionalidad',
        description: 'Recuerdan tus elecciones, como tu país y los productos vistos recientemente.',
      },
      C0004: {
        name: 'Publicidad',
        description: 'Muestran anuncios relevantes en otros sitios y miden su rendimiento.',
      },
      C0005: {
        name: 'Redes sociales',
        description: 'Permiten compartir productos y ver contenido de redes sociales.',
      },
    },
  },
  nl: {
    bannerLabel: 'Cookietoestemming',
    bannerTitle: 'Jouw privacy is belangrijk',
    bannerBody:
      'We gebruiken cookies die nodig zijn om de winkel te laten werken en, als je akkoord gaat, cookies voor analyse, voorkeuren en advertenties. Je kunt je keuze altijd wijzigen via ‘Cookievoorkeuren’ onderaan de pagina.',
    acceptAll: 'Alles accepteren',
    rejectOptional: 'Optionele weigeren',
    managePreferences: 'Voorkeuren',
    dialogTitle: 'Cookievoorkeuren',
    dialogIntro:
      'Kies welke cookies we mogen gebruiken. Strikt noodzakelijke cookies staan altijd aan, omdat de winkel niet zonder kan.',
    save: 'Voorkeuren opslaan',
    close: 'Sluiten',
    alwaysOn: 'Altijd aan',
    cookiePreferences: 'Cookievoorkeuren',
    categories: {
      C0001: {
        name: 'Strikt noodzakelijk',
        description: 'Houden de winkel veilig en werkend: winkelmand, inloggen en afrekenen.',
      },
      C0002: {
        name: 'Analyse',
        description:
          'Tellen bezoeken en laten zien hoe de winkel wordt gebruikt, zodat we die kunnen verbeteren.',
      },
      C0003: {
        name: 'Functionaliteit',
        description: 'Onthouden je keuzes, zoals je land en recent bekeken producten.',
      },
      C0004: {
        name: 'Advertenties',
        description: 'Tonen relevante advertenties op andere sites en meten hoe ze presteren.',
      },
      C0005: {
        name: 'Sociale media',
        description: 'Laten je producten delen en inhoud van sociale netwerken zien.',
      },
    },
  },
  pt: {
    bannerLabel: 'Consentimento de cookies',
    bannerTitle: 'A sua privacidade é importante',
    bannerBody:
      'Utilizamos cookies necessários ao funcionamento da loja e, se concordar, cookies de análise, de preferências e de publicidade. Pode alterar a sua escolha a qualquer momento em «Preferências de cookies», no fundo da página.',
    acceptAll: 'Aceitar todos',
    rejectOptional: 'Rejeitar opcionais',
    managePreferences: 'Preferências',
    dialogTitle: 'Preferências de cookies',
    dialogIntro:
      'Escolha os cookies que podemos utilizar. Os cookies estritamente necessários estão sempre ativos, porque a loja não funciona sem eles.',
    save: 'Guardar preferências',
    close: 'Fechar',
    alwaysOn: 'Sempre ativos',
    cookiePreferences: 'Preferências de cookies',
    categories: {
      C0001: {
        name: 'Estritamente necessários',
        description: 'Mantêm a loja segura e a funcionar: cesto, início de sessão e pagamento.',
      },
      C0002: {
        name: 'Análise',
        description: 'Contam as visitas e mostram como a loja é utilizada, para a podermos melhorar.',
      },
      C0003: {
        name: 'Funcionalidade',
        description: 'Memorizam as suas escolhas, como o país e os produtos vistos recentemente.',
      },
      C0004: {
        name: 'Publicidade',
        description: 'Mostram anúncios relevantes noutros sites e medem o seu desempenho.',
      },
      C0005: {
        name: 'Redes sociais',
        description: 'Permitem partilhar produtos e ver conteúdos das redes sociais.',
      },
    },
  },
  ja: {
    bannerLabel: 'Cookieの同意',
    bannerTitle: 'プライバシーについて',
    bannerBody:
      '当ストアでは、サイトの動作に必要なCookieに加え、お客様の同意を得た場合に、分析、設定の保存、広告のためのCookieを使用します。選択内容はページ下部の「Cookie設定」からいつでも変更できます。',
    acceptAll: 'すべて許可',
    rejectOptional: '任意のCookieを拒否',
    managePreferences: '設定',
    dialogTitle: 'Cookie設定',
    dialogIntro:
      '使用を許可するCookieを選択してください。必須のCookieはストアの動作に不可欠なため、常に有効です。',
    save: '設定を保存',
    close: '閉じる',
    alwaysOn: '常に有効',
    cookiePreferences: 'Cookie設定',
    categories: {
      C0001: {
        name: '必須',
        description: 'ショッピングバッグ、ログイン、チェックアウトなど、ストアを安全に動作させます。',
      },
      C0002: {name: '分析', description: '訪問数を計測し、ストアの利用状況を把握して改善に役立てます。'},
      C0003: {name: '機能', description: '国や最近見た商品など、お客様の選択を記憶します。'},
      C0004: {name: '広告', description: '他のサイトで関連性の高い広告を表示し、その効果を測定します。'},
      C0005: {
        name: 'ソーシャルメディア',
        description: '商品のシェアや、ソーシャルネットワークのコンテンツの表示を可能にします。',
      },
    },
  },
  'zh-hant': {
    bannerLabel: 'Cookie 同意',
    bannerTitle: '我們重視您的私隱',
    bannerBody:
      '我們使用商店運作所需的 Cookie；在您同意後，亦會使用分析、偏好設定及廣告 Cookie。您可隨時透過頁面底部的「Cookie 設定」更改選擇。',
    acceptAll: '全部接受',
    rejectOptional: '拒絕非必要 Cookie',
    managePreferences: '設定',
    dialogTitle: 'Cookie 設定',
    dialogIntro: '請選擇我們可使用的 Cookie。絕對必要的 Cookie 會一直啟用，因為商店缺少它們便無法運作。',
    save: '儲存設定',
    close: '關閉',
    alwaysOn: '一直啟用',
    cookiePreferences: 'Cookie 設定',
    categories: {
      C0001: {name: '絕對必要', description: '確保商店安全運作，包括購物袋、登入及結帳。'},
      C0002: {name: '分析', description: '統計瀏覽次數並了解商店的使用情況，以便改善。'},
      C0003: {name: '功能', description: '記住您的選擇，例如國家／地區及最近瀏覽的產品。'},
      C0004: {name: '廣告', description: '在其他網站顯示相關廣告並衡量其成效。'},
      C0005: {name: '社交媒體', description: '讓您分享產品及查看社交網絡的內容。'},
    },
  },
  'zh-hans': {
    bannerLabel: 'Cookie 同意',
    bannerTitle: '我们重视您的隐私',
    bannerBody:
      '我们使用商店运行所需的 Cookie；在您同意后，还会使用分析、偏好设置和广告 Cookie。您可以随时通过页面底部的“Cookie 设置”更改选择。',
    acceptAll: '全部接受',
    rejectOptional: '拒绝非必要 Cookie',
    managePreferences: '设置',
    dialogTitle: 'Cookie 设置',
    dialogIntro: '请选择我们可以使用的 Cookie。严格必要的 Cookie 始终启用，因为商店离不开它们。',
    save: '保存设置',
    close: '关闭',
    alwaysOn: '始终启用',
    cookiePreferences: 'Cookie 设置',
    categories: {
      C0001: {name: '严格必要', description: '确保商店安全运行，包括购物袋、登录和结账。'},
      C0002: {name: '分析', description: '统计访问量并了解商店的使用情况，以便改进。'},
      C0003: {name: '功能', description: '记住您的选择，例如国家/地区和最近浏览的商品。'},
      C0004: {name: '广告', description: '在其他网站上展示相关广告并衡量其效果。'},
      C0005: {name: '社交媒体', description: '让您分享商品并查看社交网络的内容。'},
    },
  },
  ar: {
    bannerLabel: 'الموافقة على ملفات تعريف الارتباط',
    bannerTitle: 'نحن نحترم خصوصيتك',
    bannerBody:
      'نستخدم ملفات تعريف الارتباط الضرورية لعمل المتجر، وبموافقتك نستخدم أيضًا ملفات تعريف الارتباط للتحليلات وحفظ تفضيلاتك والإعلانات. يمكنك تغيير اختيارك في أي وقت من خلال «تفضيلات ملفات تعريف الارتباط» أسفل الصفحة.',
    acceptAll: 'قبول الكل',
    rejectOptional: 'رفض الاختيارية',
    managePreferences: 'التفضيلات',
    dialogTitle: 'تفضيلات ملفات تعريف الارتباط',
    dialogIntro:
      'اختر ملفات تعريف الارتباط التي يمكننا استخدامها. ملفات تعريف الارتباط الضرورية مفعّلة دائمًا لأن المتجر لا يعمل بدونها.',
    save: 'حفظ التفضيلات',
    close: 'إغلاق',
    alwaysOn: 'مفعّلة دائمًا',
    cookiePreferences: 'تفضيلات ملفات تعريف الارتباط',
    categories: {
      C0001: {
        name: 'ضرورية للغاية',
        description: 'تحافظ على أمان المتجر وعمله: حقيبة التسوق وتسجيل الدخول والدفع.',
      },
      C0002: {name: 'التحليلات', description: 'تحسب الزيارات وتوضح كيفية استخدام المتجر لنتمكن من تحسينه.'},
      C0003: {name: 'الوظائف', description: 'تتذكر اختياراتك، مثل البلد والمنتجات التي شاهدتها مؤخرًا.'},
      C0004: {name: 'الإعلانات', description: 'تعرض إعلانات ملائمة على مواقع أخرى وتقيس أداءها.'},
      C0005: {
        name: 'وسائل التواصل الاجتماعي',
        description: 'تتيح لك مشاركة المنتجات وعرض محتوى من الشبكات الاجتماعية.',
      },
    },
  },
};

export function consentTextsFor(locale: string): ConsentTexts {
  return BY_LANGUAGE[labelLanguageOf(locale)] ?? EN;
}
