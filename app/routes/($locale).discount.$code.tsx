import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {LinkProblem} from '~/components/cart/LinkProblem';
import {discountCodeFrom} from '~/lib/cart/links';
import {discountLinkRedirect} from '~/lib/cart/links.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider} from '~/lib/i18n/i18n';
import {createTranslator} from '~/lib/i18n/translator';
import {pageMeta} from '~/lib/seo';

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = createTranslator(args.data?.messages ?? {}, 'en-US');
  return pageMeta(args, {title: t('links.discountLinkTitle'), noindex: true});
};

/**
 * A discount link, `/discount/{code}?redirect=/products/…`: the code goes on the shopper's
 * bag and they go on to `redirect` (a path on this site) or the home page, told on arrival
 * when the code cannot be used. A code that cannot be one (too long, control characters)
 * answers 400 with the reason.
 */
export async function loader({params, request, context}: LoaderFunctionArgs) {
  const code = discountCodeFrom(params.code);
  // Thrown, so the page's data type stays the problem's.
  if (code) throw await discountLinkRedirect(context, code, new URL(request.url));
  return data(
    {problem: 'discountMalformed' as const, messages: messagesFor(context.market.locale, ['links'])},
    {status: 400, headers: {'Cache-Control': 'no-store'}},
  );
}

export default function DiscountLinkPage() {
  const {problem, messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <LinkProblem problem={problem} />
    </I18nProvider>
  );
}
