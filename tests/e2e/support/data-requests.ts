import type {Page} from '@playwright/test';

/**
 * The data requests (a route's loader or action, a document) the page makes to its own origin
 * from now on, as `METHOD /path`: what a press asked of the server.
 */
export function dataRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const data = url.pathname.endsWith('.data') || request.resourceType() === 'document';
    if (url.origin === new URL(page.url()).origin && data) asked.push(`${request.method()} ${url.pathname}`);
  });
  return asked;
}
