import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type HeadersFunction, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ContentBlocks} from '~/components/cms/ContentBlocks';
import {ContentUnavailable} from '~/components/content/ContentUnavailable';
import {PersonalisedSlots} from '~/components/home/PersonalisedSlots';
import {BRAND_NAME} from '~/lib/brand';
import {loadContentPage} from '~/lib/content-page.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider} from '~/lib/i18n/i18n';
import {pageMeta} from '~/lib/seo';

/** Content page slugs: lower-case words and digits joined by hyphens. Anything else cannot exist. */
const PAGE_HANDLE = /^[a-z0-9](?:[a-z0-9_-]{0,98}[a-z0-9])?$/;

export const meta: MetaFunction<typeof loader> = (args) => {
  const page = args.data?.page;
  return pageMeta(args, {
    title: page?.title,
    description: page?.seoDescription,
    // The outage message is no page to index.
    noindex: page ? page.noindex : true,
  });
};

export const headers: HeadersFunction = ({loaderHeaders}) => loaderHeaders;

/**
 * A community page, `/pages/{handle}`, composed in the content service of blocks in the market's
 * locale. Unknown handles are 404; while content is down (and nothing is cached) the shell shows
 * a message with 503 (the worker adds Retry-After), so crawlers come back.
 */
export async function loader({params, context}: LoaderFunctionArgs) {
  const handle = params.handle ?? '';
  if (!PAGE_HANDLE.test(handle)) throw new Response('Not found', {status: 404});
  const result = await loadContentPage(context, handle);
  if (result.status === 'missing') throw new Response('Not found', {status: 404});
  const messages = messagesFor(context.market.locale, ['content']);
  if (result.status === 'unavailable') {
    return data({page: null, messages}, {status: 503, headers: {'Cache-Control': 'no-store'}});
  }
  return {page: result.page, messages};
}

export default function ContentPageRoute() {
  const {page, messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      {page ? (
        <>
          {page.blocks[0]?.type === 'hero' ? null : (
            <h1 className="mb-8 text-3xl font-semibold">{page.title ?? BRAND_NAME}</h1>
          )}
          <div className={page.blocks[0]?.type === 'hero' ? '-mt-6' : undefined}>
            <ContentBlocks blocks={page.blocks} leads />
          </div>
          <PersonalisedSlots page="general" />
        </>
      ) : (
        <ContentUnavailable />
      )}
    </I18nProvider>
  );
}
