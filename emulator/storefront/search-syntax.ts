/**
 * Shopify's search syntax, the subset storefront queries use:
 * `tag:x`, `-tag:x`, `field:"quoted value"`, `field:>=10`, `title:dream*`, free text,
 * AND / OR / NOT and parentheses (juxtaposition means AND).
 */
export type Comparator = ':' | '<' | '<=' | '>' | '>=';

export type SearchNode =
  | {kind: 'and'; nodes: SearchNode[]}
  | {kind: 'or'; nodes: SearchNode[]}
  | {kind: 'not'; node: SearchNode}
  | {kind: 'term'; field: string | null; comparator: Comparator; value: string; prefix: boolean};

type Token = {type: 'open' | 'close' | 'and' | 'or' | 'not'} | {type: 'term'; negated: boolean; text: string};

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const char = query[i];
    if (/\s/.test(char)) {
      i++;
    } else if (char === '(' || char === ')') {
      tokens.push({type: char === '(' ? 'open' : 'close'});
      i++;
    } else {
      let text = '';
      let quote: string | null = null;
      while (i < query.length) {
        const c = query[i];
        if (quote) {
          if (c === '\\' && i + 1 < query.length) {
            text += query[i + 1];
            i += 2;
            continue;
          }
          if (c === quote) quote = null;
          else text += c;
        } else if (c === '"' || c === "'") {
          quote = c;
        } else if (/\s/.test(c) || c === '(' || c === ')') {
          break;
        } else {
          text += c;
        }
        i++;
      }
      if (text === 'AND') tokens.push({type: 'and'});
      else if (text === 'OR') tokens.push({type: 'or'});
      else if (text === 'NOT') tokens.push({type: 'not'});
      else if (text.startsWith('-') && text.length > 1)
        tokens.push({type: 'term', negated: true, text: text.slice(1)});
      else if (text) tokens.push({type: 'term', negated: false, text});
    }
  }
  return tokens;
}

function termNode(text: string): SearchNode {
  const colon = text.indexOf(':');
  if (colon <= 0)
    return {kind: 'term', field: null, comparator: ':', value: stripStar(text), prefix: text.endsWith('*')};
  const field = text.slice(0, colon).toLowerCase();
  let value = text.slice(colon + 1);
  let comparator: Comparator = ':';
  const match = /^(<=|>=|<|>)/.exec(value);
  if (match) {
    comparator = match[1] as Comparator;
    value = value.slice(match[1].length);
  }
  return {kind: 'term', field, comparator, value: stripStar(value), prefix: value.endsWith('*')};
}

function stripStar(value: string): string {
  return value.endsWith('*') ? value.slice(0, -1) : value;
}

export function parseSearchQuery(query: string | null | undefined): SearchNode | null {
  if (!query || !query.trim()) return null;
  const tokens = tokenize(query);
  let position = 0;
  const peek = () => tokens[position];

  const parseOr = (): SearchNode | null => {
    const nodes: SearchNode[] = [];
    const first = parseAnd();
    if (first) nodes.push(first);
    while (peek()?.type === 'or') {
      position++;
      const next = parseAnd();
      if (next) nodes.push(next);
    }
    if (nodes.length === 0) return null;
    return nodes.length === 1 ? nodes[0] : {kind: 'or', nodes};
  };
  const parseAnd = (): SearchNode | null => {
    const nodes: SearchNode[] = [];
    for (;;) {
      const token = peek();
      if (!token || token.type === 'or' || token.type === 'close') break;
      if (token.type === 'and') {
        position++;
        continue;
      }
      const unary = parseUnary();
      if (unary) nodes.push(unary);
    }
    if (nodes.length === 0) return null;
    return nodes.length === 1 ? nodes[0] : {kind: 'and', nodes};
  };
  const parseUnary = (): SearchNode | null => {
    const token = tokens[position++];
    if (!token) return null;
    if (token.type === 'not') {
      const inner = parseUnary();
      return inner ? {kind: 'not', node: inner} : null;
    }
    if (token.type === 'open') {
      const inner = parseOr();
      if (peek()?.type === 'close') position++;
      return inner;
    }
    if (token.type === 'term') {
      const node = termNode(token.text);
      return token.negated ? {kind: 'not', node} : node;
    }
    return null;
  };

  const root = parseOr();
  // Stray closing parentheses: parse what follows as further AND terms.
  while (position < tokens.length) {
    position++;
    const rest = parseOr();
    if (rest && root) return {kind: 'and', nodes: [root, rest]};
  }
  return root;
}

export type TermMatcher<T> = (item: T, term: Extract<SearchNode, {kind: 'term'}>) => boolean;

export function matchesSearch<T>(node: SearchNode | null, item: T, matchTerm: TermMatcher<T>): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'and':
      return node.nodes.every((child) => matchesSearch(child, item, matchTerm));
    case 'or':
      return node.nodes.some((child) => matchesSearch(child, item, matchTerm));
    case 'not':
      return !matchesSearch(node.node, item, matchTerm);
    case 'term':
      return matchTerm(item, node);
  }
}

/** Compares text the way Shopify's term search does: case-insensitive, optional prefix. */
export function textMatches(candidate: string, term: {value: string; prefix: boolean}): boolean {
  const a = candidate.toLowerCase();
  const b = term.value.toLowerCase();
  return term.prefix ? a.startsWith(b) : a === b;
}

export function compareValues(
  candidate: number | string,
  term: {comparator: Comparator; value: string},
): boolean {
  const target = typeof candidate === 'number' ? Number(term.value) : term.value;
  if (typeof candidate === 'number' && Number.isNaN(target)) return false;
  switch (term.comparator) {
    case '<':
      return candidate < target;
    case '<=':
      return candidate <= target;
    case '>':
      return candidate > target;
    case '>=':
      return candidate >= target;
    case ':':
      return candidate === target;
  }
}
