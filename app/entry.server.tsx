import type {AppLoadContext, EntryContext, HandleErrorFunction} from '@shopify/remix-oxygen';
import {isRouteErrorResponse, RemixServer} from '@remix-run/react';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import {loadLazyComponents, SectionDataProvider} from '~/page-weight/shell';
import {sectionsBeforeRender, sectionStore} from '~/page-weight/shell.server';
import {contentSecurityPolicy} from '~/lib/csp.server';
import {departureOf, shopperLeft} from '~/lib/delivery.server';
import {NonceProvider as DocumentNonceProvider} from '~/lib/nonce';
import {reportError} from '~/lib/errors';
import {methodNotAllowed} from '~/lib/response-headers.server';
import {TestErrorPageError} from '~/lib/test-error-page';

/**
 * Errors from loaders, actions and the first render. A shopper who went away is not an
 * error, and a thrown Response is an answer.
 */
export const handleError: HandleErrorFunction = (error, {request}) => {
  if (shopperLeft(request, error) || isRouteErrorResponse(error)) return;
  const path = new URL(request.url).pathname;
  if (error instanceof TestErrorPageError) reportError('TEST-ERROR-PAGE', undefined, {path});
  else reportError('SERVER-REQUEST', error, {path});
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
) {
  // A method the page has no action for: nothing to render. Rendering the error page only to
  // throw it away would abort the stream and report the abort as a render failure.
  if (responseStatusCode === 405) {
    return methodNotAllowed(new Response(null, {status: 405, headers: responseHeaders}));
  }
  const {nonce, header, NonceProvider} = createContentSecurityPolicy(contentSecurityPolicy(context));

  // The data of the sections the page registered (`serverSection`) starts loading now, beside
  // the code, rather than when the render reaches them: their service's deadline runs from the
  // request's start.
  const sections = sectionStore(context);
  for (const load of sections.values()) startEarly(load);
  // Lazy sections render at once on the server (the bundle has their code; this settles at once after the first request).
  // A first screen's section (`beforeRender`) is in the first flush rather than its fallback.
  await Promise.all([loadLazyComponents(), sectionsBeforeRender(context)]);
  // A rejection here means the shell itself failed: Remix reports it (handleError) and renders
  // the error boundary with a 500. An error inside a Suspense boundary (a deferred section)
  // never changes the status: the page is whole without that section; it is reported once
  // the shell is known to be fine.
  const path = new URL(request.url).pathname;
  let shellReady = false;
  const beforeShell: unknown[] = [];
  const departure = departureOf(context);
  const body = await renderToReadableStream(
    <NonceProvider>
      <DocumentNonceProvider value={nonce}>
        {/* Sections the page renders without sending their data (see `LazySection`). */}
        <SectionDataProvider value={sections}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </SectionDataProvider>
      </DocumentNonceProvider>
    </NonceProvider>,
    {
      nonce,
      // Aborted with `ShopperLeftError` once the page can no longer reach the shopper
      // (`deliver` in server.ts): what is still pending is not rendered for nobody.
      signal: departure.signal,
      onError(error) {
        // A shopper who went away is not an error, and neither is what the render throws
        // while it stops for them (React 18 may close its stream twice when a pending part
        // settles after the abort).
        if (departure.signal.aborted || shopperLeft(request, error)) return;
        if (shellReady) reportError('SERVER-RENDER', error, {path});
        else beforeShell.push(error);
      },
    },
  );
  shellReady = true;
  for (const error of beforeShell) reportError('SERVER-RENDER', error, {path});
  // Settles as rejected when the shopper goes away mid-stream (`ShopperLeftError`); expected, not an error.
  const allReady = body.allReady.catch(() => undefined);

  // Crawlers get the whole page at once, deferred sections included (each within its
  // service's budget), with the status the shell decided.
  if (isbot(request.headers.get('user-agent'))) {
    await allReady;
  }

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);

  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/** Runs a section's loader ahead of the render; the render reads the same result (and its error). */
function startEarly(load: () => unknown) {
  try {
    const value = load();
    if (value instanceof Promise) value.catch(() => undefined);
  } catch {
    // The render calls it again and meets the error where the section is.
  }
}
