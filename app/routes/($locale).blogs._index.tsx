import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ArticleCard} from '~/components/content/ArticleCard';
import {MarketLink} from '~/components/ui/links';
import {loadBlogs} from '~/lib/blogs.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {metaTranslator, pageMeta} from '~/lib/seo';

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = metaTranslator(args);
  return pageMeta(args, {title: t('content.storiesTitle'), description: t('content.storiesIntro')});
};

/** `/blogs`: the community's blogs, each with its newest stories (Storefront API). */
export async function loader({context}: LoaderFunctionArgs) {
  const blogs = await loadBlogs(context);
  return {blogs, messages: messagesFor(context.market.locale, ['content'])};
}

export default function BlogsRoute() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <Blogs />
    </I18nProvider>
  );
}

function Blogs() {
  const {blogs} = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="flex flex-col gap-12">
      <header>
        <h1 className="text-3xl font-semibold">{t('content.storiesTitle')}</h1>
        <p className="mt-2 text-neutral-700">{t('content.storiesIntro')}</p>
      </header>
      {blogs.map((blog, blogIndex) => (
        <section key={blog.handle} aria-labelledby={`blog-${blog.handle}`}>
          <div className="mb-4 flex items-baseline justify-between gap-4">
            <h2 id={`blog-${blog.handle}`} className="text-2xl font-semibold">
              <MarketLink to={`/blogs/${blog.handle}`} prefetch="intent" className="hover:underline">
                {blog.title}
              </MarketLink>
            </h2>
            <MarketLink to={`/blogs/${blog.handle}`} prefetch="intent" className="text-sm underline">
              {t('content.allStories')}
            </MarketLink>
          </div>
          {blog.articles.length > 0 ? (
            <div className="grid gap-8 md:grid-cols-3">
              {blog.articles.map((article, index) => (
                <ArticleCard key={article.handle} article={article} eager={blogIndex === 0 && index < 3} />
              ))}
            </div>
          ) : (
            <p className="text-neutral-700">{t('content.noStories')}</p>
          )}
        </section>
      ))}
    </div>
  );
}
