import {describe, expect, it} from 'vitest';
import type {ContentAsset} from '../entry';
import {entry, image, link, recordingContext} from '../test-fixtures';
import {mapComparisonCarousel} from './comparison-carousel';
import {isEventOver, mapFeaturedContentV2} from './featured-content-v2';
import {mapFullWidthVideo} from './full-width-video';
import {HERO_DEFAULTS, mapHero} from './hero';
import {mapPage} from './page';

const video = (id: string): ContentAsset => ({
  ...image(id),
  url: `https://cdn.example/${id}.mp4`,
  contentType: 'video/mp4',
  width: null,
  height: null,
});

describe('mapHero', () => {
  it('applies the default width and per-device placement', () => {
    const hero = mapHero(
      entry('hero', {
        uid: 'h',
        display: true,
        desktop: entry('hero_layout', {
          headline: 'Move',
          image: image('d'),
          buttons: [link('Shop', '/collections/new')],
        }),
        mobile: entry('hero_layout', {headline: 'Move', column_width: 8, placement: 'below'}),
      }),
    );
    expect(HERO_DEFAULTS).toEqual({
      columnWidth: 12,
      desktopPlacement: 'overlay-top-center',
      mobilePlacement: 'overlay-center',
    });
    expect(hero.desktop).toMatchObject({
      columnWidth: 12,
      placement: 'overlay-top-center',
      image: {url: 'https://cdn.example/d.svg', alt: 'd title'},
    });
    expect(hero.desktop.buttons).toEqual([{text: 'Shop', url: '/collections/new', openInNewTab: false}]);
    expect(hero.mobile).toMatchObject({columnWidth: 8, placement: 'below', image: null});
  });

  it('fills a missing layout with defaults', () => {
    const hero = mapHero(entry('hero', {uid: 'h'}));
    expect(hero).toMatchObject({
      display: false,
      mobile: {placement: 'overlay-center', columnWidth: 12, buttons: []},
    });
  });
});

describe('mapFeaturedContentV2', () => {
  it('maps copy, buttons, the shop button and both layouts', () => {
    const featured = mapFeaturedContentV2(
      entry('featured_content_v2', {
        uid: 'f',
        display: true,
        display_on_pdp: true,
        eyebrow: 'New',
        title: 'Trail',
        event_date: '2030-01-01T00:00:00Z',
        buttons: [link('Shop', '/collections/new')],
        shop_button: {display: true, text: 'Shop the collection', url: '/collections/new'},
        desktop: entry('featured_content_layout', {
          video: video('v'),
          content_placement: 'right',
          styles: {textColor: '#111', bad: 1},
        }),
      }),
    );
    expect(featured).toMatchObject({
      displayOnPdp: true,
      eventDate: '2030-01-01T00:00:00Z',
      shopButton: {
        display: true,
        link: {text: 'Shop the collection', url: '/collections/new', openInNewTab: false},
      },
      desktop: {
        image: null,
        video: {url: 'https://cdn.example/v.mp4', contentType: 'video/mp4'},
        contentPlacement: 'right',
        styles: {textColor: '#111'},
      },
      mobile: {image: null, video: null, styles: {}},
    });
    expect(isEventOver(featured, new Date('2029-12-31'))).toBe(false);
    expect(isEventOver(featured, new Date('2030-01-02'))).toBe(true);
  });
});

describe('mapComparisonCarousel', () => {
  it('defaults the mobile layout to Swipe and maps cards', () => {
    const carousel = mapComparisonCarousel(
      entry('comparison_carousel', {
        uid: 'c',
        display: true,
        carousel_title: 'Find your jogger',
        cards: [
          entry('comparison_card', {
            title: 'Sunday',
            details: [{icon: 'fit', text: 'Relaxed'}, {icon: 'x'}],
            cta_url: '/collections/mens-joggers',
            cta_text: 'Shop',
          }),
          entry('comparison_card', {title: 'Trail', cta_url: '/collections/mens-joggers'}),
        ],
      }),
    );
    expect(carousel).toMatchObject({mobileLayout: 'Swipe', title: 'Find your jogger', titleVariant: null});
    expect(carousel.cards[0]).toMatchObject({
      details: [{icon: 'fit', text: 'Relaxed'}],
      cta: {url: '/collections/mens-joggers', text: 'Shop'},
    });
    expect(carousel.cards[1].cta).toBeNull();
  });
});

describe('mapFullWidthVideo', () => {
  it('builds the video section from the per-device assets', () => {
    const block = mapFullWidthVideo(
      entry('full_width_video', {
        uid: 'v',
        display: true,
        headline: 'Made to move',
        desktopVideo: video('desktop'),
        mobileImg: image('poster'),
        desktopDuration: '00:00:32',
      }),
    );
    expect(block.section).toEqual({
      desktopURL: 'https://cdn.example/desktop.mp4',
      mobileURL: null,
      desktopImg: null,
      mobileImg: {url: 'https://cdn.example/poster.svg', alt: 'Made to move', width: 800, height: 1000},
      desktopCreateDate: null,
      mobileCreateDate: null,
      desktopDuration: '00:00:32',
      mobileDuration: null,
    });
    expect(block).toMatchObject({muted: true, controls: true, autoplay: false});
  });
});

describe('mapPage', () => {
  it('maps blocks in order and reports the ones it cannot map', () => {
    const ctx = recordingContext();
    const page = mapPage(
      entry('page', {
        slug: 'home',
        title: 'Home',
        blocks: [
          entry('hero', {uid: 'h', display: true}),
          entry('hero', {display: true}),
          entry('link', {title: 'x', href: '/'}),
          entry('full_width_video', {uid: 'v'}),
        ],
      }),
      ctx,
    );
    expect(page.blocks.map((block) => `${block.type}:${block.uid}`)).toEqual([
      'hero:h',
      'full_width_video:v',
    ]);
    expect(ctx.warnings).toHaveLength(2);
    expect(page).toMatchObject({slug: 'home', noindex: false});
  });
});
