import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {MarketLink} from '~/components/ui/links';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {loadPolicy} from '~/lib/policies.server';
import {pageMeta} from '~/lib/seo';

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, {title: args.data?.policy.title});

/**
 * `/policies/{handle}` (`privacy-policy`, `refund-policy`, `shipping-policy`,
 * `terms-of-service`): one of the shop's policies, as the merchant wrote it in the
 * market's language. Any other handle, or a policy the shop has not written, is a 404.
 */
export async function loader({params, context}: LoaderFunctionArgs) {
  const policy = await loadPolicy(context, params.handle ?? '');
  if (!policy) throw new Response('Not found', {status: 404});
  return {policy, messages: messagesFor(context.market.locale, ['policies'])};
}

export default function PolicyPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <Policy />
    </I18nProvider>
  );
}

function Policy() {
  const {policy} = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <article className="mx-auto max-w-2xl px-4 py-8">
      <MarketLink to="/policies" className="text-sm text-neutral-600 underline underline-offset-4">
        {t('policies.allPolicies')}
      </MarketLink>
      <h1 className="mt-4 mb-6 text-3xl font-semibold">{policy.title}</h1>
      <div
        className="space-y-4 leading-relaxed [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ms-5 [&_li]:list-disc"
        dangerouslySetInnerHTML={{__html: policy.body}}
      />
    </article>
  );
}
