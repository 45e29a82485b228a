import {describe, expect, it} from 'vitest';
import {
  formatAverageRating,
  isReviewSummaryValid,
  listedReviews,
  summaryFromRatingMetafields,
  type Review,
} from './reviews';

describe('isReviewSummaryValid', () => {
  const valid = {results_count: 3, average_rating: '4.33', review_count: 3};

  it('accepts a summary with results, reviews and an average', () => {
    expect(isReviewSummaryValid(valid)).toBe(true);
  });

  it('rejects "0.00", no results or no reviews', () => {
    expect(isReviewSummaryValid({...valid, average_rating: '0.00'})).toBe(false);
    expect(isReviewSummaryValid({...valid, results_count: 0})).toBe(false);
    expect(isReviewSummaryValid({...valid, review_count: 0})).toBe(false);
    expect(isReviewSummaryValid(null)).toBe(false);
  });
});

describe('summaryFromRatingMetafields', () => {
  it('reads Shopify’s rating value and count', () => {
    expect(summaryFromRatingMetafields('{"value":"4.5","scale_min":"1.0","scale_max":"5.0"}', '12')).toEqual({
      results_count: 12,
      average_rating: '4.50',
      review_count: 12,
    });
  });

  it('rescales ratings kept on another scale', () => {
    expect(
      summaryFromRatingMetafields('{"value":"9","scale_min":"1","scale_max":"10"}', '2').average_rating,
    ).toBe('4.50');
  });

  it('is "0.00" without metafields, with a zero rating, or with no count', () => {
    expect(summaryFromRatingMetafields(null, null)).toEqual({
      results_count: 0,
      average_rating: '0.00',
      review_count: 0,
    });
    expect(
      summaryFromRatingMetafields('{"value":"0.0","scale_min":"0.0","scale_max":"5.0"}', '0').average_rating,
    ).toBe('0.00');
    expect(summaryFromRatingMetafields('{"value":"4.0"}', null).average_rating).toBe('0.00');
  });

  it('survives damaged JSON', () => {
    expect(summaryFromRatingMetafields('{oops', '3').average_rating).toBe('0.00');
  });
});

describe('formatAverageRating', () => {
  it('has two decimals and never exceeds the best rating', () => {
    expect(formatAverageRating(4.666)).toBe('4.67');
    expect(formatAverageRating('5')).toBe('5.00');
    expect(formatAverageRating(7)).toBe('5.00');
    expect(formatAverageRating(undefined)).toBe('0.00');
  });
});

describe('listedReviews', () => {
  const review = (id: string, comments: string): Review => ({
    id,
    author: 'A.',
    date_created: '2025-01-01T00:00:00Z',
    title: '',
    comments,
    rating: 5,
  });

  it('keeps reviews without text unless they must have a body', () => {
    const reviews = [review('1', 'Great'), review('2', '  ')];
    expect(listedReviews(reviews, false)).toHaveLength(2);
    expect(listedReviews(reviews, true).map((r) => r.id)).toEqual(['1']);
  });
});
