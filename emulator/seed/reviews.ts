import {DAY_MS, SEED_NOW, type IdSequence} from './ids';
import {createMetafield} from './metafields';
import type {Random} from './random';
import type {Product, ProductReview} from './types';

/**
 * Seeded product reviews, as a reviews app (Yotpo) holds them, and the rating summary the
 * app writes into Shopify's standard product metafields (`reviews.rating`,
 * `reviews.rating_count`). Deterministic per seed, from their own random stream, so the
 * rest of the catalogue does not move. Most products have reviews; about a quarter have
 * none (no metafields); a few had all their reviews removed, leaving a stale summary of
 * count 0 and rating 0.0 ("0.00").
 */

const FIRST_NAMES = [
  'Jane',
  'Sam',
  'Alex',
  'Priya',
  'Mateo',
  'Yuki',
  'Amara',
  'Lena',
  'Omar',
  'Chloé',
  'Noah',
  'Ines',
];
const INITIALS = 'ABCDEFGHJKLMNPRSTVW';
const TITLES: Record<number, string[]> = {
  5: ['Love it', 'My new favourite', 'Perfect fit', 'Worth every penny'],
  4: ['Really good', 'Comfortable', 'Great, runs a little small'],
  3: ['It’s okay', 'Decent but not amazing'],
  2: ['Not for me', 'Disappointed with the fit'],
  1: ['Fell apart quickly', 'Would not buy again'],
};
const COMMENTS: Record<number, string[]> = {
  5: [
    'Soft, stretchy and stays put through every workout.',
    'I bought a second colour the same week. Washes beautifully.',
    'The fit is spot on and the fabric feels premium.',
  ],
  4: [
    'Very comfortable. I would size up if you are between sizes.',
    'Great quality, colour slightly darker than pictured.',
  ],
  3: ['Fine for lounging, a bit warm for running.', 'Nice fabric but the waistband rolls a little.'],
  2: ['The sizing felt off for me and the seams rubbed.'],
  1: ['Pilled after a few washes.'],
};

/** Ratings lean positive, as real catalogues do. */
function rating(random: Random): number {
  const roll = random.next();
  return roll < 0.55 ? 5 : roll < 0.8 ? 4 : roll < 0.9 ? 3 : roll < 0.96 ? 2 : 1;
}

function buildProductReviews(random: Random, product: Product, nextId: () => number): ProductReview[] {
  const count = random.int(1, 40);
  const created = Date.parse(product.createdAt);
  return Array.from({length: count}, () => {
    const score = rating(random);
    // One review in five is a rating without text.
    const withText = random.chance(0.8);
    const age = random.int(0, Math.max(1, Math.floor((SEED_NOW - created) / DAY_MS)));
    return {
      id: nextId(),
      productId: product.id,
      score,
      title: withText ? random.pick(TITLES[score]) : '',
      content: withText ? random.pick(COMMENTS[score]) : '',
      createdAt: new Date(SEED_NOW - age * DAY_MS - random.int(0, 86_399) * 1000).toISOString(),
      displayName: `${random.pick(FIRST_NAMES)} ${INITIALS[random.int(0, INITIALS.length - 1)]}.`,
      verifiedBuyer: random.chance(0.7),
      votesUp: random.int(0, 12),
      votesDown: random.int(0, 2),
    };
  });
}

/** Average score with the precision a reviews app reports (two decimals). */
export function averageScore(reviews: readonly ProductReview[]): number {
  if (reviews.length === 0) return 0;
  return Math.round((reviews.reduce((sum, review) => sum + review.score, 0) / reviews.length) * 100) / 100;
}

/** Shopify's standard review metafields as a reviews app writes them. */
function summaryMetafields(ids: IdSequence, summary: {value: string; scaleMin: string; count: number}) {
  return [
    createMetafield(
      ids,
      'reviews',
      'rating',
      'rating',
      JSON.stringify({value: summary.value, scale_min: summary.scaleMin, scale_max: '5.0'}),
    ),
    createMetafield(ids, 'reviews', 'rating_count', 'number_integer', String(summary.count)),
  ];
}

/**
 * Reviews for every product (newest first) and their summary metafields on the products.
 * Gift cards and the free gift are not reviewed.
 */
export function buildReviews(
  random: Random,
  ids: IdSequence,
  products: Product[],
): Map<number, ProductReview[]> {
  const reviews = new Map<number, ProductReview[]>();
  let reviewId = 100_000_000;
  for (const product of products) {
    const kind = product.isGiftCard || product.tags.includes('promotions::gwp') ? 'none' : random.next();
    if (kind === 'none' || kind < 0.25) {
      reviews.set(product.id, []);
      continue;
    }
    if (kind < 0.3) {
      // Every review was removed; the app left its summary behind.
      reviews.set(product.id, []);
      product.metafields.push(...summaryMetafields(ids, {value: '0.0', scaleMin: '0.0', count: 0}));
      continue;
    }
    const list = buildProductReviews(random, product, () => ++reviewId).sort(
      (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
    );
    reviews.set(product.id, list);
    product.metafields.push(
      ...summaryMetafields(ids, {value: averageScore(list).toFixed(1), scaleMin: '1.0', count: list.length}),
    );
  }
  return reviews;
}
