import {describe, expect, it} from 'vitest';
import {leavesRootDataUnchanged, shouldRevalidateRoot} from './root-revalidation';

const home = new URL('https://shop.example/');
const away = new URL('https://shop.example/cart');
const post = (formAction: string, defaultShouldRevalidate = true) =>
  shouldRevalidateRoot({
    formMethod: 'POST',
    formAction,
    defaultShouldRevalidate,
    currentUrl: home,
    nextUrl: home,
  });

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

  it.each(['/cart', '/en-gb/cart', '/ar-ae/cart/', '/cart?index'])(
    'does not reload after a bag action at %s: its answer carries the bag and the count',
    (formAction) => {
      expect(post(formAction, true)).toBe(false);
    },
  );

  it('reloads after anything else near the bag', () => {
    for (const formAction of ['/cart/other', '/en-gb/cartx', '/products/cart', '/account/cart']) {
      expect(post(formAction, true)).toBe(true);
    }
    // A GET form to the bag is a page load.
    expect(
      shouldRevalidateRoot({
        formMethod: 'GET',
        formAction: '/cart',
        defaultShouldRevalidate: true,
        currentUrl: home,
        nextUrl: away,
      }),
    ).toBe(true);
  });

  it.each([
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
    const navigation = {currentUrl: home, nextUrl: away};
    expect(shouldRevalidateRoot({...navigation, defaultShouldRevalidate: true})).toBe(true);
    expect(shouldRevalidateRoot({...navigation, defaultShouldRevalidate: false})).toBe(false);
    expect(
      shouldRevalidateRoot({
        ...navigation,
        formMethod: 'GET',
        formAction: '/api/klaviyo/subscribe',
        defaultShouldRevalidate: true,
      }),
    ).toBe(true);
  });

  it('skips the root loader while a product list moves through filters, sorts and pages', () => {
    const list = (search: string) => new URL(`https://shop.example/en-gb/search${search}`);
    const move = {currentUrl: list('?q=jogger'), nextUrl: list('?q=jogger&color=black&page=2')};
    expect(shouldRevalidateRoot({...move, defaultShouldRevalidate: true})).toBe(false);
    const flagged = {currentUrl: list('?q=jogger'), nextUrl: list('?q=jogger&ff.search.searchBar=1')};
    expect(shouldRevalidateRoot({...flagged, defaultShouldRevalidate: true})).toBe(true);
  });

  it('treats the method case-insensitively', () => {
    expect(
      shouldRevalidateRoot({
        formMethod: 'post' as 'POST',
        formAction: '/api/klaviyo/subscribe',
        defaultShouldRevalidate: true,
        currentUrl: home,
        nextUrl: home,
      }),
    ).toBe(false);
  });

  it('keeps the root when only a product’s chosen options change', () => {
    const product = (query: string) => new URL(`https://shop.example/products/legging${query}`);
    const navigate = (from: string, to: string) =>
      shouldRevalidateRoot({defaultShouldRevalidate: true, currentUrl: product(from), nextUrl: product(to)});
    expect(navigate('', '?Size=M')).toBe(false);
    expect(navigate('?Size=S&collection=women', '?Size=M&collection=women')).toBe(false);
    expect(navigate('', '?ff.site.dynamic_header=1')).toBe(true);
    expect(navigate('', '?showErrorPage')).toBe(true);
    expect(navigate('?preview=1', '')).toBe(true);
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
