import {beforeAll, describe, expect, it} from 'vitest';
import {loadSanitizer, sanitizeHtml} from './sanitize-html.server';

describe('sanitizeHtml', () => {
  beforeAll(() => loadSanitizer());

  it('keeps the formatting a product description uses', () => {
    const html =
      '<h2>Fit</h2><p>Soft <strong>DreamKnit</strong> fabric, <em>4-way</em> stretch.</p>' +
      '<ul><li>Pockets</li><li>Drawcord</li></ul>' +
      '<p><a href="https://www.alderline.com/pages/care" title="Care">Care guide</a> · <a href="/pages/fit">Fit</a></p>' +
      '<table><tbody><tr><td colspan="2">S</td></tr></tbody></table><img src="https://cdn.shopify.com/a.jpg" alt="Front">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="/\\evil.example">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p style="position:fixed">ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.example"><input name="card"></form>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<p id="main" class="x" data-a="1">ok</p>', '<p>ok</p>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
  ])('makes %j harmless', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
