// @vitest-environment jsdom
import {createRemixStub} from '@remix-run/testing';
import {cleanup, fireEvent, render, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {ShellProviders} from '~/components/layout/PageLayout';
import {shellFixture} from '~/components/shell-fixtures';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider} from '~/lib/i18n/i18n';
import type {ProductReviews, Review} from '~/lib/product/reviews';
import {ReviewsSection} from './ReviewsSection';

afterEach(cleanup);

const review = (id: string, comments: string, rating = 5): Review => ({
  id,
  author: `Author ${id}`,
  date_created: '2025-05-01T10:00:00.000Z',
  title: comments ? `Title ${id}` : '',
  comments,
  rating,
});

const firstPage: ProductReviews = {
  summary: {results_count: 3, average_rating: '4.67', review_count: 3},
  reviews: [review('1', 'Great fit'), review('2', '')],
  page: 1,
};

function renderReviews(reviews: ProductReviews | null, mustHaveBody = false, country: 'US' | 'FR' = 'US') {
  const shell = shellFixture({country});
  const Stub = createRemixStub([
    {
      path: '/api/product-reviews',
      loader: ({request}) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return {summary: firstPage.summary, reviews: [review(`p${page}`, 'Second page', 4)], page};
      },
    },
    {
      path: '*',
      Component: () => (
        <ShellProviders shell={shell}>
          <I18nProvider messages={messagesFor(shell.market.locale, ['product'])}>
            <ReviewsSection
              reviews={reviews}
              mustHaveBody={mustHaveBody}
              productId="gid://shopify/Product/1"
            />
          </I18nProvider>
        </ShellProviders>
      ),
    },
  ]);
  render(<Stub initialEntries={['/products/x']} />);
}

describe('ReviewsSection', () => {
  it('shows the summary and the reviews, ratings in words', async () => {
    renderReviews(firstPage);
    expect(await screen.findByText('Rated 4.67 out of 5 from 3 reviews')).toBeInTheDocument();
    const list = screen.getByTestId('review-list');
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByText('Great fit')).toBeInTheDocument();
    expect(within(list).getAllByRole('img', {name: '5 out of 5 stars'})).toHaveLength(2);
  });

  it('leaves out reviews without text when they must have a body', async () => {
    renderReviews(firstPage, true);
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });

  it('says there are no reviews yet for an invalid summary ("0.00")', async () => {
    renderReviews({
      summary: {results_count: 0, average_rating: '0.00', review_count: 0},
      reviews: [],
      page: 1,
    });
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('says reviews are unavailable when the reviews app failed', async () => {
    renderReviews(null);
    expect(await screen.findByText('Reviews are unavailable right now.')).toBeInTheDocument();
  });

  it('loads the next page on "Show more reviews" and stops when all are shown', async () => {
    renderReviews(firstPage);
    fireEvent.click(await screen.findByRole('button', {name: 'Show more reviews'}));
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', {name: 'Show more reviews'})).not.toBeInTheDocument();
  });

  it('speaks the market’s language', async () => {
    renderReviews(firstPage, false, 'FR');
    expect(await screen.findByText('Noté 4,67 sur 5 d’après 3 avis')).toBeInTheDocument();
  });
});
