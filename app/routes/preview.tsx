import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {endPreview, startPreview} from '~/lib/preview/session.server';
import {pageMeta} from '~/lib/seo';

export const meta: MetaFunction = (args) => pageMeta(args, {noindex: true});

/** A merchandiser's signed preview link; a forged or expired one is refused (403) with a message. */
export async function loader({request, context}: LoaderFunctionArgs) {
  const started = await startPreview(request, context);
  if (started) throw started;
  return data(
    {messages: messagesFor(context.market.locale, ['content'])},
    {status: 403, headers: {'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow'}},
  );
}

/** The preview bar's exit. */
export async function action({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const returnTo = form?.get('returnTo');
  return endPreview(typeof returnTo === 'string' ? returnTo : null, context.session);
}

export default function PreviewRefused() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <Refused />
    </I18nProvider>
  );
}

function Refused() {
  const t = useT();
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('content.previewRefusedTitle')}</h1>
      <p className="mt-4 text-neutral-600">{t('content.previewRefusedBody')}</p>
    </section>
  );
}
