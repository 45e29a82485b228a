import {fromHtml} from 'hast-util-from-html';
import {sanitize, type Schema} from 'hast-util-sanitize';
import {toHtml} from 'hast-util-to-html';

/**
 * The sanitiser behind `sanitizeHtml` (`sanitize-html.server.ts`, which loads this module and
 * its parser the first time a request needs them): HTML parsed the way browsers parse it
 * (parse5), then only an allowlist of formatting elements and attributes is kept, links only to
 * http(s), mail and phone, images only over http(s). Scripts, styles, event handlers, frames,
 * forms and `javascript:` URLs are dropped. Runs in the worker (no DOM needed); see
 * docs/decisions/018-html-sanitiser.md.
 */
const SCHEMA: Schema = {
  tagNames: [
    'a',
    'abbr',
    'b',
    'blockquote',
    'br',
    'caption',
    'code',
    'dd',
    'del',
    'div',
    'dl',
    'dt',
    'em',
    'figcaption',
    'figure',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'ins',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colSpan', 'rowSpan'],
    th: ['colSpan', 'rowSpan', 'scope'],
    ol: ['start', 'reversed'],
    '*': ['lang', 'dir'],
  },
  protocols: {
    href: ['http', 'https', 'mailto', 'tel'],
    src: ['http', 'https'],
  },
  ancestors: {
    tbody: ['table'],
    td: ['table'],
    th: ['table'],
    thead: ['table'],
    tfoot: ['table'],
    tr: ['table'],
  },
  // Removed with their content; any other element not allowed is replaced by its children.
  strip: [
    'script',
    'style',
    'template',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'title',
    'textarea',
    'select',
  ],
};

/** A URL with a backslash or a control character: browsers read `/\evil.example` as another site. */
// eslint-disable-next-line no-control-regex
const AMBIGUOUS_URL = /[\\\u0000-\u001f\u007f]/;

export function allowlistedHtml(html: string): string {
  const tree = sanitize(fromHtml(html, {fragment: true}), SCHEMA);
  dropAmbiguousUrls(tree as TreeNode);
  return toHtml(tree);
}

/** The part of a hast node this module reads. */
interface TreeNode {
  type: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
}

function dropAmbiguousUrls(node: TreeNode): void {
  const {properties} = node;
  if (node.type === 'element' && properties) {
    for (const name of ['href', 'src']) {
      const value = properties[name];
      if (typeof value === 'string' && AMBIGUOUS_URL.test(value)) delete properties[name];
    }
  }
  for (const child of node.children ?? []) dropAmbiguousUrls(child);
}
