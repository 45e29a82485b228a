import {COLLECTION_WORDS, translateCompound} from './i18n';
import type {IdSequence} from './ids';
import {isoDaysBefore} from './ids';
import {createMetafield} from './metafields';
import {GATED_WAREHOUSE_TAG, isNewProduct} from './products';
import {CATEGORIES, type Collection, type LocalizedText, type Product} from './types';

interface CollectionSpec {
  handle: string;
  title: LocalizedText;
  description: string;
  members: (product: Product) => boolean;
  gatedTag?: string;
}

const SENTENCE: Record<string, string> = {
  leggings: 'Leggings',
  joggers: 'Joggers',
  shorts: 'Shorts',
  tees: 'Tees',
  tanks: 'Tanks',
  hoodies: 'Hoodies',
  jackets: 'Jackets',
  'sports-bras': 'Sports Bras',
  shoes: 'Shoes',
  accessories: 'Accessories',
};

/** Public listings exclude the gated and promotional products. */
const isPublic = (p: Product) => !p.tags.includes(GATED_WAREHOUSE_TAG) && !p.tags.includes('promotions::gwp');

export function buildCollections(ids: IdSequence, products: Product[]): Collection[] {
  const specs: CollectionSpec[] = [
    spec('all', 'All', 'Everything we make.', (p) => isPublic(p)),
    spec('new', 'New', 'Just landed.', (p) => isPublic(p) && isNewProduct(p)),
    spec('women', 'Women', 'Women’s activewear for every day.', (p) => isPublic(p) && p.gender === 'womens'),
    spec('men', 'Men', 'Men’s activewear for every day.', (p) => isPublic(p) && p.gender === 'mens'),
    ...(['womens', 'mens'] as const).flatMap((gender) =>
      CATEGORIES.filter((category) => gender === 'womens' || category !== 'sports-bras').map((category) => ({
        handle: `${gender}-${category}`,
        title: compound(
          gender === 'womens' ? 'Women' : 'Men',
          category,
          `${gender === 'womens' ? 'Women’s' : 'Men’s'} ${SENTENCE[category]}`,
        ),
        description: `${gender === 'womens' ? 'Women’s' : 'Men’s'} ${SENTENCE[category].toLowerCase()} built to move.`,
        members: (p: Product) => isPublic(p) && p.gender === gender && p.category === category,
      })),
    ),
    spec('sale', 'Sale', 'Last chance styles at lower prices.', (p) => isPublic(p) && p.onSale),
    {
      handle: 'womens-sale',
      title: compound('Women', 'Sale', 'Women’s Sale'),
      description: 'Women’s styles on sale.',
      members: (p) => isPublic(p) && p.onSale && p.gender === 'womens',
    },
    {
      handle: 'mens-sale',
      title: compound('Men', 'Sale', 'Men’s Sale'),
      description: 'Men’s styles on sale.',
      members: (p) => isPublic(p) && p.onSale && p.gender === 'mens',
    },
    {
      ...spec('warehouse-sale', 'Warehouse Sale', 'Members-only prices on past-season styles.', (p) =>
        p.tags.includes(GATED_WAREHOUSE_TAG),
      ),
      gatedTag: GATED_WAREHOUSE_TAG,
    },
    spec(
      'equipment',
      'Equipment',
      'Gear for the gym, the trail and the road.',
      (p) => isPublic(p) && p.tags.includes('badge::equipment-collection'),
    ),
    spec('gift-cards', 'Gift Cards', 'The gift that always fits.', (p) => p.isGiftCard),
  ];

  return specs.map((collectionSpec, index) => {
    const {id, gid} = ids.next('Collection');
    const members = products.filter(collectionSpec.members);
    for (const product of members) product.collectionHandles.push(collectionSpec.handle);
    const first = members[0]?.images[0] ?? null;
    const metafields = [
      createMetafield(ids, 'custom', 'alternate_title', 'single_line_text_field', collectionSpec.title.en),
      createMetafield(ids, 'custom', 'noindex', 'boolean', String(Boolean(collectionSpec.gatedTag))),
      createMetafield(
        ids,
        'custom',
        'footer_seo_title',
        'single_line_text_field',
        `Shop ${collectionSpec.title.en}`,
      ),
      createMetafield(
        ids,
        'custom',
        'footer_seo_text',
        'multi_line_text_field',
        `${collectionSpec.description} Free returns within 30 days.`,
      ),
      createMetafield(ids, 'custom', 'gated', 'boolean', String(Boolean(collectionSpec.gatedTag))),
      createMetafield(ids, 'custom', 'fully_consolidated', 'boolean', String(index < 4)),
      createMetafield(
        ids,
        'custom',
        'visual_navigation',
        'json',
        JSON.stringify(
          collectionSpec.handle === 'women' || collectionSpec.handle === 'men'
            ? CATEGORIES.filter((c) => collectionSpec.handle === 'women' || c !== 'sports-bras').map((c) => ({
                title: SENTENCE[c],
                handle: `${collectionSpec.handle === 'women' ? 'womens' : 'mens'}-${c}`,
              }))
            : [],
        ),
      ),
    ];
    return {
      id,
      gid,
      handle: collectionSpec.handle,
      title: collectionSpec.title,
      description: collectionSpec.description,
      descriptionHtml: `<p>${collectionSpec.description}</p>`,
      image: first ? {...first, altText: collectionSpec.title.en} : null,
      seo: {title: `${collectionSpec.title.en} | Alderline`, description: collectionSpec.description},
      productIds: members.map((p) => p.id),
      metafields,
      gatedTag: collectionSpec.gatedTag ?? null,
      updatedAt: isoDaysBefore(index % 7),
    };
  });
}

function spec(
  handle: string,
  word: string,
  description: string,
  members: (p: Product) => boolean,
): CollectionSpec {
  return {
    handle,
    title: {en: word === 'All' ? 'All Products' : word, translations: COLLECTION_WORDS[word] ?? {}},
    description,
    members,
  };
}

function compound(first: string, second: string, english: string): LocalizedText {
  return {en: english, translations: translateCompound(first, second)};
}
