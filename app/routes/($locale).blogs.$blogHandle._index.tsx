import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {Pagination} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ArticleCard} from '~/components/content/ArticleCard';
import {MarketLink} from '~/components/ui/links';
import {loadBlog, type ArticleCardView} from '~/lib/blogs.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {pageMeta} from '~/lib/seo';

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.blog.seo.title ?? args.data?.blog.title,
    description: args.data?.blog.seo.description,
  });

/** `/blogs/{blog}`: one blog's stories, newest first, twelve at a time (Hydrogen's `Pagination`). */
export async function loader({params, context, request}: LoaderFunctionArgs) {
  const blog = await loadBlog(context, params.blogHandle ?? '', request);
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

const PAGE_LINK = 'self-center rounded border border-neutral-900 px-6 py-2';

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
      {blog.articles.nodes.length > 0 ? (
        <Pagination connection={blog.articles}>
          {({nodes, isLoading, PreviousLink, NextLink}) => (
            <>
              <PreviousLink className={PAGE_LINK}>{t('content.newerStories')}</PreviousLink>
              <div className="grid gap-8 md:grid-cols-3">
                {(nodes as ArticleCardView[]).map((article, index) => (
                  <ArticleCard key={article.handle} article={article} eager={index < 3} />
                ))}
              </div>
              <NextLink className={PAGE_LINK} aria-busy={isLoading}>
                {t('content.moreStories')}
              </NextLink>
            </>
          )}
        </Pagination>
      ) : (
        <p className="text-neutral-700">{t('content.noStories')}</p>
      )}
    </div>
  );
}
