import {describe, expect, it} from 'vitest';
import {pageUrlOf} from './page-url';

describe('pageUrlOf', () => {
  it.each([
    ['http://x/en-gb.data?_routes=root', '/en-gb'],
    ['http://x/_root.data', '/'],
    ['http://x/fr-fr/products/a.data', '/fr-fr/products/a'],
    ['http://x/en-gb', '/en-gb'],
    ['http://x/metadata', '/metadata'],
  ])('%s is the page %s', (url, pathname) => {
    expect(pageUrlOf(url).pathname).toBe(pathname);
  });
});
