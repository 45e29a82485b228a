/**
 * A parsed filter in the form Algolia evaluates it: a conjunction of clauses, each clause a
 * disjunction of (possibly negated) predicates of one kind.
 */

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterPredicate =
  | {kind: 'facet'; attribute: string; value: string; negated: boolean}
  | {kind: 'tag'; value: string; negated: boolean}
  | {kind: 'numeric'; attribute: string; operator: NumericOperator; value: number; negated: boolean}
  | {kind: 'range'; attribute: string; low: number; high: number; negated: boolean};

/** OR of predicates. */
export type FilterClause = FilterPredicate[];

/** AND of clauses; the empty expression matches everything. */
export type FilterExpression = FilterClause[];

export type PredicateFamily = 'facet' | 'tag' | 'numeric';

export function familyOf(predicate: FilterPredicate): PredicateFamily {
  return predicate.kind === 'range' ? 'numeric' : predicate.kind;
}
