import type {LanguageCode} from './types';

/**
 * The shop's policies as Shopify keeps them: one per kind, a fixed handle, a title and an
 * HTML body, translated into every language a market speaks (the merchant's translations,
 * as Translate & Adapt serves them through `@inContext(language:)`).
 */
export type PolicyField =
  | 'privacyPolicy'
  | 'refundPolicy'
  | 'shippingPolicy'
  | 'termsOfService'
  | 'contactInformation';

interface PolicyText {
  title: string;
  paragraphs: string[];
}

export interface SeedPolicy {
  handle: string;
  /** Shopify's `ShopPolicy` id number. */
  id: number;
  text: Record<LanguageCode, PolicyText>;
}

const policy = (title: string, ...paragraphs: string[]): PolicyText => ({title, paragraphs});

export const SHOP_POLICIES: Record<PolicyField, SeedPolicy> = {
  privacyPolicy: {
    handle: 'privacy-policy',
    id: 4200000,
    text: {
      EN: policy(
        'Privacy Policy',
        'We use your personal data to take, deliver and support your orders, to run your account and, only with your consent, to send you news and measure how the store is used.',
        'We never sell your data. You can ask to see, correct or delete it at any time by writing to privacy@alderline.test.',
      ),
      FR: policy(
        'Politique de confidentialité',
        'Nous utilisons vos données personnelles pour traiter, livrer et suivre vos commandes, gérer votre compte et, uniquement avec votre consentement, vous envoyer nos actualités et mesurer l’usage de la boutique.',
        'Nous ne vendons jamais vos données. Vous pouvez demander à les consulter, les corriger ou les supprimer à tout moment en écrivant à privacy@alderline.test.',
      ),
      DE: policy(
        'Datenschutzerklärung',
        'Wir verwenden Ihre personenbezogenen Daten, um Ihre Bestellungen anzunehmen, zu liefern und zu betreuen, Ihr Konto zu führen und – nur mit Ihrer Einwilligung – Ihnen Neuigkeiten zu senden und die Nutzung des Shops zu messen.',
        'Wir verkaufen Ihre Daten niemals. Sie können jederzeit Auskunft, Berichtigung oder Löschung verlangen: privacy@alderline.test.',
      ),
      ZH_TW: policy(
        '隱私權政策',
        '我們使用您的個人資料來處理、配送及支援您的訂單、管理您的帳戶，並僅在您同意後寄送最新消息及分析商店的使用情況。',
        '我們絕不出售您的資料。您可隨時寫信至 privacy@alderline.test 要求查閱、更正或刪除資料。',
      ),
      ZH_CN: policy(
        '隐私政策',
        '我们使用您的个人数据来处理、配送和支持您的订单、管理您的账户，并仅在您同意后向您发送最新消息并分析商店的使用情况。',
        '我们绝不出售您的数据。您可随时发送邮件至 privacy@alderline.test 要求查阅、更正或删除数据。',
      ),
      JA: policy(
        'プライバシーポリシー',
        'お客様の個人情報は、ご注文の受付・配送・サポート、アカウントの管理、そして同意をいただいた場合に限り、お知らせの送信とストアの利用状況の分析に使用します。',
        'お客様のデータを販売することは一切ありません。閲覧・訂正・削除のご依頼は privacy@alderline.test までいつでもご連絡ください。',
      ),
      ES: policy(
        'Política de privacidad',
        'Usamos tus datos personales para tramitar, entregar y atender tus pedidos, gestionar tu cuenta y, solo con tu consentimiento, enviarte novedades y medir el uso de la tienda.',
        'Nunca vendemos tus datos. Puedes pedir verlos, corregirlos o borrarlos en cualquier momento escribiendo a privacy@alderline.test.',
      ),
      NL: policy(
        'Privacybeleid',
        'We gebruiken je persoonsgegevens om je bestellingen aan te nemen, te bezorgen en te ondersteunen, je account te beheren en, alleen met je toestemming, je nieuws te sturen en het gebruik van de winkel te meten.',
        'We verkopen je gegevens nooit. Je kunt ze op elk moment inzien, laten corrigeren of verwijderen via privacy@alderline.test.',
      ),
      PT_PT: policy(
        'Política de privacidade',
        'Utilizamos os seus dados pessoais para processar, entregar e apoiar as suas encomendas, gerir a sua conta e, apenas com o seu consentimento, enviar-lhe novidades e medir a utilização da loja.',
        'Nunca vendemos os seus dados. Pode pedir para os consultar, corrigir ou apagar a qualquer momento através de privacy@alderline.test.',
      ),
      AR: policy(
        'سياسة الخصوصية',
        'نستخدم بياناتك الشخصية لمعالجة طلباتك وتوصيلها ودعمها، وإدارة حسابك، ولإرسال الأخبار إليك وقياس استخدام المتجر بموافقتك فقط.',
        'لا نبيع بياناتك أبدًا. يمكنك طلب الاطلاع عليها أو تصحيحها أو حذفها في أي وقت عبر privacy@alderline.test.',
      ),
    },
  },
  refundPolicy: {
    handle: 'refund-policy',
    id: 4200001,
    text: {
      EN: policy(
        'Refund Policy',
        'Return unworn items with their tags within 30 days of delivery for a full refund to your original payment method. Returns are free.',
        'Final-sale items and gift cards cannot be returned. Refunds are made within 10 days of your return reaching us.',
      ),
      FR: policy(
        'Politique de remboursement',
        'Renvoyez les articles non portés avec leurs étiquettes dans les 30 jours suivant la livraison pour un remboursement complet sur votre moyen de paiement d’origine. Les retours sont gratuits.',
        'Les articles en vente finale et les cartes cadeaux ne peuvent pas être retournés. Le remboursement intervient dans les 10 jours suivant la réception de votre retour.',
      ),
      DE: policy(
        'Rückerstattungsrichtlinie',
        'Senden Sie ungetragene Artikel mit Etikett innerhalb von 30 Tagen nach Lieferung zurück und erhalten Sie den vollen Betrag auf Ihr ursprüngliches Zahlungsmittel. Rücksendungen sind kostenlos.',
        'Artikel aus dem Endverkauf und Geschenkkarten sind vom Umtausch ausgeschlossen. Die Erstattung erfolgt innerhalb von 10 Tagen nach Eingang Ihrer Rücksendung.',
      ),
      ZH_TW: policy(
        '退款政策',
        '未穿著且吊牌完整的商品，可於到貨後 30 天內退回，並全額退款至您原本的付款方式。退貨免運費。',
        '最終特賣商品及禮品卡恕不退貨。我們會在收到退貨後 10 天內完成退款。',
      ),
      ZH_CN: policy(
        '退款政策',
        '未穿着且吊牌完好的商品，可在收货后 30 天内退回，并全额退款至您原来的付款方式。退货免运费。',
        '最终特卖商品和礼品卡不支持退货。我们会在收到退货后 10 天内完成退款。',
      ),
      JA: policy(
        '返金ポリシー',
        '未着用・タグ付きの商品は、お届けから30日以内であれば返品いただけます。元のお支払い方法へ全額返金いたします。返品は無料です。',
        'ファイナルセール品とギフトカードは返品できません。返品商品の到着から10日以内に返金いたします。',
      ),
      ES: policy(
        'Política de reembolso',
        'Devuelve los artículos sin usar y con etiquetas en un plazo de 30 días desde la entrega y te reembolsaremos el importe íntegro en tu método de pago original. Las devoluciones son gratuitas.',
        'Los artículos de venta final y las tarjetas regalo no admiten devolución. Reembolsamos en un plazo de 10 días desde que recibimos tu devolución.',
      ),
      NL: policy(
        'Terugbetalingsbeleid',
        'Stuur ongedragen artikelen met label binnen 30 dagen na levering terug en ontvang het volledige bedrag terug via je oorspronkelijke betaalmethode. Retourneren is gratis.',
        'Artikelen uit de eindverkoop en cadeaubonnen kunnen niet worden geretourneerd. We betalen terug binnen 10 dagen nadat je retour bij ons is aangekomen.',
      ),
      PT_PT: policy(
        'Política de reembolso',
        'Devolva os artigos não usados e com etiquetas no prazo de 30 dias após a entrega e receba o reembolso total no seu método de pagamento original. As devoluções são gratuitas.',
        'Os artigos em venda final e os cartões-presente não podem ser devolvidos. O reembolso é feito no prazo de 10 dias após recebermos a sua devolução.',
      ),
      AR: policy(
        'سياسة الاسترداد',
        'أعد المنتجات غير الملبوسة مع بطاقاتها خلال 30 يومًا من التسليم لاسترداد المبلغ كاملًا إلى وسيلة الدفع الأصلية. الإرجاع مجاني.',
        'لا يمكن إرجاع منتجات البيع النهائي وبطاقات الهدايا. نرد المبلغ خلال 10 أيام من وصول المرتجع إلينا.',
      ),
    },
  },
  shippingPolicy: {
    handle: 'shipping-policy',
    id: 4200002,
    text: {
      EN: policy(
        'Shipping Policy',
        'Orders placed before 2 pm on a working day leave our warehouse the same day. Standard delivery takes 2 to 5 working days; express, 1 to 2.',
        'Shipping is free over the threshold shown in your bag. Duties and taxes for your country are included in the price at checkout.',
      ),
      FR: policy(
        'Politique d’expédition',
        'Les commandes passées avant 14 h un jour ouvré quittent notre entrepôt le jour même. La livraison standard prend de 2 à 5 jours ouvrés, l’express de 1 à 2.',
        'La livraison est offerte au-delà du seuil indiqué dans votre panier. Les droits et taxes de votre pays sont inclus dans le prix au paiement.',
      ),
      DE: policy(
        'Versandrichtlinie',
        'Bestellungen, die an einem Werktag vor 14 Uhr eingehen, verlassen unser Lager noch am selben Tag. Der Standardversand dauert 2 bis 5 Werktage, der Expressversand 1 bis 2.',
        'Ab dem im Warenkorb angezeigten Betrag ist der Versand kostenlos. Zölle und Steuern Ihres Landes sind im Preis an der Kasse enthalten.',
      ),
      ZH_TW: policy(
        '運送政策',
        '於工作日下午 2 點前下單，當天即從倉庫出貨。標準配送需 2 至 5 個工作天，快速配送需 1 至 2 個工作天。',
        '訂單金額達購物袋中顯示的門檻即可免運。您所在國家的關稅與稅金已包含在結帳價格中。',
      ),
      ZH_CN: policy(
        '配送政策',
        '工作日下午 2 点前下单，当天即从仓库发货。标准配送需 2 至 5 个工作日，快速配送需 1 至 2 个工作日。',
        '订单金额达到购物袋中显示的门槛即可免运费。您所在国家的关税和税费已包含在结账价格中。',
      ),
      JA: policy(
        '配送ポリシー',
        '営業日の午後2時までのご注文は当日に倉庫から出荷します。通常配送は2〜5営業日、お急ぎ便は1〜2営業日でお届けします。',
        'バッグに表示される金額以上のご注文は送料無料です。お住まいの国の関税・税金はお支払い時の価格に含まれています。',
      ),
      ES: policy(
        'Política de envío',
        'Los pedidos realizados antes de las 14:00 de un día laborable salen de nuestro almacén el mismo día. La entrega estándar tarda de 2 a 5 días laborables; la exprés, de 1 a 2.',
        'El envío es gratuito a partir del importe que indica tu bolsa. Los aranceles e impuestos de tu país están incluidos en el precio al pagar.',
      ),
      NL: policy(
        'Verzendbeleid',
        'Bestellingen die vóór 14.00 uur op een werkdag binnenkomen, verlaten ons magazijn dezelfde dag. Standaardlevering duurt 2 tot 5 werkdagen, express 1 tot 2.',
        'Verzending is gratis boven het bedrag dat je tas toont. Invoerrechten en belastingen van je land zijn bij het afrekenen in de prijs inbegrepen.',
      ),
      PT_PT: policy(
        'Política de envio',
        'As encomendas feitas antes das 14h num dia útil saem do nosso armazém no próprio dia. A entrega normal demora 2 a 5 dias úteis; a expresso, 1 a 2.',
        'O envio é gratuito acima do valor indicado no seu saco. Os direitos e impostos do seu país estão incluídos no preço no pagamento.',
      ),
      AR: policy(
        'سياسة الشحن',
        'تغادر الطلبات المقدمة قبل الساعة 2 ظهرًا في يوم عمل مستودعنا في اليوم نفسه. يستغرق التوصيل العادي من 2 إلى 5 أيام عمل، والسريع من 1 إلى 2.',
        'الشحن مجاني فوق الحد الظاهر في حقيبتك. الرسوم الجمركية والضرائب الخاصة ببلدك مشمولة في السعر عند الدفع.',
      ),
    },
  },
  termsOfService: {
    handle: 'terms-of-service',
    id: 4200003,
    text: {
      EN: policy(
        'Terms of Service',
        'By using this store and placing an order you agree to these terms. Prices include the taxes of your market and are charged in its currency.',
        'An order is a contract once we confirm its dispatch. These terms are governed by the law of the country you shop from.',
      ),
      FR: policy(
        'Conditions d’utilisation',
        'En utilisant cette boutique et en passant commande, vous acceptez les présentes conditions. Les prix incluent les taxes de votre marché et sont facturés dans sa devise.',
        'Une commande devient un contrat dès que nous confirmons son expédition. Ces conditions sont régies par le droit du pays depuis lequel vous achetez.',
      ),
      DE: policy(
        'Allgemeine Geschäftsbedingungen',
        'Mit der Nutzung dieses Shops und Ihrer Bestellung stimmen Sie diesen Bedingungen zu. Die Preise enthalten die Steuern Ihres Marktes und werden in dessen Währung berechnet.',
        'Ein Vertrag kommt zustande, sobald wir den Versand bestätigen. Es gilt das Recht des Landes, aus dem Sie bestellen.',
      ),
      ZH_TW: policy(
        '服務條款',
        '使用本商店並下單，即表示您同意這些條款。價格已包含您所在市場的稅金，並以該市場的貨幣收費。',
        '訂單於我們確認出貨後成立契約。本條款受您購物所在國家之法律管轄。',
      ),
      ZH_CN: policy(
        '服务条款',
        '使用本商店并下单，即表示您同意这些条款。价格已包含您所在市场的税费，并以该市场的货币收费。',
        '订单在我们确认发货后即构成合同。本条款受您购物所在国家的法律管辖。',
      ),
      JA: policy(
        '利用規約',
        '本ストアのご利用およびご注文により、本規約に同意したものとみなされます。価格にはお住まいの市場の税金が含まれ、その通貨で請求されます。',
        'ご注文は発送確認をもって契約成立となります。本規約は、お客様がご購入される国の法律に準拠します。',
      ),
      ES: policy(
        'Términos del servicio',
        'Al usar esta tienda y hacer un pedido aceptas estos términos. Los precios incluyen los impuestos de tu mercado y se cobran en su moneda.',
        'Un pedido es un contrato en cuanto confirmamos su envío. Estos términos se rigen por la ley del país desde el que compras.',
      ),
      NL: policy(
        'Servicevoorwaarden',
        'Door deze winkel te gebruiken en een bestelling te plaatsen ga je akkoord met deze voorwaarden. Prijzen zijn inclusief de belastingen van je markt en worden in de valuta daarvan berekend.',
        'Een bestelling is een overeenkomst zodra we de verzending bevestigen. Op deze voorwaarden is het recht van het land waaruit je bestelt van toepassing.',
      ),
      PT_PT: policy(
        'Termos de serviço',
        'Ao utilizar esta loja e fazer uma encomenda, aceita estes termos. Os preços incluem os impostos do seu mercado e são cobrados na respetiva moeda.',
        'Uma encomenda torna-se um contrato assim que confirmamos o seu envio. Estes termos regem-se pela lei do país a partir do qual compra.',
      ),
      AR: policy(
        'شروط الخدمة',
        'باستخدامك هذا المتجر وتقديم طلب، فإنك توافق على هذه الشروط. تشمل الأسعار ضرائب سوقك وتُحتسب بعملته.',
        'يصبح الطلب عقدًا بمجرد تأكيد شحنه. تخضع هذه الشروط لقانون البلد الذي تتسوق منه.',
      ),
    },
  },
  contactInformation: {
    handle: 'contact-information',
    id: 4200004,
    text: {
      EN: policy(
        'Contact Information',
        'Alderline Ltd, 12 Harbour Street, Bristol BS1 4RN, United Kingdom. Company number 01234567.',
        'Customer care: care@alderline.test, Monday to Friday, 9 am to 6 pm.',
      ),
      FR: policy(
        'Coordonnées',
        'Alderline Ltd, 12 Harbour Street, Bristol BS1 4RN, Royaume-Uni. Numéro d’entreprise 01234567.',
        'Service client : care@alderline.test, du lundi au vendredi, de 9 h à 18 h.',
      ),
      DE: policy(
        'Kontaktinformationen',
        'Alderline Ltd, 12 Harbour Street, Bristol BS1 4RN, Vereinigtes Königreich. Handelsregisternummer 01234567.',
        'Kundenservice: care@alderline.test, Montag bis Freitag, 9 bis 18 Uhr.',
      ),
      ZH_TW: policy(
        '聯絡資訊',
        'Alderline Ltd，12 Harbour Street, Bristol BS1 4RN，英國。公司編號 01234567。',
        '客戶服務：care@alderline.test，週一至週五上午 9 點至下午 6 點。',
      ),
      ZH_CN: policy(
        '联系信息',
        'Alderline Ltd，12 Harbour Street, Bristol BS1 4RN，英国。公司编号 01234567。',
        '客户服务：care@alderline.test，周一至周五上午 9 点至下午 6 点。',
      ),
      JA: policy(
        '連絡先情報',
        'Alderline Ltd、12 Harbour Street, Bristol BS1 4RN、イギリス。会社番号 01234567。',
        'カスタマーケア：care@alderline.test（月〜金、午前9時〜午後6時）。',
      ),
      ES: policy(
        'Información de contacto',
        'Alderline Ltd, 12 Harbour Street, Bristol BS1 4RN, Reino Unido. Número de empresa 01234567.',
        'Atención al cliente: care@alderline.test, de lunes a viernes, de 9:00 a 18:00.',
      ),
      NL: policy(
        'Contactgegevens',
        'Alderline Ltd, 12 Harbour Street, Bristol BS1 4RN, Verenigd Koninkrijk. Bedrijfsnummer 01234567.',
        'Klantenservice: care@alderline.test, maandag tot en met vrijdag, 9.00 tot 18.00 uur.',
      ),
      PT_PT: policy(
        'Informações de contacto',
        'Alderline Ltd, 12 Harbour Street, Bristol BS1 4RN, Reino Unido. Número de empresa 01234567.',
        'Apoio ao cliente: care@alderline.test, de segunda a sexta, das 9h às 18h.',
      ),
      AR: policy(
        'معلومات الاتصال',
        'Alderline Ltd، 12 Harbour Street, Bristol BS1 4RN، المملكة المتحدة. رقم الشركة 01234567.',
        'خدمة العملاء: care@alderline.test، من الاثنين إلى الجمعة، من 9 صباحًا حتى 6 مساءً.',
      ),
    },
  },
};
