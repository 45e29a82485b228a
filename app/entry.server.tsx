import type {AppLoadContext, EntryContext} from '@shopify/remix-oxygen';
import {RemixServer} from '@remix-run/react';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import {serviceOrigins} from '~/lib/csp.server';

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

  const body = await renderToReadableStream(
    <NonceProvider>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  if (isbot(request.headers.get('user-agent'))) {
    await body.allReady;
  }

  responseHeaders.set('Content-Type', 'text/html');
  responseHeaders.set('Content-Security-Policy', header);

  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
