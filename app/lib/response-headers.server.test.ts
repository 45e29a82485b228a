import {describe, expect, it} from 'vitest';
import {finalizeResponse} from './response-headers.server';

describe('finalizeResponse', () => {
  it('adds the security headers, and HSTS only in production', () => {
    const page = finalizeResponse(new Response('<p>hi</p>', {headers: {'Content-Type': 'text/html'}}), {
      production: false,
    });
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('Permissions-Policy')).toContain('camera=()');
    expect(page.headers.get('Strict-Transport-Security')).toBeNull();
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const live = finalizeResponse(new Response('x'), {production: true});
    expect(live.headers.get('Strict-Transport-Security')).toMatch(/^max-age=31536000/);
  });

  it('replaces a page’s 405 (which carries the router’s stack) with a plain answer', async () => {
    const remix405 = new Response(
      '<script>"Error: You made a PUT request… at getInternalRouterError"</script>',
      {
        status: 405,
        headers: {'Content-Type': 'text/html'},
      },
    );
    const answer = finalizeResponse(remix405, {production: false});
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('GET, HEAD');
    expect(await answer.text()).toBe('Method Not Allowed');
    // An API's own JSON 405 stays as it is.
    const api = finalizeResponse(Response.json({ok: false}, {status: 405, headers: {Allow: 'POST'}}), {
      production: false,
    });
    expect(api.headers.get('Allow')).toBe('POST');
  });

  it('tells a client when to come back after a 503', () => {
    expect(
      finalizeResponse(new Response('', {status: 503}), {production: false}).headers.get('Retry-After'),
    ).toBe('30');
    const own = new Response('', {status: 503, headers: {'Retry-After': '5'}});
    expect(finalizeResponse(own, {production: false}).headers.get('Retry-After')).toBe('5');
  });
});
