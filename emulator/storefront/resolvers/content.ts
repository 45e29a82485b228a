import type {Article, Blog, Menu, MenuItem, Page, UrlRedirect} from '../../seed/types';
import {paginate, type ConnectionArgs} from '../connection';
import {localize, type RequestContext, type ResolverMap} from '../context';
import {parseGid} from '../global-id';
import {compareValues, matchesSearch, parseSearchQuery, textMatches} from '../search-syntax';
import {lookupNode} from './nodes';
import {metafieldFields} from './metafields';

function byHandleOrId<T extends {id: number; handle: string}>(
  items: T[],
  type: string,
  args: {id?: string | null; handle?: string | null},
): T | null {
  if (args.handle != null) return items.find((item) => item.handle === args.handle) ?? null;
  const parsed = parseGid(args.id);
  return parsed?.type === type ? (items.find((item) => item.id === parsed.numericId) ?? null) : null;
}

function articlesMatching(
  articles: Article[],
  query: string | null | undefined,
  context: RequestContext,
): Article[] {
  const node = parseSearchQuery(query);
  return articles.filter((article) =>
    matchesSearch(node, article, (a, term) => {
      if (term.field === null || term.field === 'title')
        return localize(a.title, context).toLowerCase().includes(term.value.toLowerCase());
      if (term.field === 'tag') return a.tags.some((tag) => textMatches(tag, term));
      if (term.field === 'author') return textMatches(a.authorName, term);
      if (term.field === 'blog_title')
        return context.catalogue.blogs.find((b) => b.id === a.blogId)?.title.en === term.value;
      if (term.field === 'updated_at' || term.field === 'created_at')
        return compareValues(a.publishedAt.slice(0, term.value.length), term);
      return false;
    }),
  );
}

function sortArticles(
  articles: Article[],
  sortKey: string | null | undefined,
  context: RequestContext,
): Article[] {
  if (sortKey === 'TITLE')
    return articles.sort((a, b) => localize(a.title, context).localeCompare(localize(b.title, context)));
  if (sortKey === 'PUBLISHED_AT' || sortKey === 'UPDATED_AT')
    return articles.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  if (sortKey === 'AUTHOR') return articles.sort((a, b) => a.authorName.localeCompare(b.authorName));
  return articles.sort((a, b) => a.id - b.id);
}

const seoOf = (item: {seo: {title: string | null; description: string | null}}) => item.seo;

export const contentResolvers: ResolverMap = {
  QueryRoot: {
    page: (_root, args: {id?: string; handle?: string}, context) =>
      byHandleOrId(context.catalogue.pages, 'Page', args),
    pageByHandle: (_root, args: {handle: string}, context) =>
      byHandleOrId(context.catalogue.pages, 'Page', args),
    pages: (_root, args: ConnectionArgs & {query?: string | null}, context) => {
      const node = parseSearchQuery(args.query);
      const pages = context.catalogue.pages.filter((page) =>
        matchesSearch(node, page, (p, term) =>
          term.field === 'handle'
            ? textMatches(p.handle, term)
            : localize(p.title, context).toLowerCase().includes(term.value.toLowerCase()),
        ),
      );
      return paginate(pages, args, (p) => p.id);
    },
    blog: (_root, args: {id?: string; handle?: string}, context) =>
      byHandleOrId(context.catalogue.blogs, 'Blog', args),
    blogByHandle: (_root, args: {handle: string}, context) =>
      byHandleOrId(context.catalogue.blogs, 'Blog', args),
    blogs: (_root, args: ConnectionArgs, context) => paginate(context.catalogue.blogs, args, (b) => b.id),
    article: (_root, args: {id: string}, context) =>
      byHandleOrId(context.catalogue.articles, 'Article', args),
    articles: (_root, args: ConnectionArgs & {query?: string | null; sortKey?: string | null}, context) =>
      paginate(
        sortArticles(
          articlesMatching(context.catalogue.articles, args.query, context),
          args.sortKey,
          context,
        ),
        args,
        (a) => a.id,
      ),
    menu: (_root, args: {handle: string}, context) =>
      context.catalogue.menus.find((m) => m.handle === args.handle) ?? null,
    urlRedirects: (_root, args: ConnectionArgs & {query?: string | null}, context) => {
      const node = parseSearchQuery(args.query);
      const redirects = context.catalogue.urlRedirects.filter((redirect) =>
        matchesSearch(node, redirect, (r, term) => {
          if (term.field === 'path' || term.field === null) return textMatches(r.path, term);
          if (term.field === 'target') return textMatches(r.target, term);
          if (term.field === 'id') return r.id === (parseGid(term.value)?.numericId ?? Number(term.value));
          return false;
        }),
      );
      return paginate(redirects, args, (r) => r.id);
    },
  },
  Page: {
    title: (page: Page, _args, context) => localize(page.title, context),
    seo: seoOf,
    onlineStoreUrl: (page: Page, _args, context) =>
      `${context.catalogue.shop.primaryDomain.url}/pages/${page.handle}`,
    trackingParameters: () => null,
    ...metafieldFields(),
  },
  Blog: {
    title: (blog: Blog, _args, context) => localize(blog.title, context),
    seo: seoOf,
    articles: (
      blog: Blog,
      args: ConnectionArgs & {query?: string | null; sortKey?: string | null},
      context,
    ) =>
      paginate(
        sortArticles(
          articlesMatching(
            context.catalogue.articles.filter((a) => a.blogId === blog.id),
            args.query,
            context,
          ),
          args.sortKey,
          context,
        ),
        args,
        (a) => a.id,
      ),
    articleByHandle: (blog: Blog, args: {handle: string}, context) =>
      context.catalogue.articles.find((a) => a.blogId === blog.id && a.handle === args.handle) ?? null,
    authors: (blog: Blog, _args, context) =>
      [
        ...new Set(context.catalogue.articles.filter((a) => a.blogId === blog.id).map((a) => a.authorName)),
      ].map((name) => ({
        name,
        firstName: name.split(' ')[0],
        lastName: name.split(' ').slice(1).join(' '),
        email: '',
        bio: null,
      })),
    onlineStoreUrl: (blog: Blog, _args, context) =>
      `${context.catalogue.shop.primaryDomain.url}/blogs/${blog.handle}`,
    ...metafieldFields(() => []),
  },
  Article: {
    title: (article: Article, _args, context) => localize(article.title, context),
    seo: seoOf,
    blog: (article: Article, _args, context) => context.catalogue.blogs.find((b) => b.id === article.blogId),
    content: (article: Article, args: {truncateAt?: number | null}) => {
      const text = article.contentHtml
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return args.truncateAt && text.length > args.truncateAt ? `${text.slice(0, args.truncateAt)}…` : text;
    },
    excerptHtml: (article: Article) => `<p>${article.excerpt}</p>`,
    author: (article: Article) => ({
      name: article.authorName,
      firstName: article.authorName.split(' ')[0],
      lastName: article.authorName.split(' ').slice(1).join(' '),
      email: '',
      bio: null,
    }),
    authorV2: (article: Article) => ({
      name: article.authorName,
      firstName: article.authorName.split(' ')[0],
      lastName: article.authorName.split(' ').slice(1).join(' '),
      email: '',
      bio: null,
    }),
    comments: (_article: Article, args: ConnectionArgs) => paginate([], args, () => 0),
    onlineStoreUrl: (article: Article, _args, context) => {
      const blog = context.catalogue.blogs.find((b) => b.id === article.blogId);
      return `${context.catalogue.shop.primaryDomain.url}/blogs/${blog?.handle}/${article.handle}`;
    },
    trackingParameters: () => null,
    ...metafieldFields(() => []),
  },
  Menu: {
    itemsCount: (menu: Menu) => menu.items.length,
  },
  MenuItem: {
    title: (item: MenuItem, _args, context) => localize(item.title, context),
    url: (item: MenuItem, _args, context) => `${context.catalogue.shop.primaryDomain.url}${item.url}`,
    resourceId: (item: MenuItem) => item.resourceGid,
    resource: (item: MenuItem, _args, context) =>
      item.resourceGid ? lookupNode(item.resourceGid, context) : null,
  },
  UrlRedirect: {
    id: (redirect: UrlRedirect) => redirect.gid,
  },
};
