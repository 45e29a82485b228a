import {getPaginationVariables} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {ARTICLE_BY_ID_QUERY, ARTICLE_QUERY, BLOG_QUERY, BLOGS_QUERY} from '@graphql/blogs';
import type {ArticleCardFragment} from '@graphql/storefront.generated';
import {loadSanitizer, sanitizeHtml} from './sanitize-html.server';
import {requireService} from './service-unavailable.server';
import {dateFormat} from '~/lib/i18n/intl';

/** Shopify handles are lower-case letters, digits and dashes; anything else cannot exist. */
const HANDLE_PATTERN = /^[a-z0-9][a-z0-9-]{0,254}$/;
const BLOGS_SHOWN = 10;
const ARTICLES_PER_BLOG_PREVIEW = 3;
const ARTICLES_PER_PAGE = 12;

export interface ArticleCardView {
  handle: string;
  blogHandle: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  /** The date as the market writes it, e.g. "3 mars 2025". */
  publishedLabel: string;
  author: string | null;
  image: {url: string; alt: string; width: number | null; height: number | null} | null;
}

export interface BlogView {
  handle: string;
  title: string;
  articles: ArticleCardView[];
}

interface ArticleView extends ArticleCardView {
  blogTitle: string;
  /** Sanitised: the Storefront API's HTML is rendered as is. */
  html: string;
  seo: {title: string | null; description: string | null};
}

type StorefrontContext = Pick<AppLoadContext, 'storefront' | 'market'>;
const notFound = () => new Response('Not found', {status: 404});

function articleCard(article: ArticleCardFragment, blogHandle: string, locale: string): ArticleCardView {
  return {
    handle: article.handle,
    blogHandle,
    title: article.title,
    excerpt: article.excerpt ?? '',
    publishedAt: article.publishedAt,
    publishedLabel: dateFormat(locale, {dateStyle: 'long', timeZone: 'UTC'}).format(
      new Date(article.publishedAt),
    ),
    author: article.authorV2?.name ?? null,
    image: article.image
      ? {
          url: article.image.url,
          alt: article.image.altText ?? '',
          width: article.image.width ?? null,
          height: article.image.height ?? null,
        }
      : null,
  };
}

/** Every blog with its newest stories, for `/blogs`. */
export async function loadBlogs(context: StorefrontContext): Promise<BlogView[]> {
  const {blogs} = await requireService(
    context.storefront.query(BLOGS_QUERY, {
      variables: {first: BLOGS_SHOWN, articles: ARTICLES_PER_BLOG_PREVIEW},
      cache: context.storefront.CacheShort(),
    }),
    'storefront',
  );
  return blogs.nodes.map((blog) => ({
    handle: blog.handle,
    title: blog.title,
    articles: blog.articles.nodes.map((article) => articleCard(article, blog.handle, context.market.locale)),
  }));
}

/**
 * One blog's stories, newest first, a page at a time, paged with Hydrogen's cursors
 * (`?cursor=&direction=`, as Hydrogen's `Pagination` asks for them): both ways, so a shopper
 * who arrived on a later page can go back to newer stories.
 */
export async function loadBlog(context: StorefrontContext, handle: string, request: Request) {
  if (!HANDLE_PATTERN.test(handle)) throw notFound();
  const answer = await requireService(
    context.storefront.query(BLOG_QUERY, {
      variables: {handle, ...getPaginationVariables(request, {pageBy: ARTICLES_PER_PAGE})},
      cache: context.storefront.CacheShort(),
    }),
    'storefront',
  );
  // A cursor the API never handed out (stale or forged) fails the blog's field, which the API
  // then answers as no blog: such a page does not exist either.
  const blog = answer.blog;
  if (!blog) throw notFound();
  const {articles} = blog;
  return {
    handle: blog.handle,
    title: blog.title,
    seo: {title: blog.seo?.title ?? null, description: blog.seo?.description ?? null},
    articles: {
      nodes: articles.nodes.map((article) => articleCard(article, blog.handle, context.market.locale)),
      pageInfo: articles.pageInfo,
    },
  };
}

export type ArticleLookup = {article: ArticleView} | {redirectTo: string};

/**
 * A story by blog and article handle. Links that name the article by its numeric id (as content
 * and older pages do) are looked up by id and sent to the article's address.
 */
export async function loadArticle(
  context: StorefrontContext,
  blogHandle: string,
  handle: string,
): Promise<ArticleLookup> {
  if (!HANDLE_PATTERN.test(blogHandle) || !HANDLE_PATTERN.test(handle)) throw notFound();
  if (/^\d{1,20}$/.test(handle)) {
    const {article} = await requireService(
      context.storefront.query(ARTICLE_BY_ID_QUERY, {
        variables: {id: `gid://shopify/Article/${handle}`},
        cache: context.storefront.CacheShort(),
      }),
      'storefront',
    );
    if (!article || article.blog.handle !== blogHandle) throw notFound();
    return {redirectTo: `/blogs/${article.blog.handle}/${article.handle}`};
  }
  const [{blog}] = await Promise.all([
    requireService(
      context.storefront.query(ARTICLE_QUERY, {
        variables: {blogHandle, handle},
        cache: context.storefront.CacheShort(),
      }),
      'storefront',
    ),
    loadSanitizer(),
  ]);
  const article = blog?.articleByHandle;
  if (!blog || !article) throw notFound();
  return {
    article: {
      ...articleCard(article, blog.handle, context.market.locale),
      blogTitle: blog.title,
      html: sanitizeHtml(article.contentHtml),
      seo: {title: article.seo?.title ?? null, description: article.seo?.description ?? null},
    },
  };
}
