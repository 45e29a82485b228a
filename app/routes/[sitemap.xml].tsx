import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {sitemapIndex} from '~/lib/seo/sitemap.server';

export function loader({request, context}: LoaderFunctionArgs) {
  return sitemapIndex(context.storefront, request);
}
