// @vitest-environment jsdom
import {cleanup, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {renderInShell} from '~/components/shell-fixtures';
import {ProductCard} from './ProductCard';

afterEach(cleanup);

function renderCard(imageWidth: number) {
  renderInShell(
    <ProductCard
      product={{
        id: 'gid://shopify/Product/7001',
        handle: 'energy-tank',
        title: 'Energy Tank',
        featuredImage: {
          id: 'gid://shopify/ProductImage/1',
          url: 'https://cdn.shopify.com/s/files/1/energy-tank.jpg',
          altText: 'Energy Tank in rose',
          width: imageWidth,
          height: imageWidth * 1.25,
        },
        priceRange: {minVariantPrice: {amount: '38.0', currencyCode: 'USD'}},
        compareAtPriceRange: {minVariantPrice: {amount: '0.0', currencyCode: 'USD'}},
      }}
    />,
  );
  const image = screen.getByRole('img', {name: 'Energy Tank in rose'});
  return (image.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[1]);
}

describe('ProductCard', () => {
  it('offers the card image in widths up to 1000 px, however large the original', () => {
    expect(renderCard(3000)).toEqual(['200w', '400w', '600w', '800w', '1000w']);
  });

  it('links to the product in the market', () => {
    renderCard(1000);
    expect(screen.getByRole('link', {name: /Energy Tank/})).toHaveAttribute('href', '/products/energy-tank');
  });
});
