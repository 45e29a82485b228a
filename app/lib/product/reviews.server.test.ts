import {describe, expect, it, vi} from 'vitest';
import {loadProductReviews, mapWidgetAnswer, readReviewsConfig, reviewsProductId} from './reviews.server';

vi.mock('~/lib/errors', () => ({reportError: vi.fn()}));

const answer = {
  status: {code: 200, message: 'OK'},
  response: {
    pagination: {page: 1, per_page: 5, total: 2},
    bottomline: {total_review: 2, average_score: 4.5},
    reviews: [
      {
        id: 11,
        score: 5,
        title: 'Love it',
        content: 'Fits perfectly.',
        created_at: '2025-05-01T10:00:00.000Z',
        user: {display_name: 'Jane D.'},
      },
      {id: 12, score: 9, content: 'Out of range', created_at: '2025-05-01T10:00:00.000Z', user: null},
      {
        id: 13,
        score: 4,
        title: '',
        content: '',
        created_at: '2025-04-01T10:00:00Z',
        user: {display_name: 'Sam'},
      },
    ],
  },
};

describe('mapWidgetAnswer', () => {
  it('maps the bottom line and pagination to the summary and keeps valid reviews', () => {
    const mapped = mapWidgetAnswer(answer);
    expect(mapped.summary).toEqual({results_count: 2, average_rating: '4.50', review_count: 2});
    expect(mapped.reviews).toEqual([
      {
        id: '11',
        author: 'Jane D.',
        date_created: '2025-05-01T10:00:00.000Z',
        title: 'Love it',
        comments: 'Fits perfectly.',
        rating: 5,
      },
      {id: '13', author: 'Sam', date_created: '2025-04-01T10:00:00.000Z', title: '', comments: '', rating: 4},
    ]);
  });

  it('gives "0.00" for a product without reviews', () => {
    expect(mapWidgetAnswer({response: {bottomline: {total_review: 0, average_score: 0}}}).summary).toEqual({
      results_count: 0,
      average_rating: '0.00',
      review_count: 0,
    });
  });
});

describe('reviewsProductId', () => {
  it('is the numeric Shopify id', () => {
    expect(reviewsProductId('gid://shopify/Product/8000000000001')).toBe('8000000000001');
    expect(reviewsProductId('gid://shopify/Collection/1')).toBeNull();
  });
});

describe('loadProductReviews', () => {
  const withCache = {run: (_options: unknown, load: () => unknown) => load()} as never;
  const env = {YOTPO_APP_KEY: 'app key', YOTPO_HOST: 'http://127.0.0.1:4100/'};

  it('asks the widget API for the product’s newest reviews', async () => {
    const fetcher = vi.fn().mockResolvedValue(Response.json(answer));
    const reviews = await loadProductReviews({env, withCache}, 'gid://shopify/Product/42', 2, fetcher);
    expect(reviews?.summary.review_count).toBe(2);
    const url = new URL(fetcher.mock.calls[0][0]);
    expect(url.origin + url.pathname).toBe(
      'http://127.0.0.1:4100/v1/widget/app%20key/products/42/reviews.json',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      per_page: '5',
      page: '2',
      sort: 'date',
      direction: 'desc',
    });
  });

  it('is null when not configured or when the service fails', async () => {
    const fetcher = vi.fn().mockResolvedValue(new Response('down', {status: 503}));
    expect(await loadProductReviews({env: {}, withCache}, 'gid://shopify/Product/42', 1, fetcher)).toBeNull();
    expect(await loadProductReviews({env, withCache}, 'gid://shopify/Product/42', 1, fetcher)).toBeNull();
  });
});

describe('readReviewsConfig', () => {
  it('uses Yotpo’s own host unless a stand-in is named', () => {
    expect(readReviewsConfig({YOTPO_APP_KEY: 'k'})).toEqual({
      baseUrl: 'https://api-cdn.yotpo.com',
      appKey: 'k',
    });
    expect(readReviewsConfig({YOTPO_APP_KEY: ' '})).toBeNull();
  });
});
