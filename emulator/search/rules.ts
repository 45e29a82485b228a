/**
 * Query Rules: a condition on the query (and optionally a rule context) and a consequence
 * (redirect, userData, extra rendering content). Only what the store uses is supported:
 * pattern conditions with `is`/`startsWith`/`endsWith`/`contains` anchoring.
 */
import {queryWords} from './text';
import type {RenderingContent} from './types';

type Anchoring = 'is' | 'startsWith' | 'endsWith' | 'contains';

export interface QueryRule {
  objectID: string;
  description?: string;
  enabled?: boolean;
  conditions: Array<{pattern: string; anchoring: Anchoring; context?: string}>;
  consequence: {
    params?: {renderingContent?: RenderingContent};
    userData?: unknown;
  };
}

export interface AppliedRules {
  appliedRules: Array<{objectID: string}>;
  userData: unknown[];
  renderingContent: RenderingContent;
}

function wordsMatch(query: string[], pattern: string[], anchoring: Anchoring): boolean {
  if (pattern.length === 0) return anchoring === 'is' ? query.length === 0 : true;
  const at = (offset: number) => pattern.every((word, index) => query[offset + index] === word);
  switch (anchoring) {
    case 'is':
      return query.length === pattern.length && at(0);
    case 'startsWith':
      return query.length >= pattern.length && at(0);
    case 'endsWith':
      return query.length >= pattern.length && at(query.length - pattern.length);
    case 'contains':
      for (let offset = 0; offset + pattern.length <= query.length; offset++) if (at(offset)) return true;
      return false;
  }
}

/** Rules whose condition matches; a condition with a context needs that context in ruleContexts. */
export function applyRules(rules: QueryRule[], query: string, ruleContexts: string[]): AppliedRules {
  const words = queryWords(query);
  const contexts = new Set(ruleContexts);
  const result: AppliedRules = {appliedRules: [], userData: [], renderingContent: {}};
  for (const rule of rules) {
    if (rule.enabled === false) continue;
    const matches = rule.conditions.some(
      (condition) =>
        (!condition.context || contexts.has(condition.context)) &&
        wordsMatch(words, queryWords(condition.pattern), condition.anchoring),
    );
    if (!matches) continue;
    result.appliedRules.push({objectID: rule.objectID});
    if (rule.consequence.userData !== undefined) result.userData.push(rule.consequence.userData);
    Object.assign(result.renderingContent, rule.consequence.params?.renderingContent ?? {});
  }
  return result;
}

/** A `search_bar` redirect rule, as a merchandiser creates it in the dashboard. */
export function redirectRule(
  objectID: string,
  patterns: string[],
  url: string,
  context = 'search_bar',
): QueryRule {
  return {
    objectID,
    description: `Redirect "${patterns[0]}" to ${url}`,
    enabled: true,
    conditions: patterns.map((pattern) => ({pattern, anchoring: 'is' as const, context})),
    consequence: {params: {renderingContent: {redirect: {url}}}, userData: {redirect: url}},
  };
}
