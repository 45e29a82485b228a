import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CacheShort} from '@shopify/hydrogen';
import {HOME_PRODUCTS_QUERY} from '../../graphql/products';
import {assertMarketPath} from '~/lib/market-params.server';
import {titleWithBrand} from '~/lib/seo';
import {ProductCard} from '~/components/product/ProductCard';

const HOME_PRODUCT_COUNT = 12;

export const meta: MetaFunction = () => [{title: titleWithBrand('Activewear for every day')}];

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const {products} = await context.storefront.query(HOME_PRODUCTS_QUERY, {
    variables: {first: HOME_PRODUCT_COUNT},
    cache: CacheShort(),
  });
  return {products: products.nodes};
}

export default function Home() {
  const {products} = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="home-products">
      <h1 id="home-products" className="mb-6 text-2xl font-semibold">
        Bestsellers
      </h1>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} loading={index < 4 ? 'eager' : 'lazy'} />
          </li>
        ))}
      </ul>
    </section>
  );
}
