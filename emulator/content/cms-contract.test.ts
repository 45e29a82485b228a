import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  badgesForTags,
  createContentClients,
  formatFreeShippingMessage,
  loadAddressCountries,
  loadCartContent,
  loadCommunityMemberTags,
  loadGatedTags,
  loadGiftForm,
  loadLayoutContent,
  loadPage,
  loadPdpBlocks,
  loadProductBadges,
  loadSavingsCapInfo,
  loadSearchContent,
  menuVersionOf,
  newsletterListId,
  parseCmsComponents,
  sortByContentOrder,
  type ContentClients,
  type ContentReporter,
} from '../../cms';
import {CONTENT_EMULATOR_DEFAULTS} from './defaults';
import {SEED_MARKETS} from './seed/markets';
import {startContentEmulator, type RunningContentEmulator} from './test-server';

// cms/ against the emulator through the real contentful.js: every seeded content type maps in
// every locale without a reported problem, for shoppers (delivery) and merchandisers (preview).
let emulator: RunningContentEmulator;
let clients: ContentClients;
let reports: Array<{code: string; error: unknown}>;
const report: ContentReporter = (code, error) => reports.push({code, error});

beforeAll(async () => {
  emulator = await startContentEmulator();
  clients = createContentClients({
    space: CONTENT_EMULATOR_DEFAULTS.space,
    environment: CONTENT_EMULATOR_DEFAULTS.environment,
    deliveryToken: CONTENT_EMULATOR_DEFAULTS.deliveryToken,
    previewToken: CONTENT_EMULATOR_DEFAULTS.previewToken,
    host: emulator.host,
  });
});

afterAll(() => emulator.close());

const retry = {retries: 0};

describe('layout content from the emulator', () => {
  it.each(SEED_MARKETS.map((market) => market.locale))('maps every layout piece in %s', async (locale) => {
    reports = [];
    const layout = await loadLayoutContent(clients, {locale, preview: false, report, retry});
    expect(reports).toEqual([]);
    expect(layout.header?.menuItemsV2.length).toBe(6);
    expect(layout.banner?.messages).toHaveLength(3);
    expect(layout.footer?.columns).toHaveLength(3);
    expect(layout.siteVariables?.featureFlags.recaptcha).toEqual({bypassAssessment: true});
    expect(layout.countrySwitcher?.regions.flatMap((region) => region.countryCodes)).toHaveLength(23);
  });

  it('maps the header tree, spotlights and menu versions', async () => {
    reports = [];
    const {header} = await loadLayoutContent(clients, {locale: 'en-US', preview: false, report, retry});
    if (!header) throw new Error('header missing');
    expect(header.accountButtonLabel).toBe('Account');
    expect(menuVersionOf(header, 'desktop')).toBe(2);
    const [women, , , sale, community, creator] = header.menuItemsV2;
    expect(women.children.map((group) => group.title)).toEqual(['Clothing', 'Shoes & Accessories']);
    expect(women.children[0].children.map((link) => link.url)).toContain('/collections/womens-sports-bras');
    expect(header.menuItemsV2[1].children[0].children.map((link) => link.url)).not.toContain(
      '/collections/mens-sports-bras',
    );
    expect(women.rightColumnBehaviour).toBe('alongside-spotlight');
    expect(women.spotlights[0]).toMatchObject({
      display: true,
      link: {text: 'The DreamKnit Legging', url: '/collections/womens-leggings', openInNewTab: false},
      aspectRatio: '4/5',
      image: {
        url: `http://${emulator.host}/images/spotlight-women-leggingsImage.svg`,
        width: 800,
        height: 1000,
      },
    });
    expect(sale.color).toBe('#c8102e');
    expect(community.url).toBe('/blogs/community');
    expect(creator).toMatchObject({itemType: 'influencer', children: [], spotlights: []});
    expect(header.menuItems.map((item) => item.title)).toEqual(['Women', 'Men', 'New', 'Sale', 'Community']);
  });

  it('reports and drops an unknown right-column behaviour in preview only', async () => {
    reports = [];
    const {header, banner} = await loadLayoutContent(clients, {
      locale: 'fr-FR',
      preview: true,
      report,
      retry,
    });
    expect(reports.map((entry) => entry.code)).toEqual(['CMS-MAP-002']);
    expect(String(reports[0].error)).toMatch(/right-column behaviour "carousel"/);
    const giftGuide = header?.menuItemsV2.find((item) => item.id === 'menu-v2-gift-guide');
    expect(giftGuide).toMatchObject({title: 'Idées cadeaux', rightColumnBehaviour: null});
    expect(banner?.messages[0].text).toBe('Soldes de printemps : jusqu’à -40 % sur une sélection');
  });

  it('maps the banner with its country button', async () => {
    reports = [];
    const {banner} = await loadLayoutContent(clients, {locale: 'en-gb', preview: false, report, retry});
    expect(banner).toMatchObject({
      version: 2,
      display: true,
      displayOnMobile: true,
      intervalMs: 5000,
      stickyDesktop: true,
      countryButton: {label: 'Change country'},
      links: [
        {text: 'Returns', url: 'https://returns.alderline.example/', openInNewTab: true},
        {text: 'Track order', url: 'https://track.alderline.example/', openInNewTab: true},
      ],
    });
    expect(banner?.messages[0]).toMatchObject({
      text: 'Free delivery on orders over £60',
      url: null,
      weight: 'bold',
    });
  });

  it('maps the footer newsletter with its list ids', async () => {
    reports = [];
    const {footer} = await loadLayoutContent(clients, {locale: 'ar-ae', preview: false, report, retry});
    expect(footer?.newsletter?.successHeader).toBe('شكراً لانضمامك!');
    expect(footer?.newsletter?.invalidEmailMessage).toBe('يرجى إدخال بريد إلكتروني صحيح.');
    expect(newsletterListId(footer!.newsletter!, 'development')).toBe('EmuDv1');
    expect(footer?.socialLinks.map((link) => link.platform)).toContain('instagram');
    expect(footer?.utilityLinks[0]).toEqual({
      text: 'سياسة الخصوصية',
      url: '/policies/privacy-policy',
      openInNewTab: false,
    });
  });

  it('keeps site variable lists in content order for sorting options', async () => {
    reports = [];
    const {siteVariables} = await loadLayoutContent(clients, {
      locale: 'de-de',
      preview: false,
      report,
      retry,
    });
    const sizes = sortByContentOrder(
      ['XL', 'S', 'xxs', 'M 13/W 14.5', '30'],
      siteVariables!.lists.sizes,
      (size) => size,
    );
    expect(sizes).toEqual(['xxs', 'S', 'XL', '30', 'M 13/W 14.5']);
    expect(siteVariables?.locale).toBe('de-de');
    expect(siteVariables?.featureFlags.accountsV2.orderHistory).toBe(false);
  });
});

describe('other content from the emulator', () => {
  it.each(SEED_MARKETS.map((market) => market.locale))('maps every content type in %s', async (locale) => {
    reports = [];
    const request = {locale, report, retry};
    const client = clients.delivery;
    const [cart, gift, badges, caps, search, countries, community, gated, home] = await Promise.all([
      loadCartContent(client, request),
      loadGiftForm(client, request),
      loadProductBadges(client, request),
      loadSavingsCapInfo(client, request),
      loadSearchContent(client, request),
      loadAddressCountries(client, request),
      loadCommunityMemberTags(client, request),
      loadGatedTags(client, request),
      loadPage(client, {...request, slug: 'home'}),
    ]);
    expect(reports).toEqual([]);
    expect(cart?.freeShipping.message).toContain('{threshold}');
    expect(gift?.title).toBeTruthy();
    expect(badges?.badges).toHaveLength(5);
    expect(caps?.map((cap) => cap.memberType)).toEqual([
      'military',
      'healthcare',
      'educator',
      'first-responder',
      'ambassador',
      'pro',
      'teacher',
    ]);
    expect(search?.placeholder).toContain('Alderline');
    expect(countries?.countries).toHaveLength(23);
    expect(community).toHaveLength(4);
    expect(gated?.map((tag) => tag.customerTag)).toEqual(['warehouse-sale', 'influencer']);
    expect(home?.blocks.map((block) => block.type)).toEqual([
      'hero',
      'featured_content_v2',
      'comparison_carousel',
      'full_width_video',
    ]);
  });

  it('maps cart texts per market', async () => {
    reports = [];
    const cart = await loadCartContent(clients.delivery, {locale: 'ja-JP', report, retry});
    expect(cart?.freeShipping.threshold).toBe(10000);
    expect(formatFreeShippingMessage(cart!.freeShipping.message!, '¥10,000')).toBe(
      '¥10,000以上のご注文で送料無料',
    );
    expect(cart?.emptyCart?.buttons.map((button) => button.url)).toEqual([
      '/collections/women',
      '/collections/men',
    ]);
    expect(cart?.upsells.cartPage).toEqual({type: 'nosto', display: true, nostoId: 'cartpage-nosto-1'});
    expect(cart?.warehouseSaleBanner.cancelLabel).toBe('商品を残す');
    const gb = await loadCartContent(clients.delivery, {locale: 'en-gb', report, retry});
    expect(gb?.emptyCart?.title).toBe('Your bag is empty');
    expect(gb?.orderSummary.shippingTitle).toBe('Delivery');
    expect(gb?.freeShipping.threshold).toBe(60);
  });

  it('maps address countries in the market language, falling back for other locales', async () => {
    reports = [];
    const ja = await loadAddressCountries(clients.delivery, {locale: 'ja-jp', report, retry});
    expect(ja?.countries.find((country) => country.code === 'JP')?.name).toBe('日本');
    const mx = await loadAddressCountries(clients.delivery, {locale: 'es-mx', report, retry});
    expect(mx?.countries.find((country) => country.code === 'US')?.name).toBe('Estados Unidos');
    const ch = await loadAddressCountries(clients.delivery, {locale: 'en-ch', report, retry});
    expect(ch?.countries.find((country) => country.code === 'CH')?.name).toBe('Switzerland');
  });

  it('maps community tags with the expired key, and product badges by tag', async () => {
    reports = [];
    const community = await loadCommunityMemberTags(clients.delivery, {locale: 'en-us', report, retry});
    expect(community?.[0]).toEqual({
      memberType: 'military',
      tags: {
        applied: 'military::applied',
        accepted: 'military::accepted',
        reapplicationApplied: 'military::reapplication-applied',
        reapplicationAccepted: 'military::reapplication-accepted',
        keepMeNotified: 'military::keep-me-notified',
        crossProgram: 'military::cross-program',
        kmnCrossProgram: 'military::kmn-cross-program',
        expired: 'military::expired',
      },
      communityPageUrl: '/pages/community',
    });
    const badges = await loadProductBadges(clients.delivery, {locale: 'nl-nl', report, retry});
    expect(badgesForTags(badges!, ['Badge::New', 'family::x']).map((badge) => badge.label)).toEqual([
      'Nieuw',
    ]);
    const educator = await loadSavingsCapInfo(clients.delivery, {
      locale: 'pt-pt',
      report,
      retry,
      memberType: 'educator',
    });
    expect(educator).toEqual([
      expect.objectContaining({
        memberType: 'educator',
        title: 'Comunidade de educadores',
        learnMoreLink: {text: 'Saiba mais', url: '/pages/community', openInNewTab: false},
      }),
    ]);
    expect(reports).toEqual([]);
  });

  it('loads a product page’s visible blocks in the product’s order', async () => {
    reports = [];
    const refs = parseCmsComponents(
      JSON.stringify([
        {type: 'full_width_video', uid: 'pdp-video-made-to-move'},
        {type: 'hero', uid: 'pdp-hero-dreamknit'},
        {type: 'hero', uid: 'pdp-hero-winter'},
        {type: 'featured_content_v2', uid: 'pdp-featured-dreamknit'},
        {type: 'featured_content_v2', uid: 'community-run-club'},
        {type: 'comparison_carousel', uid: 'pdp-comparison-joggers'},
        {type: 'hero', uid: 'no-such-hero'},
      ]),
    );
    const blocks = await loadPdpBlocks(clients.delivery, refs, {
      locale: 'zh-hk',
      report,
      retry,
      now: new Date('2025-06-01'),
    });
    expect(reports).toEqual([]);
    expect(blocks.map((block) => block.uid)).toEqual([
      'pdp-video-made-to-move',
      'pdp-hero-dreamknit',
      'pdp-featured-dreamknit',
      'pdp-comparison-joggers',
    ]);
    const [video, hero, , carousel] = blocks;
    expect(video).toMatchObject({
      type: 'full_width_video',
      section: {
        desktopURL: `http://${emulator.host}/videos/made-to-move-desktop.mp4`,
        desktopDuration: '00:00:32',
      },
    });
    expect(hero).toMatchObject({
      type: 'hero',
      desktop: {columnWidth: 6, placement: 'overlay-top-left', headline: 'DreamKnit，煥然一新'},
      mobile: {columnWidth: 12, placement: 'overlay-center'},
    });
    expect(carousel).toMatchObject({
      type: 'comparison_carousel',
      mobileLayout: 'Swipe',
      title: '找出你的運動長褲',
    });
    if (carousel.type !== 'comparison_carousel') throw new Error('not a carousel');
    expect(carousel.cards[1].details).toEqual([
      {icon: 'fabric', text: 'DuraTerra'},
      {icon: 'fit', text: '修身剪裁'},
      {icon: 'weather', text: '防潑水'},
    ]);
  });
});
