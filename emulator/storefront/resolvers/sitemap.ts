import type {ImageAsset} from '../../seed/types';
import {localize, type RequestContext, type ResolverMap} from '../context';
import {imageUrl} from './media';

type SitemapType = 'ARTICLE' | 'BLOG' | 'COLLECTION' | 'METAOBJECT' | 'METAOBJECT_PAGE' | 'PAGE' | 'PRODUCT';

/** Shopify's sitemap pages hold up to 250 resources each. */
export const SITEMAP_PAGE_SIZE = 250;

interface SitemapEntry {
  __typename: 'SitemapResource';
  handle: string;
  updatedAt: string;
  title: string;
  image: {filepath: string; alt: string | null; updatedAt: string} | null;
}

/**
 * The published resources of one type, in id order. No seeded metaobject type has web pages, so
 * the metaobject sitemap is empty.
 */
function entries(type: SitemapType, context: RequestContext): SitemapEntry[] {
  const {catalogue} = context;
  const resource = (
    handle: string,
    updatedAt: string,
    title: string,
    image: ImageAsset | null,
  ): SitemapEntry => ({
    __typename: 'SitemapResource',
    handle,
    updatedAt,
    title,
    image: image && {filepath: imageUrl(image, context), alt: image.altText, updatedAt},
  });
  switch (type) {
    case 'PRODUCT':
      return catalogue.products.map((p) =>
        resource(p.handle, p.updatedAt, localize(p.title, context), p.images[0] ?? null),
      );
    case 'COLLECTION':
      return catalogue.collections.map((c) =>
        resource(c.handle, c.updatedAt, localize(c.title, context), c.image),
      );
    case 'PAGE':
      return catalogue.pages.map((p) => resource(p.handle, p.updatedAt, localize(p.title, context), null));
    case 'BLOG':
      return catalogue.blogs.map((blog) => {
        const published = catalogue.articles.filter((a) => a.blogId === blog.id).map((a) => a.publishedAt);
        return resource(
          blog.handle,
          published.sort().at(-1) ?? '2025-01-01T00:00:00Z',
          localize(blog.title, context),
          null,
        );
      });
    case 'ARTICLE':
      return catalogue.articles.map((a) =>
        resource(a.handle, a.publishedAt, localize(a.title, context), a.image),
      );
    default:
      return [];
  }
}

export const sitemapResolvers: ResolverMap = {
  QueryRoot: {
    sitemap: (_root, args: {type: SitemapType}) => ({type: args.type}),
  },
  Sitemap: {
    pagesCount: ({type}: {type: SitemapType}, _args, context: RequestContext) => ({
      count: Math.ceil(entries(type, context).length / SITEMAP_PAGE_SIZE),
      precision: 'EXACT',
    }),
    // Pages count from 1; a page past the end (or below 1) is empty, as Shopify answers it.
    resources: ({type}: {type: SitemapType}, args: {page: number}, context: RequestContext) => {
      const all = entries(type, context);
      const start = (args.page - 1) * SITEMAP_PAGE_SIZE;
      return {
        items: args.page >= 1 ? all.slice(start, start + SITEMAP_PAGE_SIZE) : [],
        hasNextPage: Math.max(args.page, 0) * SITEMAP_PAGE_SIZE < all.length,
      };
    },
  },
};
