import {Image} from '@shopify/hydrogen';
import {MarketLink} from '~/components/ui/links';
import {useT} from '~/lib/i18n/i18n';
import type {ArticleCardView} from '~/lib/blogs.server';

/** A story in a list: picture, date, title, excerpt, and a link to read it. */
export function ArticleCard({article, eager = false}: {article: ArticleCardView; eager?: boolean}) {
  const t = useT();
  const href = `/blogs/${article.blogHandle}/${article.handle}`;
  return (
    <article className="flex flex-col gap-2">
      {article.image ? (
        <MarketLink to={href} prefetch="intent" tabIndex={-1} aria-hidden="true">
          <Image
            data={{...article.image, altText: article.image.alt}}
            aspectRatio="3/2"
            sizes="(min-width: 768px) 33vw, 100vw"
            loading={eager ? 'eager' : 'lazy'}
            className="w-full bg-neutral-100 object-cover"
          />
        </MarketLink>
      ) : null}
      <p className="text-sm text-neutral-600">
        <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
      </p>
      <h3 className="text-lg font-semibold">
        <MarketLink to={href} prefetch="intent" className="hover:underline">
          {article.title}
        </MarketLink>
      </h3>
      {article.excerpt ? <p className="text-neutral-700">{article.excerpt}</p> : null}
      <MarketLink
        to={href}
        prefetch="intent"
        className="text-sm underline"
        aria-label={`${t('content.readStory')}: ${article.title}`}
      >
        {t('content.readStory')}
      </MarketLink>
    </article>
  );
}
