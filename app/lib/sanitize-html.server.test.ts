import {defaultTreeAdapter, html as parse5Html, parseFragment, type DefaultTreeAdapterTypes} from 'parse5';
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
    ['<td colspan="2">S</td><caption>Sizes</caption>', 'SSizes'],
  ])('makes %j harmless', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  // Mutation XSS: markup that a sanitiser parsing differently from the browser reads as harmless
  // text or attributes, but the browser turns into live elements. Each input is read as a browser
  // with scripts on reads it, so what it would run is what gets removed.
  it.each([
    // A browser with scripts on ends the noscript inside the title: the img is real, its handler goes.
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<img src="x">"&gt;'],
    ['<template><img src=x onerror=alert(1)></template><p>ok</p>', '<p>ok</p>'],
    ['<!--><img src=x onerror=alert(1)>-->', '<img src="x">--&gt;'],
    ['<!-- --!><img src=x onerror=alert(1)> -->', '<img src="x"> --&gt;'],
    ['<p>a<!--</p><img src=x onerror=alert(1)>-->b</p>', '<p>ab</p>'],
    ['<!--<img src="--><img src=x onerror=alert(1)//">', '<img src="x">'],
    [
      '<a href="https://x.example" title=\'"><img src=x onerror=alert(1)>\'>x</a>',
      '<a href="https://x.example" title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">x</a>',
    ],
    ['<img src="x" alt="a"onerror="alert(1)">', '<img src="x" alt="a">'],
    ['<img src=x onerror=alert(1)//>', '<img src="x">'],
    ['<form><form><p>x</p></form></form>', '<p>x</p>'],
    ['<form><p>a<form>b</form></p></form>', '<p>ab</p><p></p>'],
    [
      '<table><td></p><img src=x onerror=alert(1)></td></table>',
      '<table><tbody><tr><td><p></p><img src="x"></td></tr></tbody></table>',
    ],
    ['<table><p>x</p></table>', '<p>x</p><table></table>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#x6A;avascript&#x3A;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#0000106avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="&NewLine;javascript:alert(1)">', '<img>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', '<p></p><img src="1">"&gt;'],
    ['<xmp><img src=x onerror=alert(1)></xmp>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['<noembed><img src=x onerror=alert(1)></noembed>', '&lt;img src=x onerror=alert(1)&gt;'],
  ])('reads %j as the browser will, and keeps nothing live of it', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
    expect(liveParts(clean)).toEqual([]);
  });

  it('answers markup mixed at random with nothing the browser would run or load from elsewhere', () => {
    let seed = 30;
    const random = (below: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % below;
    };
    for (let round = 0; round < 3000; round++) {
      const dirty = Array.from({length: 2 + random(12)}, () => PIECES[random(PIECES.length)]).join('');
      const parts = liveParts(sanitizeHtml(dirty));
      if (parts.length) expect({dirty, parts}).toEqual({dirty, parts: []});
    }
  });

  it('sanitises deeply nested markup without running out of stack', () => {
    const deep = '<div>'.repeat(50_000) + 'deep' + '</div>'.repeat(50_000);
    expect(sanitizeHtml(deep)).toContain('deep');
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

/** Building blocks of hostile markup: parser context switches, handlers, URLs, table parts. */
const PIECES = [
  '<p>',
  '</p>',
  '<table>',
  '</table>',
  '<tr>',
  '<td>',
  '</td>',
  '<caption>',
  '<a href="https://a.example">',
  '<a href="javascript:x">',
  '</a>',
  '<img src=x onerror=y>',
  '<noscript>',
  '</noscript>',
  '<!--',
  '-->',
  '--!>',
  '<template>',
  '</template>',
  '<svg>',
  '</svg>',
  '<math>',
  '<mtext>',
  '<mglyph>',
  '<style>',
  '</style>',
  '<script>',
  '</script>',
  '"',
  "'",
  '>',
  '<',
  '&',
  '&#106;avascript:',
  'text',
  ' ',
  '<b>',
  '</b>',
  '<form>',
  '</form>',
  '<select>',
  '<textarea>',
  '<xmp>',
  '</xmp>',
  '<li>',
  '<ul>',
  '<pre>\n',
  '<title>',
  '<iframe>',
  '</br>',
  '<div title="',
  '<span lang="',
  '<img src="',
  '<ol start=1 reversed>',
  '<th scope=col>',
  '<tbody>',
];

/**
 * What the browser builds from `html` (parsed again, in the `div` the page puts it in) that could
 * run script, load from elsewhere or change the page beyond formatting: an element outside plain
 * formatting, an attribute outside a few harmless ones, a URL with another scheme, a comment.
 */
function liveParts(html: string): string[] {
  const parts: string[] = [];
  const container = defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, []);
  const visit = (nodes: DefaultTreeAdapterTypes.ChildNode[]) => {
    for (const node of nodes) {
      if (node.nodeName === '#comment') parts.push('comment');
      if (!('tagName' in node)) continue;
      if (node.namespaceURI !== parse5Html.NS.HTML || !FORMATTING.test(node.tagName)) {
        parts.push(node.tagName);
      }
      for (const {name, value} of node.attrs) {
        if (!SAFE_ATTRIBUTE.test(name)) parts.push(`${node.tagName}[${name}]`);
        if (
          (name === 'href' || name === 'src') &&
          /^[^/?#]*:/.test(value) &&
          !/^(https?|mailto|tel):/.test(value)
        ) {
          parts.push(`${node.tagName}[${name}=${value}]`);
        }
      }
      visit(node.childNodes);
    }
  };
  visit(parseFragment(container, html, {}).childNodes);
  return parts;
}
const FORMATTING =
  /^(a|abbr|b|blockquote|br|caption|code|dd|del|div|dl|dt|em|fig(caption|ure)|h[2-6]|hr|i|img|ins|li|ol|p|pre|s|small|span|strong|sub|sup|table|tbody|td|tfoot|th|thead|tr|u|ul)$/;
const SAFE_ATTRIBUTE = /^(href|src|title|alt|width|height|colspan|rowspan|scope|start|reversed|lang|dir)$/;
