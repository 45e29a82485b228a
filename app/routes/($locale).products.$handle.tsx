import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Image} from '@shopify/hydrogen';
import {PRODUCT_QUERY} from '@graphql/products';
import {pageMeta} from '~/lib/seo';
import {noindexCountriesForTags} from '~/lib/product/indexing';
import {requireService} from '~/lib/service-unavailable.server';
import {sanitizeHtml} from '~/lib/sanitize-html.server';
import {Price} from '~/components/product/Price';

/** Shopify handles are lower-case letters, digits and dashes; anything else cannot exist. */
const HANDLE_PATTERN = /^[a-z0-9][a-z0-9-]{0,254}$/;

export const meta: MetaFunction<typeof loader> = (args) => {
  const product = args.data?.product;
  return pageMeta(args, {
    title: product?.seo.title || product?.title,
    description: product?.seo.description || product?.description?.slice(0, 160),
    noindex: args.data?.noindexHere,
    noindexCountries: args.data?.noindexCountries,
  });
};

export async function loader({params, context}: LoaderFunctionArgs) {
  const handle = params.handle ?? '';
  if (!HANDLE_PATTERN.test(handle)) throw new Response('Not found', {status: 404});

  const {product} = await requireService(
    context.storefront.query(PRODUCT_QUERY, {variables: {handle}}),
    'storefront',
  );
  if (!product) throw new Response('Not found', {status: 404});
  const noindexCountries = noindexCountriesForTags(product.tags);
  return {
    // The description is merchant HTML: only formatting survives (no scripts, handlers or odd links).
    product: {...product, descriptionHtml: sanitizeHtml(product.descriptionHtml)},
    noindexCountries,
    noindexHere: noindexCountries.includes(context.market.countryCode),
  };
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
