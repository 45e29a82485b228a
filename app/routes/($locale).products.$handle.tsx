import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Image} from '@shopify/hydrogen';
import {PRODUCT_QUERY} from '../../graphql/products';
import {assertMarketPath} from '~/lib/market-params.server';
import {titleWithBrand} from '~/lib/seo';
import {Price} from '~/components/product/Price';

/** Shopify handles are lower-case letters, digits and dashes; anything else cannot exist. */
const HANDLE_PATTERN = /^[a-z0-9][a-z0-9-]{0,254}$/;

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: titleWithBrand(data?.product.seo.title || data?.product.title)},
  {
    name: 'description',
    content: data?.product.seo.description || data?.product.description?.slice(0, 160) || '',
  },
];

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const handle = params.handle ?? '';
  if (!HANDLE_PATTERN.test(handle)) throw new Response('Not found', {status: 404});

  const {product} = await context.storefront.query(PRODUCT_QUERY, {variables: {handle}});
  if (!product) throw new Response('Not found', {status: 404});
  return {product};
}

export default function ProductPage() {
  const {product} = useLoaderData<typeof loader>();
  const [firstImage] = product.images.nodes;
  return (
    <article className="grid gap-8 md:grid-cols-2">
      <div className="aspect-[4/5] bg-neutral-100">
        {firstImage ? (
          <Image data={firstImage} aspectRatio="4/5" sizes="(min-width: 900px) 50vw, 100vw" loading="eager" />
        ) : null}
      </div>
      <div>
        <h1 className="text-3xl font-semibold">{product.title}</h1>
        <p className="mt-2 text-lg">
          <Price
            price={product.priceRange.minVariantPrice}
            compareAt={product.compareAtPriceRange.minVariantPrice}
          />
        </p>
        <div className="prose mt-6" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
      </div>
    </article>
  );
}
