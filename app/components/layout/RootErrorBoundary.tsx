import {isRouteErrorResponse, useRouteError, useRouteLoaderData} from '@remix-run/react';
import {useEffect, type ReactNode} from 'react';
import type {RootData} from '~/lib/root-data';
import {MarketLink} from '~/components/ui/links';
import {common as englishCommon} from '~/lib/i18n/messages/en';
import {flattenMessages} from '~/lib/i18n/translator';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {MarketProvider} from '~/lib/market-context';
import {DEFAULT_MARKET_VIEW} from '~/lib/shell/default-market';
import {reportError} from '~/lib/errors';
import {isHydrated} from '~/lib/hydration';
import {NotFound} from './NotFound';
import {PageLayout, ShellProviders} from './PageLayout';

const NO_CART = Promise.resolve(null);

/**
 * The root error page. With the root loader's data the shell (header, footer) stays around
 * it, in the market's language; without, the page stands alone in English.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootData>('root');
  const body =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFound />
    ) : (
      <ErrorMessage error={error} isTestError={Boolean(data?.showErrorPage)} />
    );
  if (!data) return <StandaloneProviders>{body}</StandaloneProviders>;
  return (
    <ShellProviders shell={data.shell}>
      <PageLayout shell={data.shell} cart={NO_CART}>
        {body}
      </PageLayout>
    </ShellProviders>
  );
}

function StandaloneProviders({children}: {children: ReactNode}) {
  return (
    <MarketProvider market={DEFAULT_MARKET_VIEW}>
      <I18nProvider locale="en-US" messages={flattenMessages(englishCommon, 'common')}>
        {children}
      </I18nProvider>
    </MarketProvider>
  );
}

function ErrorMessage({error, isTestError}: {error: unknown; isTestError: boolean}) {
  const t = useT();
  useEffect(() => {
    // An error page already on screen while hydrating was rendered, and reported, by the server.
    if (!isHydrated()) return;
    if (isTestError) reportError('TEST-ERROR-PAGE', undefined, {path: window.location.pathname});
    else reportError('BROWSER-ERROR', error, {path: window.location.pathname});
  }, [error, isTestError]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="error-page" role="alert">
      <h1 className="text-2xl font-semibold">{t('common.errorTitle')}</h1>
      <p className="mt-4 text-neutral-600">
        {isTestError ? t('common.testErrorMessage') : t('common.errorMessage')}
      </p>
      {isRouteErrorResponse(error) ? (
        <p className="mt-2 text-sm text-neutral-500">
          {error.status} {error.statusText}
        </p>
      ) : null}
      <MarketLink to="/" className="mt-6 inline-block underline">
        {t('common.goHome')}
      </MarketLink>
    </section>
  );
}
