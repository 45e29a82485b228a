import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ArticleCard} from '~/components/content/ArticleCard';
import {MarketLink} from '~/components/ui/links';
import {loadBlog} from '~/lib/blogs.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {pageMeta} from '~/lib/seo';

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.blog.seo.title ?? args.data?.blog.title,
    description: args.data?.blog.seo.description,
  });

/** `/blogs/{blog}`: one blog's stories, newest first, twelve at a time (`?after=` pages on). */
export async function loader({params, context, request}: LoaderFunctionArgs) {
  const after = new URL(request.url).searchParams.get('after');
  const blog = await loadBlog(context, params.blogHandle ?? '', after);
  return {blog, messages: messagesFor(context.market.locale, ['content'])};
}

export default function BlogRoute() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <Blog />
    </I18nProvider>
  );
}

function Blog() {
  const {blog} = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <header>
        <MarketLink to="/blogs" className="text-sm underline">
          {t('content.allStories')}
        </MarketLink>
        <h1 className="mt-2 text-3xl font-semibold">{blog.title}</h1>
      </header>
      {blog.articles.length > 0 ? (
        <div className="grid gap-8 md:grid-cols-3">
          {blog.articles.map((article, index) => (
            <ArticleCard key={article.handle} article={article} eager={index < 3} />
          ))}
        </div>
      ) : (
        <p className="text-neutral-700">{t('content.noStories')}</p>
      )}
      {blog.nextCursor ? (
        <MarketLink
          to={`/blogs/${blog.handle}?after=${encodeURIComponent(blog.nextCursor)}`}
          className="self-center rounded border border-neutral-900 px-6 py-2"
        >
          {t('content.moreStories')}
        </MarketLink>
      ) : null}
    </div>
  );
}
