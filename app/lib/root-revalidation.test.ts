import {describe, expect, it} from 'vitest';
import {leavesRootDataUnchanged, shouldRevalidateRoot} from './root-revalidation';

const page = new URL('http://localhost/products/legging');
const urls = {currentUrl: page, nextUrl: page};
const post = (formAction: string, defaultShouldRevalidate = true) =>
  shouldRevalidateRoot({formMethod: 'POST', formAction, defaultShouldRevalidate, ...urls});

describe('shouldRevalidateRoot', () => {
  it.each([
    '/api/klaviyo/subscribe',
    '/api/klaviyo/profile',
    '/api/klaviyo/backinstock/subscribe',
    '/api/recaptcha/validate/createAssessment',
    '/api/country-confirmation',
    '/api/country-confirmation/',
    '/api/klaviyo/subscribe?ff.recaptcha.bypassAssessment=0',
  ])('skips the root loader after a submission to %s', (formAction) => {
    expect(post(formAction)).toBe(false);
  });

  it.each([
    '/cart',
    '/en-gb/cart',
    '/api/klaviyo',
    '/api/klaviyox/subscribe',
    '/api/recaptcha',
    '/api/country-confirmation-extra',
    '/api/country-confirmation/other',
    '/account/login',
  ])('keeps the default after a submission to %s', (formAction) => {
    expect(post(formAction, true)).toBe(true);
    expect(post(formAction, false)).toBe(false);
  });

  it('keeps the default for navigations and GET forms', () => {
    expect(
      shouldRevalidateRoot({defaultShouldRevalidate: true, ...urls, nextUrl: new URL('http://localhost/')}),
    ).toBe(true);
    expect(shouldRevalidateRoot({defaultShouldRevalidate: false, ...urls})).toBe(false);
    expect(
      shouldRevalidateRoot({
        formMethod: 'GET',
        formAction: '/api/klaviyo/subscribe',
        defaultShouldRevalidate: true,
        ...urls,
      }),
    ).toBe(true);
  });

  it('treats the method case-insensitively', () => {
    expect(
      shouldRevalidateRoot({
        formMethod: 'post' as 'POST',
        formAction: '/api/klaviyo/subscribe',
        defaultShouldRevalidate: true,
        ...urls,
      }),
    ).toBe(false);
  });

  it('keeps the root when a navigation changes only the page’s own query', () => {
    const navigate = (from: string, to: string) =>
      shouldRevalidateRoot({
        defaultShouldRevalidate: true,
        currentUrl: new URL(from, 'http://localhost'),
        nextUrl: new URL(to, 'http://localhost'),
      });
    expect(navigate('/products/legging', '/products/legging?Size=M')).toBe(false);
    expect(
      navigate('/products/legging?Size=S&collection=women', '/products/legging?Size=M&collection=women'),
    ).toBe(false);
    expect(navigate('/products/legging', '/products/other')).toBe(true);
    expect(navigate('/products/legging', '/products/legging?ff.pdp.showModelSwitcher=1')).toBe(true);
    expect(navigate('/products/legging', '/products/legging?showErrorPage')).toBe(true);
    expect(navigate('/products/legging?preview=1', '/products/legging')).toBe(true);
  });

  it('is what the root route exports', async () => {
    const root = await import('~/root');
    expect(root.shouldRevalidate).toBe(shouldRevalidateRoot);
  });
});

describe('leavesRootDataUnchanged', () => {
  it('reads only the path of an absolute action URL', () => {
    expect(leavesRootDataUnchanged('http://localhost:3000/api/klaviyo/subscribe#x')).toBe(true);
    expect(leavesRootDataUnchanged('http://localhost:3000/cart?x=/api/klaviyo/')).toBe(false);
    expect(leavesRootDataUnchanged(undefined)).toBe(false);
    expect(leavesRootDataUnchanged('')).toBe(false);
  });
});
