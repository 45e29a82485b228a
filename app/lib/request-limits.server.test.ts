import {describe, expect, it} from 'vitest';
import {rejectOversizedRequest} from './request-limits.server';

const origin = 'https://alderline.test';

describe('rejectOversizedRequest', () => {
  it('lets real store URLs through', () => {
    for (const path of [
      '/',
      '/en-gb/products/alderline-jogger-black?Size=M&collection=sale',
      '/search?q=' + 'x'.repeat(512),
      '/zh-hk/collections/women/leggings',
    ]) {
      expect(rejectOversizedRequest(new Request(origin + path))).toBeNull();
    }
  });

  it('answers 414 for a long path, a path of many segments or a huge query', () => {
    for (const path of ['/' + 'a'.repeat(100 * 1024), '/a'.repeat(33), '/search?q=' + 'x'.repeat(9000)]) {
      expect(rejectOversizedRequest(new Request(origin + path))?.status).toBe(414);
    }
  });

  it('answers 431 for oversized headers', () => {
    const request = new Request(origin + '/', {headers: {Cookie: 'a='.padEnd(40 * 1024, 'x')}});
    expect(rejectOversizedRequest(request)?.status).toBe(431);
  });
});
