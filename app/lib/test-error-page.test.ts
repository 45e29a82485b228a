import {describe, expect, it} from 'vitest';
import {wantsTestErrorPage} from './test-error-page';

describe('wantsTestErrorPage', () => {
  it.each(['/?showErrorPage', '/en-gb/products/x?a=1&showErrorPage=1', '/?showErrorPage=false'])(
    'is raised by %s',
    (url) => expect(wantsTestErrorPage(url)).toBe(true),
  );
  it.each([
    '/',
    '/showErrorPage',
    '/#showErrorPage',
    '/?q=shorts',
    '/search?q=showErrorPage',
    '/?utm_content=showErrorPage',
  ])('is not raised by %s', (url) => expect(wantsTestErrorPage(url)).toBe(false));
});
