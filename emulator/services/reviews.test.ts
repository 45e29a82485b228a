import {describe, expect, it} from 'vitest';
import {getCatalogue} from '../seed/index';
import type {EmulatorRequest} from '../service';
import {createReviewsService} from './reviews';

const service = createReviewsService({seed: 1});
const catalogue = getCatalogue(1);
const get = (path: string): EmulatorRequest => ({
  method: 'GET',
  url: new URL(`http://127.0.0.1:4100${path}`),
  headers: {},
  body: Buffer.alloc(0),
});
type Answer = {
  status: {code: number};
  response: {
    pagination: {page: number; per_page: number; total: number};
    bottomline: {total_review: number; average_score: number};
    reviews: Array<{
      id: number;
      score: number;
      content: string;
      created_at: string;
      user: {display_name: string};
    }>;
  };
};
const reviewsOf = async (productId: number, query = '') =>
  (await service.handle(get(`/v1/widget/app-key/products/${productId}/reviews.json${query}`))).body as Answer;

const metafield = (productId: number, key: string) =>
  catalogue.productsById
    .get(productId)!
    .metafields.find((field) => field.namespace === 'reviews' && field.key === key)?.value;

const reviewed = catalogue.products.find((product) => (catalogue.reviews.get(product.id)?.length ?? 0) > 6)!;
const unreviewed = catalogue.products.find(
  (product) =>
    !product.isGiftCard &&
    catalogue.reviews.get(product.id)?.length === 0 &&
    !metafield(product.id, 'rating'),
)!;
const emptied = catalogue.products.find((product) => metafield(product.id, 'rating_count') === '0')!;

describe('reviews service (Yotpo widget API)', () => {
  it('answers the widget path only', () => {
    expect(service.matches(new URL('http://x/v1/widget/k/products/1/reviews.json'), 'GET')).toBe(true);
    expect(service.matches(new URL('http://x/v1/widget/k/products/1'), 'GET')).toBe(false);
  });

  it('gives the bottom line, pagination and the newest reviews first', async () => {
    const answer = await reviewsOf(reviewed.id, '?per_page=5&page=1&sort=date&direction=desc');
    const all = catalogue.reviews.get(reviewed.id)!;
    expect(answer.status.code).toBe(200);
    expect(answer.response.pagination).toEqual({page: 1, per_page: 5, total: all.length});
    expect(answer.response.bottomline.total_review).toBe(all.length);
    expect(answer.response.reviews).toHaveLength(5);
    const dates = answer.response.reviews.map((review) => Date.parse(review.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(answer.response.reviews[0].user.display_name).toMatch(/^\S+ [A-Z]\.$/);
  });

  it('pages through the reviews', async () => {
    const first = await reviewsOf(reviewed.id, '?per_page=3&page=1');
    const second = await reviewsOf(reviewed.id, '?per_page=3&page=2');
    const ids = [...first.response.reviews, ...second.response.reviews].map((review) => review.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('filters by star and sorts by rating', async () => {
    const five = await reviewsOf(reviewed.id, '?star=5&per_page=150');
    expect(five.response.reviews.every((review) => review.score === 5)).toBe(true);
    const lowest = await reviewsOf(reviewed.id, '?sort=rating&direction=asc&per_page=1');
    expect(lowest.response.reviews[0].score).toBe(
      Math.min(...catalogue.reviews.get(reviewed.id)!.map((r) => r.score)),
    );
  });

  it('keeps the Shopify review metafields in step with the reviews', async () => {
    const answer = await reviewsOf(reviewed.id);
    expect(metafield(reviewed.id, 'rating_count')).toBe(String(answer.response.bottomline.total_review));
    expect(JSON.parse(metafield(reviewed.id, 'rating')!)).toEqual({
      value: answer.response.bottomline.average_score.toFixed(1),
      scale_min: '1.0',
      scale_max: '5.0',
    });
  });

  it('answers a zero bottom line for products with no reviews, with or without a stale summary', async () => {
    for (const product of [unreviewed, emptied]) {
      const answer = await reviewsOf(product.id);
      expect(answer.response.bottomline).toMatchObject({total_review: 0, average_score: 0});
      expect(answer.response.reviews).toEqual([]);
    }
    expect(JSON.parse(metafield(emptied.id, 'rating')!).value).toBe('0.0');
  });

  it('seeds some reviews without text, for the must-have-body flag', () => {
    const all = [...catalogue.reviews.values()].flat();
    expect(all.some((review) => review.content === '')).toBe(true);
    expect(all.some((review) => review.content !== '')).toBe(true);
  });

  it('refuses other methods', async () => {
    const post = {...get(`/v1/widget/k/products/${reviewed.id}/reviews.json`), method: 'POST'};
    expect((await service.handle(post)).status).toBe(405);
  });
});
