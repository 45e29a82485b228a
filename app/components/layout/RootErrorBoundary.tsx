import {isRouteErrorResponse, useRouteError} from '@remix-run/react';
import {useEffect} from 'react';
import {useOptionalRootData} from '~/lib/root-data';
import {useUiStrings} from '~/lib/i18n/ui-strings';
import {MarketLink} from '~/components/ui/MarketLink';
import {NotFound} from './NotFound';
import {PageLayout} from './PageLayout';

/**
 * The root error page. With the root loader's data the shell (header, footer)
 * stays around it; without, the page stands alone.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const data = useOptionalRootData();
  const body =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFound />
    ) : (
      <ErrorMessage error={error} isTestError={Boolean(data?.showErrorPage)} canLink={Boolean(data)} />
    );
  return data ? <PageLayout>{body}</PageLayout> : body;
}

function ErrorMessage({
  error,
  isTestError,
  canLink,
}: {
  error: unknown;
  isTestError: boolean;
  canLink: boolean;
}) {
  const strings = useUiStrings();
  useEffect(() => {
    if (!isTestError) console.error(error);
  }, [error, isTestError]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="error-page" role="alert">
      <h1 className="text-2xl font-semibold">{strings.errorTitle}</h1>
      <p className="mt-4 text-neutral-600">{isTestError ? strings.testErrorMessage : strings.errorMessage}</p>
      {isRouteErrorResponse(error) ? (
        <p className="mt-2 text-sm text-neutral-500">
          {error.status} {error.statusText}
        </p>
      ) : null}
      {canLink ? (
        <MarketLink to="/" className="mt-6 inline-block underline">
          {strings.goHome}
        </MarketLink>
      ) : (
        <a href="/" className="mt-6 inline-block underline">
          {strings.goHome}
        </a>
      )}
    </section>
  );
}
