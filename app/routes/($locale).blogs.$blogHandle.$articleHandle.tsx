import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Image} from '@shopify/hydrogen';
import {MarketLink} from '~/components/ui/links';
import {loadArticle} from '~/lib/blogs.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {pageMeta} from '~/lib/seo';

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.article.seo.title ?? args.data?.article.title,
    description: args.data?.article.seo.description ?? args.data?.article.excerpt,
  });

/** `/blogs/{blog}/{article}`: one story (Storefront API), its HTML sanitised on the server. */
export async function loader({params, context}: LoaderFunctionArgs) {
  const found = await loadArticle(context, params.blogHandle ?? '', params.articleHandle ?? '');
  if ('redirectTo' in found) throw redirect(`${context.pathPrefix}${found.redirectTo}`, 301);
  return {article: found.article, messages: messagesFor(context.market.locale, ['content'])};
}

export default function ArticleRoute() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <Article />
    </I18nProvider>
  );
}

function Article() {
  const {article} = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <MarketLink to={`/blogs/${article.blogHandle}`} className="text-sm underline">
        {article.blogTitle}
      </MarketLink>
      <header>
        <h1 className="text-3xl font-semibold">{article.title}</h1>
        <p className="mt-2 text-sm text-neutral-600">
          <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
          {article.author ? <> · {t('content.byAuthor', {author: article.author})}</> : null}
        </p>
      </header>
      {article.image ? (
        <Image
          data={{...article.image, altText: article.image.alt}}
          aspectRatio="3/2"
          sizes="(min-width: 768px) 48rem, 100vw"
          loading="eager"
          className="w-full bg-neutral-100 object-cover"
        />
      ) : null}
      {/* Sanitised on the server (sanitizeHtml): only safe tags and attributes remain. */}
      <div className="space-y-4 leading-relaxed" dangerouslySetInnerHTML={{__html: article.html}} />
    </article>
  );
}
