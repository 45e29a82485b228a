import type {AppLoadContext, EntryContext, HandleErrorFunction} from '@shopify/remix-oxygen';
import {isRouteErrorResponse, RemixServer} from '@remix-run/react';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import {SectionDataProvider} from '~/components/ui/LazySection';
import {loadLazyComponents} from '~/components/ui/lazy';
import {serviceOrigins} from '~/lib/csp.server';
import {NonceProvider as DocumentNonceProvider} from '~/lib/nonce';
import {sectionStore} from '~/lib/section-data.server';
import {reportError} from '~/lib/errors';
import {TestErrorPageError} from '~/lib/test-error-page';

/**
 * Errors from loaders, actions and the first render. A shopper who went away (the
 * request was aborted) is not an error, and a thrown Response is an answer.
 */
export const handleError: HandleErrorFunction = (error, {request}) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
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
  const origins = serviceOrigins(context.env, context.config);
  const {nonce, header, NonceProvider} = createContentSecurityPolicy({
    defaultSrc: ["'self'", 'https://cdn.shopify.com', ...origins],
    imgSrc: ["'self'", 'data:', 'https://cdn.shopify.com', 'https://images.ctfassets.net', ...origins],
    connectSrc: ["'self'", 'https://monorail-edge.shopifysvc.com', ...origins],
    mediaSrc: ["'self'", ...origins],
  });

  // Lazy sections render at once on the server (the bundle has their code; this settles at once after the first request).
  await loadLazyComponents();
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider>
      <DocumentNonceProvider value={nonce}>
        {/* Sections the page renders without sending their data (see `LazySection`). */}
        <SectionDataProvider value={sectionStore(context)}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </SectionDataProvider>
      </DocumentNonceProvider>
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        // Before the shell is out, Remix catches the error, calls handleError and renders the
        // error boundary; after it, the error belongs to a streamed part. An aborted request
        // (the shopper left) is neither.
        if (request.signal.aborted) return;
        if (shellRendered) reportError('SERVER-RENDER', error, {path: new URL(request.url).pathname});
        else responseStatusCode = 500;
      },
    },
  );
  shellRendered = true;
  // Settles as rejected when the shopper goes away mid-stream; that is expected, not an error.
  const allReady = body.allReady.catch(() => undefined);

  if (isbot(request.headers.get('user-agent'))) {
    await allReady;
  }

  responseHeaders.set('Content-Type', 'text/html');
  responseHeaders.set('Content-Security-Policy', header);

  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
