import {describe, expect, it} from 'vitest';
import {rejectOversizedRequest, rejectUnroutablePath} from './request-limits.server';

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

describe('rejectUnroutablePath', () => {
  it('lets ordinary paths through, encoded letters and spaces included', () => {
    for (const path of ['/', '/en-gb/products/tee', '/search?q=a%5Cb', '/pages/caf%C3%A9', '/a%20b']) {
      expect(rejectUnroutablePath(new Request(origin + path)), path).toBeNull();
    }
  });

  it('answers 404 for backslashes, control characters and a leading double slash', () => {
    for (const path of [
      '/%5c',
      '/%5Cevil.example',
      '/products/%5c',
      '/%00',
      '/a%0d%0aSet-Cookie:x',
      '/%2F%2Fevil.example',
    ]) {
      expect(rejectUnroutablePath(new Request(origin + path))?.status, path).toBe(404);
    }
  });

  it('answers 400 for malformed percent-encoding', () => {
    expect(rejectUnroutablePath(new Request(origin + '/%E0%A4%A'))?.status).toBe(400);
    expect(rejectUnroutablePath(new Request(origin + '/%zz'))?.status).toBe(400);
  });
});
