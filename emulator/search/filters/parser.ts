/**
 * Parser for Algolia's `filters` parameter. It accepts exactly what Algolia accepts:
 *
 *   expression := or-group (AND or-group)*
 *   or-group   := term (OR term)*              -- OR binds tighter than AND
 *   term       := '(' expression ')' | [NOT] predicate
 *   predicate  := attr ('<'|'<='|'='|'!='|'>='|'>') number
 *              |  attr ':' number TO number
 *              |  attr ':' value [<score=N>]
 *              |  tag [<score=N>]               -- bare value or `_tags:value`
 *
 * and rejects what Algolia rejects: `(X AND Y) OR Z`, `X OR (Y AND Z)`, `NOT (...)`, and
 * mixing facet, tag and numeric filters inside one OR. Error messages follow Algolia's
 * ("Unexpected token string(b) expected end of filter at col 1").
 */
import {badRequest} from '../errors';
import {
  familyOf,
  type FilterClause,
  type FilterExpression,
  type FilterPredicate,
  type NumericOperator,
  type PredicateFamily,
} from './ast';
import {lexFilters, TOKEN_DESCRIPTIONS, type Token, type TokenType} from './lexer';

export class FilterSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterSyntaxError';
  }
}

const MIXED_TYPE_HINTS: Record<PredicateFamily, string> = {
  numeric: [
    'Expected a numeric filter which needs to have one of the following form:',
    ' - numeric_attr_name=10',
    ' - numeric_attr_name>10',
    ' - numeric_attr_name>=10',
    ' - numeric_attr_name<10',
    ' - numeric_attr_name<=10',
    ' - numeric_attr_name!=10',
    ' - numeric_attr_name:10 TO 20',
  ].join('\n'),
  facet: ['Expected a facet filter which needs to have this form:', ' - facet_name:facet_value'].join('\n'),
  tag: ['Expected a tag filter which needs to have this form:', ' - _tags:tag_value', ' - tag_value'].join(
    '\n',
  ),
};

const AND_INSIDE_OR_BEFORE = 'filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed';
const AND_INSIDE_OR_AFTER = 'filter X OR (Y AND Z) is not allowed, only X AND (Y OR Z) is allowed';

function describe(token: Token): string {
  const name = TOKEN_DESCRIPTIONS[token.type];
  if ((token.type === 'string' || token.type === 'numeric') && token.value.length > 0) {
    return `${name}(${token.value.replace(/\n/g, '\u21b5')})`;
  }
  return name;
}

class FilterParser {
  private position = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): FilterExpression {
    const expression = this.parseAnd();
    if (this.peek().type !== 'end') this.unexpected('end');
    return expression;
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.position + offset, this.tokens.length - 1)];
  }

  private advance(): Token {
    const token = this.peek();
    if (this.position < this.tokens.length - 1) this.position++;
    return token;
  }

  private unexpected(expected: TokenType | 'filter', token: Token = this.peek()): never {
    throw new FilterSyntaxError(
      `Unexpected token ${describe(token)} expected ${TOKEN_DESCRIPTIONS[expected]} at col ${token.column}`,
    );
  }

  private parseAnd(): FilterExpression {
    const clauses: FilterExpression = [];
    for (;;) {
      clauses.push(...this.parseOr());
      if (this.peek().type !== 'and') return clauses;
      this.advance();
    }
  }

  /** Returns one clause, or several when the only term is a parenthesised AND. */
  private parseOr(): FilterExpression {
    const terms: FilterExpression[] = [this.parseTerm()];
    while (this.peek().type === 'or') {
      this.advance();
      terms.push(this.parseTerm());
    }
    if (terms.length === 1) return terms[0];
    terms.forEach((term, index) => {
      if (term.length > 1)
        throw new FilterSyntaxError(index === 0 ? AND_INSIDE_OR_BEFORE : AND_INSIDE_OR_AFTER);
    });
    const clause: FilterClause = terms.flatMap((term) => term[0] ?? []);
    const family = familyOf(clause[0]);
    if (clause.some((predicate) => familyOf(predicate) !== family)) {
      throw new FilterSyntaxError(
        `Different types are not allowed in the same OR.\n${MIXED_TYPE_HINTS[family]}`,
      );
    }
    return [clause];
  }

  private parseTerm(): FilterExpression {
    if (this.peek().type === 'open') {
      this.advance();
      const inner = this.parseAnd();
      if (this.peek().type !== 'close') this.unexpected('close');
      this.advance();
      return inner;
    }
    let negated = false;
    if (this.peek().type === 'not') {
      this.advance();
      negated = true;
    }
    const predicate = this.parsePredicate(negated);
    return [[predicate]];
  }

  private parsePredicate(negated: boolean): FilterPredicate {
    const name = this.peek();
    if (name.type !== 'string' && name.type !== 'numeric') this.unexpected('filter');
    this.advance();
    const next = this.peek();
    const isScoreOption =
      next.type === 'openAngle' && this.peek(1).type === 'string' && this.peek(1).value === 'score';
    if (
      !isScoreOption &&
      (next.type === 'operator' || next.type === 'openAngle' || next.type === 'closeAngle')
    ) {
      this.advance();
      const value = this.peek();
      if (value.type !== 'numeric') this.unexpected('numeric');
      this.advance();
      return {
        kind: 'numeric',
        attribute: name.value,
        operator: next.value as NumericOperator,
        value: Number(value.value),
        negated,
      };
    }
    if (next.type === 'facetSeparator') {
      this.advance();
      const value = this.peek();
      if (value.type !== 'string' && value.type !== 'numeric') this.unexpected('string');
      this.advance();
      if (value.type === 'numeric' && this.peek().type === 'range') {
        this.advance();
        const high = this.peek();
        if (high.type !== 'numeric') this.unexpected('numeric');
        this.advance();
        return {
          kind: 'range',
          attribute: name.value,
          low: Number(value.value),
          high: Number(high.value),
          negated,
        };
      }
      this.parseScoreOption();
      if (name.value === '_tags') return {kind: 'tag', value: value.value, negated};
      return {kind: 'facet', attribute: name.value, value: value.value, negated};
    }
    this.parseScoreOption();
    return {kind: 'tag', value: name.value, negated};
  }

  /** `<score=N>` (meaningful for optionalFilters only; accepted and ignored here). */
  private parseScoreOption(): void {
    if (this.peek().type !== 'openAngle') return;
    this.advance();
    const option = this.peek();
    if (option.type !== 'string') this.unexpected('string');
    if (option.value !== 'score') this.unexpected('numeric', option);
    this.advance();
    const equals = this.peek();
    if (equals.type !== 'operator' || equals.value !== '=') this.unexpected('operator');
    this.advance();
    if (this.peek().type !== 'numeric') this.unexpected('numeric');
    this.advance();
    if (this.peek().type !== 'closeAngle') this.unexpected('closeAngle');
    this.advance();
  }
}

/** Parses a `filters` string; throws FilterSyntaxError with Algolia's message. */
export function parseFilterString(input: string): FilterExpression {
  if (input.trim().length === 0) return [];
  const tokens = lexFilters(input);
  const bang = tokens.find((token) => token.type === 'bang');
  if (bang) throw new FilterSyntaxError(`Not allowed ! at col ${bang.column}`);
  const parser = new FilterParser(tokens);
  return parser.parse();
}

/** The `filters` parameter as the API sees it: errors become 400s prefixed with `filters: `. */
export function parseFiltersParameter(input: string): FilterExpression {
  try {
    return parseFilterString(input);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw badRequest(`filters: ${error.message}`);
    throw error;
  }
}
