import {COLLECTION_WORDS} from './i18n';
import type {IdSequence} from './ids';
import {isoDaysBefore} from './ids';
import {createMetafield} from './metafields';
import {PDP_MARKETING_MESSAGE} from './option-i18n';
import type {
  Article,
  Blog,
  Collection,
  ImageAsset,
  Menu,
  MenuItem,
  Page,
  Product,
  Shop,
  UrlRedirect,
} from './types';

export function buildShop(ids: IdSequence): Shop {
  const {id, gid} = ids.next('Shop');
  return {
    id,
    gid,
    name: 'Alderline',
    description: 'Activewear for the trail, the studio and everything between.',
    primaryDomain: {host: 'www.alderline.example', url: 'https://www.alderline.example'},
    brand: {
      slogan: 'Made to move.',
      shortDescription: 'Performance apparel in colours you will keep.',
      primaryColor: '#1f2a44',
      secondaryColor: '#d8c6a5',
    },
    moneyFormat: '${{amount}}',
    metafields: [
      {
        ...createMetafield(
          ids,
          'custom',
          'pdp_marketing_message',
          'single_line_text_field',
          PDP_MARKETING_MESSAGE.en,
        ),
        translations: PDP_MARKETING_MESSAGE.translations,
      },
    ],
  };
}

const PAGE_ROWS: [string, string, string][] = [
  ['our-story', 'Our Story', 'Alderline started on a trail with a pair of leggings that would not quit.'],
  ['faq', 'FAQ', 'Answers about orders, shipping, returns and sizing.'],
  ['shipping', 'Shipping', 'Free standard shipping on every order; express options at checkout.'],
  ['returns', 'Returns', 'Free returns within 30 days. Final-sale items cannot be returned.'],
  ['size-guide', 'Size Guide', 'Find your fit: measurements for every size we make.'],
  [
    'ambassador-program',
    'Ambassador Program',
    'Join the community of athletes and guides who wear Alderline.',
  ],
  ['pro-program', 'Pro Program', 'Savings for coaches, instructors and outdoor professionals.'],
  ['teacher-program', 'Teacher Program', 'Thank you, teachers: member pricing for educators.'],
  ['warehouse-sale', 'Warehouse Sale', 'Members-only prices on past-season styles.'],
];

export function buildPages(ids: IdSequence): Page[] {
  return PAGE_ROWS.map(([handle, title, summary], index) => ({
    ...ids.next('Page'),
    handle,
    title: {en: title, translations: {}},
    body: `<h2>${title}</h2><p>${summary}</p>`,
    bodySummary: summary,
    seo: {title: `${title} | Alderline`, description: summary},
    metafields: [createMetafield(ids, 'custom', 'noindex', 'boolean', String(handle === 'warehouse-sale'))],
    createdAt: isoDaysBefore(400 - index * 10),
    updatedAt: isoDaysBefore(20 - index),
  }));
}

export function buildBlogs(ids: IdSequence, images: ImageAsset[]): {blogs: Blog[]; articles: Article[]} {
  const blogRows: [string, string, string[]][] = [
    [
      'journal',
      'Journal',
      [
        'Five trails worth the early alarm',
        'How we make DreamKnit',
        'A week of recovery days',
        'Packing light for a long weekend',
      ],
    ],
    [
      'community',
      'Community',
      [
        'Meet our ambassadors',
        'Run club: the Sunday edition',
        'Teachers who move',
        // Enough older stories for the blog to run to a second page.
        'Coaches on rest days',
        'Our first trail half marathon',
        'A winter of early swims',
        'Climbing with the Lisbon crew',
        'The yoga studio that never closes',
        'Cycling to work, all year',
        'Parents who train at dawn',
        'A nurse’s long-shift kit',
        'Walking the coast path in a week',
        'From couch to 10K together',
        'Why we mend before we replace',
      ],
    ],
  ];
  const blogs: Blog[] = [];
  const articles: Article[] = [];
  let articleIndex = 0;
  for (const [handle, title, articleTitles] of blogRows) {
    const blog: Blog = {
      ...ids.next('Blog'),
      handle,
      title: {en: title, translations: {}},
      articleIds: [],
      seo: {title: `${title} | Alderline`, description: `The Alderline ${title.toLowerCase()}.`},
    };
    for (const articleTitle of articleTitles) {
      const excerpt = `${articleTitle}: stories from the Alderline ${title.toLowerCase()}.`;
      const article: Article = {
        ...ids.next('Article'),
        blogId: blog.id,
        handle: articleTitle
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        title: {en: articleTitle, translations: {}},
        authorName: ['Maya Lindqvist', 'Theo Marsh', 'Ines Carvalho'][articleIndex % 3],
        contentHtml: `<p>${excerpt}</p><p>Words and photographs by the Alderline team.</p>`,
        excerpt,
        tags: [handle, articleIndex % 2 ? 'training' : 'outdoors'],
        image: images[articleIndex % images.length] ?? null,
        publishedAt: isoDaysBefore(10 + articleIndex * 17),
        seo: {title: `${articleTitle} | Alderline`, description: excerpt},
      };
      articleIndex++;
      blog.articleIds.push(article.id);
      articles.push(article);
    }
    blogs.push(blog);
  }
  return {blogs, articles};
}

export function buildMenus(ids: IdSequence, collections: Collection[], pages: Page[], blogs: Blog[]): Menu[] {
  const byHandle = new Map(collections.map((c) => [c.handle, c]));
  const collectionItem = (handle: string, items: MenuItem[] = []): MenuItem => {
    const collection = byHandle.get(handle);
    return {
      ...ids.next('MenuItem'),
      title: collection?.title ?? {en: handle, translations: {}},
      url: `/collections/${handle}`,
      type: 'COLLECTION',
      resourceGid: collection?.gid ?? null,
      tags: [],
      items,
    };
  };
  const linkItem = (
    title: string,
    url: string,
    type: MenuItem['type'],
    resourceGid: string | null = null,
    items: MenuItem[] = [],
  ): MenuItem => ({
    ...ids.next('MenuItem'),
    title: {en: title, translations: COLLECTION_WORDS[title] ?? {}},
    url,
    type,
    resourceGid,
    tags: [],
    items,
  });
  const categoryItems = (gender: 'womens' | 'mens') =>
    collections
      .filter((c) => c.handle.startsWith(`${gender}-`) && c.handle !== `${gender}-sale`)
      .map((c) => collectionItem(c.handle));
  const page = (handle: string) => pages.find((p) => p.handle === handle);
  const pageItem = (handle: string) =>
    linkItem(page(handle)?.title.en ?? handle, `/pages/${handle}`, 'PAGE', page(handle)?.gid ?? null);

  const mainMenu: Menu = {
    ...ids.next('Menu'),
    handle: 'main-menu',
    title: 'Main menu',
    items: [
      collectionItem('new'),
      collectionItem('women', [
        linkItem(
          'Shop by category',
          '/collections/women',
          'COLLECTION',
          byHandle.get('women')?.gid ?? null,
          categoryItems('womens'),
        ),
        collectionItem('womens-sale'),
      ]),
      collectionItem('men', [
        linkItem(
          'Shop by category',
          '/collections/men',
          'COLLECTION',
          byHandle.get('men')?.gid ?? null,
          categoryItems('mens'),
        ),
        collectionItem('mens-sale'),
      ]),
      collectionItem('equipment'),
      collectionItem('sale'),
      linkItem(
        'Community',
        '/blogs/community',
        'BLOG',
        blogs.find((b) => b.handle === 'community')?.gid ?? null,
        [pageItem('ambassador-program'), pageItem('pro-program'), pageItem('teacher-program')],
      ),
    ],
  };
  const footer: Menu = {
    ...ids.next('Menu'),
    handle: 'footer',
    title: 'Footer',
    items: [
      linkItem('Help', '/pages/faq', 'PAGE', page('faq')?.gid ?? null, [
        pageItem('faq'),
        pageItem('shipping'),
        pageItem('returns'),
        pageItem('size-guide'),
      ]),
      linkItem('About', '/pages/our-story', 'PAGE', page('our-story')?.gid ?? null, [
        pageItem('our-story'),
        linkItem('Journal', '/blogs/journal', 'BLOG', blogs[0]?.gid ?? null),
      ]),
      linkItem('Programs', '/pages/ambassador-program', 'PAGE', null, [
        pageItem('ambassador-program'),
        pageItem('pro-program'),
        pageItem('teacher-program'),
      ]),
      linkItem('Gift Cards', '/products/alderline-gift-card', 'PRODUCT'),
    ],
  };
  return [mainMenu, footer];
}

export function buildUrlRedirects(ids: IdSequence, products: Product[]): UrlRedirect[] {
  const legging =
    products.find((p) => p.family === 'womens-dreamknit-legging')?.handle ?? 'alderline-gift-card';
  const rows: [string, string][] = [
    ['/collections/leggings', '/collections/womens-leggings'],
    ['/collections/womens', '/collections/women'],
    ['/collections/mens', '/collections/men'],
    ['/collections/new-arrivals', '/collections/new'],
    ['/products/dreamknit-legging', `/products/${legging}`],
    ['/pages/about', '/pages/our-story'],
    ['/pages/ambassadors', '/pages/ambassador-program'],
    ['/blogs/news', '/blogs/journal'],
    ['/sale', '/collections/sale'],
    ['/gift-card', '/products/alderline-gift-card'],
  ];
  return rows.map(([path, target]) => ({...ids.next('UrlRedirect'), path, target}));
}
