import {getMarket} from '@markets';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadSanitizer} from '~/lib/sanitize-html.server';
import {buildProductView, type ProductViewInput} from './product-view.server';
import {productPageView, productViews} from './product-page.server';
import {productJsonLd} from './json-ld';

beforeAll(() => loadSanitizer());

const money = (amount: string) => ({amount, currencyCode: 'GBP' as const});
const field = (namespace: string, key: string, value: string, reference: unknown = null) => ({
  namespace,
  key,
  value,
  reference,
});

function input(overrides: Partial<ProductViewInput['product']> = {}): ProductViewInput {
  return {
    product: {
      id: 'gid://shopify/Product/1',
      handle: 'womens-dreamknit-legging-black',
      title: 'DreamKnit Legging | Black',
      vendor: 'Alderline',
      descriptionHtml: '<p>Soft.</p>',
      description: 'Soft.',
      tags: ['gender::womens', 'category::leggings', 'family::womens-dreamknit-legging', 'badge::new'],
      productType: 'Leggings',
      availableForSale: true,
      isGiftCard: false,
      seo: {title: null, description: null},
      options: [
        {name: 'Color', optionValues: [{name: 'Black', swatch: {color: '#111111', image: null}}]},
        {
          name: 'Size',
          optionValues: [
            {name: 'M', swatch: null},
            {name: 'XS', swatch: null},
          ],
        },
      ],
      media: {
        nodes: [
          {
            __typename: 'Video',
            id: 'gid://shopify/Video/1',
            alt: 'In motion',
            previewImage: {url: 'https://cdn/poster.svg', altText: null, width: 1920, height: 1080},
            sources: [{url: 'https://cdn/v.mp4', mimeType: 'video/mp4', width: 1920, height: 1080}],
          },
          {
            __typename: 'MediaImage',
            id: 'gid://shopify/MediaImage/1',
            image: {url: 'https://cdn/1.svg', altText: 'Front', width: 1600, height: 2000},
          },
        ],
      },
      variants: {
        nodes: [
          {
            id: 'gid://shopify/ProductVariant/1',
            sku: 'SKU-M',
            availableForSale: true,
            selectedOptions: [
              {name: 'Color', value: 'Black'},
              {name: 'Size', value: 'M'},
            ],
            price: money('68.0'),
            compareAtPrice: null,
          },
          {
            id: 'gid://shopify/ProductVariant/2',
            sku: 'SKU-XS',
            availableForSale: false,
            selectedOptions: [
              {name: 'Color', value: 'Black'},
              {name: 'Size', value: 'XS'},
            ],
            price: money('68.0'),
            compareAtPrice: money('98.0'),
          },
        ],
      },
      metafields: [
        field('custom', 'subtitle', 'Second-skin feel'),
        field('custom', 'care', 'Machine wash cold| Tumble dry low |'),
        field('custom', 'fit_notes', '3'),
        field('custom', 'gallery_video_autoplay', 'true'),
        field('custom', 'gallery_video_controls', 'false'),
        field('custom', 'gallery_last_video_mobile', 'false'),
        field('custom', 'gallery_button_display', '{"desktop":true,"mobile":false}'),
        field('custom', 'gallery_button_target', 'video'),
        field('custom', 'gated_discount', 'gated::warehouse-sale::30,influencer::20'),
        field(
          'custom',
          'full_width_video',
          '{"desktopCreateDate":"2025-05-01T00:00:00Z","desktopDuration":"0:32"}',
        ),
        field('custom', 'material_image', 'gid://shopify/MediaImage/9', {
          image: {url: 'https://cdn/fabric.svg'},
        }),
        field('reviews', 'rating', '{"value":"4.5","scale_min":"1.0","scale_max":"5.0"}'),
        field('reviews', 'rating_count', '12'),
        null,
      ],
      ...overrides,
    } as ProductViewInput['product'],
    marketingMessage: ' Free returns ',
    siteVariables: {
      version: 1,
      locale: 'en-gb',
      title: null,
      featureFlags: {},
      lists: {sizes: ['xs', 's', 'm', 'l'], lengths: [], inseams: []},
    },
    badges: {badges: [{tag: 'badge::new', label: 'New', backgroundColor: null, color: null}]},
    customerTags: [],
  };
}

/** The product without the metafields `drop` picks. */
function inputWithout(
  drop: (field: NonNullable<ProductViewInput['product']['metafields'][number]>) => boolean,
) {
  const base = input();
  const metafields = base.product.metafields.filter((field) => field && !drop(field));
  return {...base, product: {...base.product, metafields}};
}

describe('buildProductView', () => {
  it('names the product before the pipe and keeps what the page shows', () => {
    const view = buildProductView(input());
    expect(view.name).toBe('DreamKnit Legging');
    expect(view.subtitle).toBe('Second-skin feel');
    expect(view.marketingMessage).toBe('Free returns');
    expect(view.badges.map((badge) => badge.label)).toEqual(['New']);
    expect(view.details.care).toEqual(['Machine wash cold', 'Tumble dry low']);
    expect(view.details.fitNote).toBe(3);
    expect(view.details.materialImage).toBe('https://cdn/fabric.svg');
    expect(view.sizeChart?.key).toBe('womens-leggings-alpha');
  });

  it('orders sizes as content lists them and lines variants up with the options', () => {
    const view = buildProductView(input());
    expect(view.options[1].values.map((value) => value.value)).toEqual(['XS', 'M']);
    expect(view.options[0].values[0].swatchColor).toBe('#111111');
    expect(view.variants[1]).toEqual({
      id: 'gid://shopify/ProductVariant/2',
      sku: 'SKU-XS',
      options: ['Black', 'XS'],
      available: false,
      price: '68.0',
      compareAtPrice: '98.0',
    });
  });

  it('reads the gallery flags and the video button per device', () => {
    const {gallery} = buildProductView(input());
    expect(gallery.items.map((item) => item.kind)).toEqual(['video', 'image']);
    expect(gallery.video).toEqual({autoplay: true, loop: false, muted: true, controls: false});
    expect(gallery.videoLast).toEqual({desktop: true, mobile: false});
    expect(gallery.videoButton).toEqual({desktop: true, mobile: false});
    expect(gallery.items[0]).toMatchObject({
      kind: 'video',
      url: 'https://cdn/v.mp4',
      aspectRatio: 1920 / 1080,
    });
  });

  it('gives a member price only to customers with a matching tag', () => {
    expect(buildProductView(input()).memberPrice).toBeNull();
    expect(buildProductView({...input(), customerTags: ['influencer']}).memberPrice).toEqual({
      percentage: 20,
      kind: 'member',
    });
    expect(buildProductView({...input(), customerTags: ['gated::warehouse-sale']}).memberPrice).toEqual({
      percentage: 30,
      kind: 'gated',
    });
  });

  it('reads the rating summary from the review metafields', () => {
    expect(buildProductView(input()).reviewSummary).toEqual({
      results_count: 12,
      average_rating: '4.50',
      review_count: 12,
    });
  });
});

describe('productJsonLd', () => {
  const url = 'https://www.alderline.co.uk/products/womens-dreamknit-legging-black';

  it('describes the product with an offer per variant in the market’s currency and its rating', () => {
    const [product] = productJsonLd(buildProductView(input()), url);
    const parsed = JSON.parse(JSON.stringify(product));
    expect(parsed).toMatchObject({
      '@type': 'Product',
      name: 'DreamKnit Legging | Black',
      brand: {'@type': 'Brand', name: 'Alderline'},
      aggregateRating: {'@type': 'AggregateRating', ratingValue: '4.50', reviewCount: 12, bestRating: 5},
    });
    expect(parsed.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        price: '68.0',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url: `${url}?Color=Black&Size=M`,
      }),
      expect.objectContaining({availability: 'https://schema.org/OutOfStock', sku: 'SKU-XS'}),
    ]);
  });

  it('leaves the rating out when the summary is not valid', () => {
    const unrated = inputWithout((f) => f.namespace === 'reviews');
    expect(productJsonLd(buildProductView(unrated), url)[0]).not.toHaveProperty('aggregateRating');
  });

  it('adds a VideoObject with an ISO duration only when the video’s data is complete', () => {
    const blocks = productJsonLd(buildProductView(input()), url);
    expect(blocks[1]).toMatchObject({
      '@type': 'VideoObject',
      contentUrl: 'https://cdn/v.mp4',
      thumbnailUrl: 'https://cdn/poster.svg',
      uploadDate: '2025-05-01T00:00:00Z',
      duration: 'PT32S',
    });
    const undated = inputWithout((f) => f.key === 'full_width_video');
    expect(productJsonLd(buildProductView(undated), url)).toHaveLength(1);
  });
});

describe('productPageView', () => {
  it('writes every price and the review count as the market writes them', () => {
    const view = productPageView(buildProductView(input()), getMarket('GB'));
    expect(view.variants.map(({priceText, compareAtText}) => [priceText, compareAtText])).toEqual([
      ['£68', null],
      ['£68', '£98'],
    ]);
    expect(view.variants[0]).not.toHaveProperty('memberPriceText');
    expect(view.reviewCountText).toBe('12 reviews');
    expect(view.fractionDigits).toBe(2);
  });

  it('writes a member’s price on every variant, rounded to the currency’s minor unit', () => {
    const view = productPageView(
      buildProductView({...input(), customerTags: ['influencer']}),
      getMarket('GB'),
    );
    expect(view.variants.map((variant) => variant.memberPriceText)).toEqual(['£54.40', '£54.40']);
  });

  it('is built once per answer, market, content and shopper’s tags: a member’s price never reaches a guest', () => {
    const shared = input();
    const guest = productViews(shared, getMarket('GB'));
    const member = productViews({...shared, customerTags: ['influencer']}, getMarket('GB'));
    const guestAgain = productViews({...shared, customerTags: []}, getMarket('GB'));
    expect(member.pageView.variants[0].memberPriceText).toBe('£54.40');
    expect(guestAgain.pageView.variants[0]).not.toHaveProperty('memberPriceText');
    expect(guestAgain).toBe(guest);
    expect(productViews(shared, getMarket('US'))).not.toBe(guest);
    expect(productViews({...shared, badges: {badges: []}}, getMarket('GB'))).not.toBe(guest);
  });

  it('leaves the count out where the summary does not show', () => {
    const unrated = inputWithout((f) => f.namespace === 'reviews');
    expect(productPageView(buildProductView(unrated), getMarket('GB'))).not.toHaveProperty('reviewCountText');
  });
});
