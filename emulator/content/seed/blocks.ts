import type {LinkValue} from '../model';
import {copy, localizedObject, single, type EntryOptions, type SeedBuilder} from './builder';
import type {CopyKey} from './copy';
import {linkEntry} from './links';

interface HeroLayoutSeed {
  image: LinkValue;
  headline: CopyKey;
  subheadline: CopyKey;
  buttons: LinkValue[];
  columnWidth?: number;
  placement?: string;
  textColor?: string;
}

function heroLayout(b: SeedBuilder, id: string, layout: HeroLayoutSeed): LinkValue {
  return b.entry('hero_layout', id, {
    internalName: single(`Hero layout: ${id}`),
    image: single(layout.image),
    headline: copy(layout.headline),
    subheadline: copy(layout.subheadline),
    buttons: single(layout.buttons),
    ...(layout.columnWidth ? {column_width: single(layout.columnWidth)} : {}),
    ...(layout.placement ? {placement: single(layout.placement)} : {}),
    ...(layout.textColor ? {text_color: single(layout.textColor)} : {}),
  });
}

/** A hero whose mobile layout leaves width and placement empty, so the app's defaults apply. */
function hero(
  b: SeedBuilder,
  uid: string,
  copyKeys: {headline: CopyKey; subheadline: CopyKey; alt: CopyKey},
  buttons: LinkValue[],
  display = true,
  options: EntryOptions = {},
): LinkValue {
  const alt = copy(copyKeys.alt);
  return b.entry(
    'hero',
    uid,
    {
      uid: single(uid),
      display: single(display),
      desktop: single(
        heroLayout(b, `${uid}-layout-desktop`, {
          image: b.image(`${uid}-desktop`, {alt, width: 2400, height: 1000}),
          headline: copyKeys.headline,
          subheadline: copyKeys.subheadline,
          buttons,
          columnWidth: 6,
          placement: 'overlay-top-left',
          textColor: '#ffffff',
        }),
      ),
      mobile: single(
        heroLayout(b, `${uid}-layout-mobile`, {
          image: b.image(`${uid}-mobile`, {alt, width: 800, height: 1000}),
          headline: copyKeys.headline,
          subheadline: copyKeys.subheadline,
          buttons,
        }),
      ),
    },
    options,
  );
}

function featuredLayout(b: SeedBuilder, id: string, image: LinkValue, placement: string): LinkValue {
  return b.entry('featured_content_layout', id, {
    internalName: single(`Featured layout: ${id}`),
    image: single(image),
    content_placement: single(placement),
    spacing: single('medium'),
    styles: single({backgroundColor: '#f3efe6', textColor: '#1f1f1f'}),
  });
}

interface FeaturedSeed {
  uid: string;
  displayOnPdp: boolean;
  eyebrow: CopyKey;
  title: CopyKey;
  description: CopyKey;
  alt: CopyKey;
  buttons: LinkValue[];
  shopButton?: {text: CopyKey; url: string};
  eventDate?: string;
  draft?: boolean;
}

function featuredContent(b: SeedBuilder, seed: FeaturedSeed): LinkValue {
  const alt = copy(seed.alt);
  const {shopButton} = seed;
  return b.entry(
    'featured_content_v2',
    seed.uid,
    {
      uid: single(seed.uid),
      display: single(true),
      display_on_pdp: single(seed.displayOnPdp),
      eyebrow: copy(seed.eyebrow),
      title: copy(seed.title),
      description: copy(seed.description),
      ...(seed.eventDate ? {event_date: single(seed.eventDate)} : {}),
      buttons: single(seed.buttons),
      buttons_group: single(seed.buttons.length > 1 ? 'row' : 'single'),
      ...(shopButton
        ? {
            shop_button: localizedObject((text) => ({
              display: true,
              text: text(shopButton.text),
              url: shopButton.url,
            })),
          }
        : {}),
      desktop: single(
        featuredLayout(
          b,
          `${seed.uid}-layout-desktop`,
          b.image(`${seed.uid}-desktop`, {alt, width: 1600, height: 1200}),
          'right',
        ),
      ),
      mobile: single(
        featuredLayout(
          b,
          `${seed.uid}-layout-mobile`,
          b.image(`${seed.uid}-mobile`, {alt, width: 800, height: 1000}),
          'below',
        ),
      ),
    },
    {draft: seed.draft},
  );
}

function comparisonCard(
  b: SeedBuilder,
  id: 'sunday' | 'trail' | 'studio',
  details: {icon: string; text: CopyKey | null; fixedText?: string}[],
  ctaUrl: string,
): LinkValue {
  return b.entry('comparison_card', `comparisonCard-${id}`, {
    internalName: single(`Comparison card: ${id}`),
    image: single(
      b.image(`comparison-${id}-jogger`, {alt: copy(`carousel.${id}.title`), width: 800, height: 1000}),
    ),
    title: copy(`carousel.${id}.title`),
    description: copy(`carousel.${id}.description`),
    details: localizedObject((text) =>
      details.map((detail) => ({
        icon: detail.icon,
        text: detail.text ? text(detail.text) : detail.fixedText,
      })),
    ),
    cta_url: single(ctaUrl),
    cta_text: copy('link.shopNow'),
  });
}

function joggerCards(b: SeedBuilder): LinkValue[] {
  return [
    comparisonCard(
      b,
      'sunday',
      [
        {icon: 'fabric', text: null, fixedText: 'DreamKnit'},
        {icon: 'fit', text: 'detail.relaxedFit'},
      ],
      '/collections/mens-joggers',
    ),
    comparisonCard(
      b,
      'trail',
      [
        {icon: 'fabric', text: null, fixedText: 'DuraTerra'},
        {icon: 'fit', text: 'detail.slimFit'},
        {icon: 'weather', text: 'detail.waterResistant'},
      ],
      '/collections/mens-joggers',
    ),
    comparisonCard(
      b,
      'studio',
      [
        {icon: 'fabric', text: null, fixedText: 'VersaLife'},
        {icon: 'fit', text: 'detail.regularFit'},
        {icon: 'stretch', text: 'detail.fourWayStretch'},
        {icon: 'pocket', text: 'detail.zipPockets'},
      ],
      '/collections/womens-joggers',
    ),
  ];
}

function comparisonCarousel(
  b: SeedBuilder,
  cards: LinkValue[],
  seed: {uid: string; title: CopyKey; draft?: boolean},
): LinkValue {
  return b.entry(
    'comparison_carousel',
    seed.uid,
    {
      uid: single(seed.uid),
      display: single(true),
      carousel_title: copy(seed.title),
      carousel_title_variant: single('h2'),
      carousel_description: copy('carousel.description'),
      cards: single(cards),
    },
    {draft: seed.draft},
  );
}

function fullWidthVideo(
  b: SeedBuilder,
  seed: {uid: string; media: string; headline: CopyKey; draft?: boolean},
): LinkValue {
  const title = copy(seed.headline);
  const {media} = seed;
  return b.entry(
    'full_width_video',
    seed.uid,
    {
      uid: single(seed.uid),
      display: single(true),
      headline: title,
      desktopVideo: single(b.video(`${media}-desktop`, title)),
      mobileVideo: single(b.video(`${media}-mobile`, title)),
      desktopImg: single(b.image(`${media}-desktop-poster`, {alt: title, width: 1920, height: 1080})),
      mobileImg: single(b.image(`${media}-mobile-poster`, {alt: title, width: 1080, height: 1080})),
      desktopCreateDate: single('2025-02-03T00:00:00.000Z'),
      mobileCreateDate: single('2025-02-03T00:00:00.000Z'),
      desktopDuration: single('00:00:32'),
      mobileDuration: single('00:00:18'),
      autoplay: single(true),
      loop: single(true),
      muted: single(true),
      controls: single(false),
    },
    {draft: seed.draft},
  );
}

/**
 * PDP blocks (fetched by content type and uid) and the pages built from blocks. Seeded uids:
 * hero pdp-hero-dreamknit (and pdp-hero-winter, display off), featured_content_v2
 * pdp-featured-dreamknit, comparison_carousel pdp-comparison-joggers, full_width_video
 * pdp-video-made-to-move.
 */
export function seedBlocksAndPages(b: SeedBuilder): void {
  const shopLeggings = linkEntry(b, 'linkShopLeggings', 'pdp.hero.cta', '/collections/womens-leggings');
  hero(
    b,
    'pdp-hero-dreamknit',
    {headline: 'pdp.hero.headline', subheadline: 'pdp.hero.subheadline', alt: 'pdp.hero.alt'},
    [shopLeggings],
  );
  hero(
    b,
    'pdp-hero-winter',
    {headline: 'pdp.hero.headline', subheadline: 'pdp.hero.subheadline', alt: 'pdp.hero.alt'},
    [shopLeggings],
    false,
  );
  featuredContent(b, {
    uid: 'pdp-featured-dreamknit',
    displayOnPdp: true,
    eyebrow: 'pdp.featured.eyebrow',
    title: 'pdp.featured.title',
    description: 'pdp.featured.description',
    alt: 'pdp.featured.alt',
    buttons: [shopLeggings],
  });
  const cards = joggerCards(b);
  const carousel = comparisonCarousel(b, cards, {uid: 'pdp-comparison-joggers', title: 'carousel.title'});
  const video = fullWidthVideo(b, {
    uid: 'pdp-video-made-to-move',
    media: 'made-to-move',
    headline: 'pdp.video.headline',
  });

  const shopWomen = linkEntry(b, 'linkHomeShopWomen', 'link.shopWomen', '/collections/women');
  const shopMen = linkEntry(b, 'linkHomeShopMen', 'link.shopMen', '/collections/men');
  const homeHero = hero(
    b,
    'home-hero',
    {headline: 'home.hero.headline', subheadline: 'home.hero.subheadline', alt: 'home.hero.alt'},
    [shopWomen, shopMen],
  );
  const homeFeatured = featuredContent(b, {
    uid: 'home-featured-trail',
    displayOnPdp: false,
    eyebrow: 'home.featured.eyebrow',
    title: 'home.featured.title',
    description: 'home.featured.description',
    alt: 'home.featured.alt',
    buttons: [linkEntry(b, 'linkShopJackets', 'category.jackets', '/collections/womens-jackets')],
    shopButton: {text: 'home.featured.shop', url: '/collections/new'},
  });
  b.entry('page', 'page-home', {
    slug: single('home'),
    title: copy('home.title'),
    seoDescription: copy('home.seoDescription'),
    noindex: single(false),
    blocks: single([homeHero, homeFeatured, carousel, video]),
  });

  const communityHero = hero(
    b,
    'community-hero',
    {
      headline: 'community.hero.headline',
      subheadline: 'community.hero.subheadline',
      alt: 'community.hero.alt',
    },
    [linkEntry(b, 'linkReadStories', 'community.hero.cta', '/blogs/community')],
  );
  const runClub = featuredContent(b, {
    uid: 'community-run-club',
    displayOnPdp: false,
    eyebrow: 'event.eyebrow',
    title: 'event.title',
    description: 'event.description',
    alt: 'event.alt',
    buttons: [],
    // Already past: the app hides featured content once its event date has gone.
    eventDate: '2024-06-01T08:00:00.000Z',
  });
  // One never-published block of every type, added to the page as a pending change: only the
  // Preview API sees them, each in every locale's own words.
  const draftBlocks = [
    hero(
      b,
      'community-draft-hero',
      {headline: 'draft.hero.headline', subheadline: 'draft.hero.subheadline', alt: 'community.hero.alt'},
      [],
      true,
      {draft: true},
    ),
    featuredContent(b, {
      uid: 'community-draft-trail-week',
      displayOnPdp: false,
      eyebrow: 'draft.featured.eyebrow',
      title: 'draft.featured.title',
      description: 'draft.featured.description',
      alt: 'event.alt',
      buttons: [],
      eventDate: '2099-06-01T08:00:00.000Z',
      draft: true,
    }),
    comparisonCarousel(b, cards, {uid: 'community-draft-layers', title: 'draft.carousel.title', draft: true}),
    fullWidthVideo(b, {
      uid: 'community-draft-video',
      media: 'behind-the-seams',
      headline: 'draft.video.headline',
      draft: true,
    }),
  ];
  b.entry(
    'page',
    'page-community',
    {
      slug: single('community'),
      title: copy('community.title'),
      seoDescription: copy('community.seoDescription'),
      noindex: single(false),
      blocks: single([communityHero, runClub]),
    },
    {pendingChanges: {blocks: single([communityHero, ...draftBlocks, runClub])}},
  );
}

interface ServicePageSeed {
  slug: string;
  eyebrow: CopyKey;
  title: CopyKey;
  description: CopyKey;
  button: {text: CopyKey; href: string};
}

/** Where the programme pages' "apply" buttons send an application. */
const COMMUNITY_APPLICATIONS = 'mailto:community@alderline.example';

/**
 * The pages the account and the membership screens link to: the gift card balance, refer-a-friend
 * and store-review entry points, and one page per community programme (the metaobjects'
 * `page_url`, `/pages/{type}-program`), each a featured block in every language.
 */
const SERVICE_PAGES: ServicePageSeed[] = [
  {
    slug: 'gift-card-balance',
    eyebrow: 'page.help.eyebrow',
    title: 'page.giftCardBalance.title',
    description: 'page.giftCardBalance.description',
    button: {text: 'page.giftCardBalance.cta', href: '/products/alderline-gift-card'},
  },
  {
    slug: 'refer-a-friend',
    eyebrow: 'page.help.eyebrow',
    title: 'page.referFriend.title',
    description: 'page.referFriend.description',
    button: {text: 'page.referFriend.cta', href: '/collections/new'},
  },
  {
    slug: 'store-reviews',
    eyebrow: 'page.help.eyebrow',
    title: 'page.storeReviews.title',
    description: 'page.storeReviews.description',
    button: {text: 'page.storeReviews.cta', href: '/account/orders'},
  },
  ...(['ambassador', 'pro', 'teacher'] as const).map((type) => ({
    slug: `${type}-program`,
    eyebrow: 'page.community.eyebrow' as const,
    title: `page.${type}.title` as const,
    description: `page.${type}.description` as const,
    button: {text: 'page.programme.cta' as const, href: `${COMMUNITY_APPLICATIONS}?subject=${type}`},
  })),
];

export function seedServicePages(b: SeedBuilder): void {
  for (const page of SERVICE_PAGES) {
    const block = featuredContent(b, {
      uid: `page-${page.slug}-block`,
      displayOnPdp: false,
      eyebrow: page.eyebrow,
      title: page.title,
      description: page.description,
      alt: 'page.alt',
      buttons: [linkEntry(b, `link-page-${page.slug}`, page.button.text, page.button.href)],
    });
    b.entry('page', `page-${page.slug}`, {
      slug: single(page.slug),
      title: copy(page.title),
      seoDescription: copy(page.description),
      noindex: single(false),
      blocks: single([block]),
    });
  }
}
