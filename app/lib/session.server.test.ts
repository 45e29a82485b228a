import {describe, expect, it} from 'vitest';
import {AppSession} from './session.server';

const SECRET = 'test-session-secret';

async function sessionFor(url: string, cookie?: string) {
  return AppSession.init(new Request(url, cookie ? {headers: {Cookie: cookie}} : {}), [SECRET]);
}

describe('AppSession', () => {
  it('is an httpOnly, SameSite=Lax cookie, Secure off loopback, lasting the browser session by default', async () => {
    const session = await sessionFor('https://www.alderline.example/');
    session.set('countryConfirmed', true);
    const cookie = await session.commit();
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).not.toMatch(/Expires=|Max-Age=/);
    const local = await sessionFor('http://127.0.0.1:3000/');
    local.set('x', 1);
    expect(await local.commit()).not.toMatch(/Secure/);
  });

  it('expires when asked (with the customer’s token), on every later commit too, until cleared', async () => {
    const session = await sessionFor('https://www.alderline.example/');
    session.setCookieExpiry('2031-05-01T12:00:00Z');
    const cookie = await session.commit();
    expect(cookie).toContain('Expires=Thu, 01 May 2031 12:00:00 GMT');

    const next = await sessionFor('https://www.alderline.example/', cookie.split(';')[0]);
    next.set('countryConfirmed', true);
    expect(await next.commit()).toContain('Expires=Thu, 01 May 2031 12:00:00 GMT');

    next.setCookieExpiry(null);
    expect(await next.commit()).not.toMatch(/Expires=/);
  });
});
