import {fromHtml} from 'hast-util-from-html';
import {sanitize, type Schema} from 'hast-util-sanitize';
import {toHtml} from 'hast-util-to-html';

/**
 * HTML from the commerce platform (product descriptions) and the content service, made safe
 * to render with `dangerouslySetInnerHTML`: parsed the way browsers parse it (parse5), then
 * only an allowlist of formatting elements and attributes is kept, links only to http(s),
 * mail and phone, images only over http(s). Scripts, styles, event handlers, frames, forms
 * and `javascript:` URLs are dropped. Runs in the worker (no DOM needed); see
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

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  let clean = sanitized.get(html);
  if (clean === undefined) {
    const tree = sanitize(fromHtml(html, {fragment: true}), SCHEMA);
    dropAmbiguousUrls(tree as TreeNode);
    clean = toHtml(tree);
    if (sanitized.size >= SANITIZED_KEPT) sanitized.delete(sanitized.keys().next().value!);
    sanitized.set(html, clean);
  }
  return clean;
}

/**
 * Per worker: the latest results, by their input. Parsing a product's description is a
 * measurable part of its page's render, and a popular product's description is the same
 * request after request. The oldest entry goes first once the map is full.
 */
const sanitized = new Map<string, string>();
const SANITIZED_KEPT = 200;

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
