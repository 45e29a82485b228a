import {describe, expect, it} from 'vitest';
import {safeUrl} from './url';

describe('safeUrl', () => {
  it.each([
    '/collections/women',
    'https://example.com/x',
    'http://127.0.0.1:4100/a',
    'mailto:hi@alderline.test',
    'tel:+18885550142',
  ])('keeps %s', (url) => {
    expect(safeUrl(` ${url} `)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    '//evil.example/x',
    'vbscript:x',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https:/evil.example',
    'https:evil.example',
    'https:///evil.example',
    'https:\\\\evil.example',
    'java\tscript:alert(1)',
    '/pages/a\u0000b',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(safeUrl(url)).toBeNull();
  });

  it('passes null through', () => {
    expect(safeUrl(null)).toBeNull();
  });
});
