/**
 * Compiles a parsed filter into a predicate over precomputed document values, so a query
 * evaluates set look-ups instead of walking records.
 */
import type {FilterExpression, FilterPredicate} from './ast';

/** What a document exposes to filters; built once per record at indexing time. */
export interface FilterableDocument {
  /** Lower-cased string form of every leaf value at a dotted attribute path (facet filters). */
  facetValues(attribute: string): Set<string> | undefined;
  /** Numeric leaf values at an attribute path (booleans count as 0/1). */
  numericValues(attribute: string): number[] | undefined;
  /** `_tags`, case-sensitive. */
  tags: Set<string>;
}

export type DocumentPredicate = (document: FilterableDocument) => boolean;

const ALWAYS: DocumentPredicate = () => true;

function compareNumbers(values: number[] | undefined, test: (value: number) => boolean): boolean {
  if (!values) return false;
  for (const value of values) if (test(value)) return true;
  return false;
}

function compilePredicate(predicate: FilterPredicate): DocumentPredicate {
  let positive: DocumentPredicate;
  switch (predicate.kind) {
    case 'facet': {
      const wanted = predicate.value.toLowerCase();
      const attribute = predicate.attribute;
      positive = (document) => document.facetValues(attribute)?.has(wanted) ?? false;
      break;
    }
    case 'tag': {
      const wanted = predicate.value;
      positive = (document) => document.tags.has(wanted);
      break;
    }
    case 'numeric': {
      const {attribute, value} = predicate;
      const test: (candidate: number) => boolean = {
        '<': (candidate: number) => candidate < value,
        '<=': (candidate: number) => candidate <= value,
        '=': (candidate: number) => candidate === value,
        // `attr != v` matches records where no value equals v (Algolia's semantics).
        '!=': (candidate: number) => candidate === value,
        '>=': (candidate: number) => candidate >= value,
        '>': (candidate: number) => candidate > value,
      }[predicate.operator];
      const inverted = predicate.operator === '!=';
      positive = inverted
        ? (document) => !compareNumbers(document.numericValues(attribute), test)
        : (document) => compareNumbers(document.numericValues(attribute), test);
      break;
    }
    case 'range': {
      const {attribute, low, high} = predicate;
      positive = (document) =>
        compareNumbers(document.numericValues(attribute), (value) => value >= low && value <= high);
      break;
    }
  }
  return predicate.negated ? (document) => !positive(document) : positive;
}

/** Builds one predicate for any number of AND-combined expressions. */
export function compileFilters(...expressions: FilterExpression[]): DocumentPredicate {
  const clauses = expressions.flat();
  if (clauses.length === 0) return ALWAYS;
  const compiled = clauses.map((clause) => {
    const alternatives = clause.map(compilePredicate);
    return alternatives.length === 1
      ? alternatives[0]
      : (document: FilterableDocument) => alternatives.some((alternative) => alternative(document));
  });
  return (document) => {
    for (const clause of compiled) if (!clause(document)) return false;
    return true;
  };
}
