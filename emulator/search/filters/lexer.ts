/**
 * Tokeniser for Algolia's `filters` syntax. Keywords (AND, OR, NOT, TO) are upper case only;
 * unquoted words end at whitespace or one of `( ) < > = ! : ' "`.
 */

export type TokenType =
  | 'string'
  | 'numeric'
  | 'emptyString'
  | 'incompleteString'
  | 'bang'
  | 'facetSeparator'
  | 'range'
  | 'open'
  | 'close'
  | 'or'
  | 'and'
  | 'not'
  | 'end'
  | 'openAngle'
  | 'closeAngle'
  | 'comma'
  | 'operator';

export interface Token {
  type: TokenType;
  /** Unquoted, unescaped value. */
  value: string;
  /** Column (0-based) Algolia reports in errors. */
  column: number;
  /** Length consumed from the input. */
  length: number;
}

/** How Algolia names each token type in "Unexpected token X expected Y" messages. */
export const TOKEN_DESCRIPTIONS: Record<TokenType | 'filter', string> = {
  string: 'string',
  numeric: 'numeric',
  emptyString: 'empty string',
  incompleteString: 'incomplete string',
  bang: '!',
  facetSeparator: "':'",
  range: "'TO'",
  open: "'('",
  close: "')'",
  or: "'OR'",
  and: "'AND'",
  not: "'NOT'",
  end: 'end of filter',
  openAngle: '<',
  closeAngle: '>',
  comma: ',',
  operator: 'numeric operator',
  filter: 'filter',
};

const SEPARATORS = new Set(['(', ')', '<', '>', '=', '!', ':', "'", '"']);
const KEYWORDS: Record<string, TokenType> = {OR: 'or', AND: 'and', NOT: 'not', TO: 'range'};

function isWhitespace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
}

/** Removes escaping backslashes: `\-x` → `-x`, `\\` → `\`. */
function unescapeBackslashes(raw: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '\\' && i + 1 < raw.length) {
      out += raw[i + 1];
      i++;
    } else if (raw[i] !== '\\') {
      out += raw[i];
    }
  }
  return out;
}

function readWord(input: string, start: number): Token {
  let end = start;
  let numeric = true;
  let dots = 0;
  while (end < input.length && !isWhitespace(input[end]) && !SEPARATORS.has(input[end])) {
    const char = input[end];
    const isDigit = char >= '0' && char <= '9';
    const isLeadingMinus = end === start && char === '-';
    const isDot = end > start && char === '.' && ++dots === 1;
    numeric = numeric && (isDigit || isLeadingMinus || isDot);
    end++;
  }
  const raw = input.slice(start, end);
  const keyword = KEYWORDS[raw];
  if (keyword) return {type: keyword, value: raw, column: start, length: raw.length};
  const isNumber = numeric && /\d/.test(raw);
  return {
    type: isNumber ? 'numeric' : 'string',
    value: isNumber ? raw : unescapeBackslashes(raw),
    column: start,
    length: raw.length,
  };
}

function readQuoted(input: string, start: number): Token {
  const quote = input[start];
  let escaped = false;
  let value = '';
  for (let i = start + 1; i < input.length; i++) {
    const char = input[i];
    if (char === quote && !escaped) {
      const length = i - start + 1;
      if (length === 2) return {type: 'emptyString', value: '', column: i, length};
      return {type: 'string', value, column: start, length};
    }
    if (char === '\\' && !escaped) {
      escaped = true;
      continue;
    }
    value += char;
    escaped = false;
  }
  return {type: 'incompleteString', value, column: start, length: input.length - start};
}

function readSymbol(input: string, start: number): Token | null {
  const char = input[start];
  const next = input[start + 1];
  const symbol = (type: TokenType, value: string): Token => ({
    type,
    value,
    column: start,
    length: value.length,
  });
  switch (char) {
    case '=':
      return symbol('operator', '=');
    case '<':
      return next === '=' ? symbol('operator', '<=') : symbol('openAngle', '<');
    case '>':
      return next === '=' ? symbol('operator', '>=') : symbol('closeAngle', '>');
    case '!':
      return next === '=' ? symbol('operator', '!=') : symbol('bang', '!');
    case '(':
      return symbol('open', '(');
    case ')':
      return symbol('close', ')');
    case ':':
      return symbol('facetSeparator', ':');
    case ',':
      return symbol('comma', ',');
    case '"':
    case "'":
      return readQuoted(input, start);
    default:
      return null;
  }
}

/** Tokenises the whole input; the last token is always `end`. */
export function lexFilters(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    if (isWhitespace(input[i])) {
      i++;
      continue;
    }
    const token = readSymbol(input, i) ?? readWord(input, i);
    tokens.push(token);
    if (token.type === 'bang') break;
    i += Math.max(token.length, 1);
  }
  tokens.push({type: 'end', value: '', column: input.length, length: 0});
  return tokens;
}
