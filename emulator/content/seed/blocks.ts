import type {LinkValue} from '../model';
import {copy, localizedObject, single, type SeedBuilder} from './builder';
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
): LinkValue {
  const alt = copy(copyKeys.alt);
  return b.entry('hero', uid, {
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
  });
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
}

function featuredContent(b: SeedBuilder, seed: FeaturedSeed): LinkValue {
  const alt = copy(seed.alt);
  const {shopButton} = seed;
  return b.entry('featured_content_v2', seed.uid, {
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
  });
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

function comparisonCarousel(b: SeedBuilder): LinkValue {
  return b.entry('comparison_carousel', 'pdp-comparison-joggers', {
    uid: single('pdp-comparison-joggers'),
    display: single(true),
    carousel_title: copy('carousel.title'),
    carousel_title_variant: single('h2'),
    carousel_description: copy('carousel.description'),
    cards: single([
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
    ]),
  });
}

function fullWidthVideo(b: SeedBuilder): LinkValue {
  const title = copy('pdp.video.headline');
  return b.entry('full_width_video', 'pdp-video-made-to-move', {
    uid: single('pdp-video-made-to-move'),
    display: single(true),
    headline: title,
    desktopVideo: single(b.video('made-to-move-desktop', title)),
    mobileVideo: single(b.video('made-to-move-mobile', title)),
    desktopImg: single(b.image('made-to-move-desktop-poster', {alt: title, width: 1920, height: 1080})),
    mobileImg: single(b.image('made-to-move-mobile-poster', {alt: title, width: 1080, height: 1080})),
    desktopCreateDate: single('2025-02-03T00:00:00.000Z'),
    mobileCreateDate: single('2025-02-03T00:00:00.000Z'),
    desktopDuration: single('00:00:32'),
    mobileDuration: single('00:00:18'),
    autoplay: single(true),
    loop: single(true),
    muted: single(true),
    controls: single(false),
  });
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
  const carousel = comparisonCarousel(b);
  const video = fullWidthVideo(b);

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
  b.entry('page', 'page-community', {
    slug: single('community'),
    title: copy('community.title'),
    seoDescription: copy('community.seoDescription'),
    noindex: single(false),
    blocks: single([communityHero, runClub]),
  });
}
