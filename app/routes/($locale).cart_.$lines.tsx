import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {LinkProblem} from '~/components/cart/LinkProblem';
import {discountCodeFrom, parsePermalinkLines} from '~/lib/cart/links';
import {permalinkCheckout} from '~/lib/cart/links.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider} from '~/lib/i18n/i18n';
import {createTranslator} from '~/lib/i18n/translator';
import {pageMeta} from '~/lib/seo';

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = createTranslator(args.data?.messages ?? {}, 'en-US');
  return pageMeta(args, {title: t('links.bagLinkTitle'), noindex: true});
};

/**
 * A cart permalink, `/cart/{variant id}:{quantity},…?discount=CODE`, as marketing e-mails and
 * buy buttons write them: a new bag with those products, straight on to checkout. A link
 * that cannot be used answers 4xx with the reason (malformed 400, unknown products 404, sold
 * out 409), never an error page.
 */
export async function loader({params, request, context}: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = parsePermalinkLines(params.lines ?? '');
  const discountParam = url.searchParams.get('discount');
  const discountCode = discountParam === null ? null : discountCodeFrom(discountParam);
  const answer =
    'problem' in parsed
      ? {problem: parsed.problem, status: parsed.problem === 'tooMany' ? 413 : 400}
      : discountParam !== null && discountCode === null
        ? {problem: 'discountMalformed' as const, status: 400}
        : await permalinkCheckout(context, request, parsed.lines, discountCode);
  // Thrown, so the page's data type stays the problem's.
  if ('response' in answer) throw answer.response;
  const messages = messagesFor(context.market.locale, ['links']);
  return data(
    {problem: answer.problem, messages},
    {status: answer.status, headers: {'Cache-Control': 'no-store'}},
  );
}

export default function CartPermalinkPage() {
  const {problem, messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <LinkProblem problem={problem} />
    </I18nProvider>
  );
}
