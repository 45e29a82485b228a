import {
  defaultTreeAdapter,
  html as parse5Html,
  parseFragment,
  serialize,
  type DefaultTreeAdapterTypes,
} from 'parse5';

/**
 * The sanitiser behind `sanitizeHtml` (`sanitize-html.server.ts`, which loads this module and
 * its parser the first time a request needs them). The HTML is parsed by parse5, which follows
 * the HTML standard's parsing algorithm, as a browser with scripts on parses it into the `div`
 * the page puts it in, so the tree checked here is the tree the shopper's browser builds; then only an allowlist of formatting elements and attributes is kept
 * (links only to http(s), mail and phone, images only over http(s)), and the tree is written
 * back with parse5's serialiser (the standard's serialisation, as a browser's `innerHTML`).
 * Scripts, styles, event handlers, frames, forms, SVG, MathML, comments and `javascript:` URLs
 * are dropped. Runs in the worker (no DOM needed); see docs/decisions/018-html-sanitiser.md.
 */

type Node = DefaultTreeAdapterTypes.ChildNode;
type Parent = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

const ELEMENTS = new Set([
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
]);

/** Kept only inside a table: outside one, their content stays and they go. */
const TABLE_PARTS = new Set(['caption', 'tbody', 'td', 'th', 'thead', 'tfoot', 'tr']);

/** Removed with their content; any other element not allowed is replaced by its content. */
const STRIPPED = new Set([
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
]);

/** Attributes by element (`*`: on every allowed element), by their HTML names. */
const ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'title', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start', 'reversed']),
  '*': new Set(['lang', 'dir']),
};

/** The schemes a URL attribute may name (case as written: `HTTPS:` is not `https:`). */
const PROTOCOLS: Record<string, readonly string[]> = {
  href: ['http', 'https', 'mailto', 'tel'],
  src: ['http', 'https'],
};

/** A URL with a backslash or a control character: browsers read `/\evil.example` as another site. */
// eslint-disable-next-line no-control-regex
const AMBIGUOUS_URL = /[\\\u0000-\u001f\u007f]/;

export function allowlistedHtml(html: string): string {
  // Every page shows merchant HTML inside a `div`; parsed in that context, a table's parts
  // outside a table are text, as they will be in the browser.
  const container = defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, []);
  const fragment = parseFragment(container, html, {});
  keepAllowed(fragment);
  return serialize(fragment);
}

/**
 * Rewrites the tree in place, from the top down: a node's fate depends only on itself and its
 * ancestors. Iterative, so a deeply nested input cannot overflow the call stack.
 */
function keepAllowed(root: Parent): void {
  const parents: Array<[Parent, boolean]> = [[root, false]];
  for (let next = parents.pop(); next; next = parents.pop()) {
    const [parent, inTable] = next;
    const kept: Node[] = [];
    // Last child on top; an unwrapped element's children take its place, in order.
    const queue: Array<[Node, boolean]> = parent.childNodes
      .map((node) => [node, inTable] as [Node, boolean])
      .reverse();
    for (let item = queue.pop(); item; item = queue.pop()) {
      const [node, withinTable] = item;
      if (node.nodeName === '#text') {
        node.parentNode = parent;
        kept.push(node);
        continue;
      }
      // Comments and doctypes go; so do stripped elements, with their content.
      if (!('tagName' in node) || STRIPPED.has(node.tagName)) continue;
      const childrenInTable = withinTable || node.tagName === 'table';
      if (allowed(node, withinTable)) {
        node.attrs = node.attrs.filter((attr) => allowedAttribute(node.tagName, attr));
        node.parentNode = parent;
        kept.push(node);
        parents.push([node, childrenInTable]);
      } else {
        for (let index = node.childNodes.length - 1; index >= 0; index--) {
          queue.push([node.childNodes[index], childrenInTable]);
        }
      }
    }
    parent.childNodes = kept;
  }
}

function allowed(element: Element, withinTable: boolean): boolean {
  return (
    element.namespaceURI === parse5Html.NS.HTML &&
    ELEMENTS.has(element.tagName) &&
    (withinTable || !TABLE_PARTS.has(element.tagName))
  );
}

function allowedAttribute(
  tagName: string,
  {name, value, namespace}: DefaultTreeAdapterTypes.Element['attrs'][number],
): boolean {
  if (namespace || !(ATTRIBUTES[tagName]?.has(name) || ATTRIBUTES['*'].has(name))) return false;
  const protocols = PROTOCOLS[name];
  return !protocols || (safeProtocol(value, protocols) && !AMBIGUOUS_URL.test(value));
}

/**
 * No scheme (no colon, or the first colon after a `/`, `?` or `#`: a path, query or fragment),
 * or one of `protocols`.
 */
function safeProtocol(url: string, protocols: readonly string[]): boolean {
  const colon = url.indexOf(':');
  if (colon < 0) return true;
  const before = url.slice(0, colon);
  return /[/?#]/.test(before) || protocols.includes(before);
}
