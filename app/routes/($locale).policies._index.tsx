import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {MarketLink} from '~/components/ui/links';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {createTranslator} from '~/lib/i18n/translator';
import {loadPolicies} from '~/lib/policies.server';
import {pageMeta} from '~/lib/seo';

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = createTranslator(args.data?.messages ?? {}, 'en-US');
  return pageMeta(args, {title: t('policies.title')});
};

/** `/policies`: the shop's policies (privacy, refunds, shipping, terms) in the market's language. */
export async function loader({context}: LoaderFunctionArgs) {
  const policies = await loadPolicies(context);
  if (policies.length === 0) throw new Response('Not found', {status: 404});
  return {policies, messages: messagesFor(context.market.locale, ['policies'])};
}

export default function PoliciesPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <Policies />
    </I18nProvider>
  );
}

function Policies() {
  const {policies} = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-semibold">{t('policies.title')}</h1>
      <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
        {policies.map((policy) => (
          <li key={policy.handle}>
            <MarketLink
              to={`/policies/${policy.handle}`}
              className="block py-4 text-lg underline-offset-4 hover:underline"
            >
              {policy.title}
            </MarketLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
