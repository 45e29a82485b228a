import type {MessageValues} from './types';
import {numberFormat, pluralRules} from './intl';

/**
 * A number as the locale writes it: its decimal and grouping signs and its digits (4,67 in
 * French, 4.67 in English, ٤٫٦٧ where the locale writes Arabic-Indic digits).
 */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/**
 * Fills a message: `{name}` takes a value (a number written the locale's way), `{count, plural, one {…} other {…}}` picks the
 * branch for the value's plural category in the locale (`=0`-style exact matches first),
 * and `#` inside a branch is the number in the locale's digits. A value not given stays
 * as written, so a missing value shows up instead of vanishing.
 */
export function formatMessage(template: string, values: MessageValues = {}, locale = 'en'): string {
  let output = '';
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf('{', index);
    if (open < 0) break;
    const close = matchingBrace(template, open);
    if (close < 0) break;
    output += template.slice(index, open);
    output += placeholder(template.slice(open + 1, close), values, locale) ?? template.slice(open, close + 1);
    index = close + 1;
  }
  return output + template.slice(index);
}

function placeholder(body: string, values: MessageValues, locale: string): string | undefined {
  const plural = /^\s*(\w+)\s*,\s*plural\s*,/.exec(body);
  if (!plural) {
    const value = values[body.trim()];
    if (value === undefined) return undefined;
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  }
  const count = Number(values[plural[1]]);
  if (!Number.isFinite(count)) return undefined;
  const branches = pluralBranches(body.slice(plural[0].length));
  const branch =
    branches.get(`=${count}`) ?? branches.get(pluralRules(locale).select(count)) ?? branches.get('other');
  if (branch === undefined) return undefined;
  const number = numberFormat(locale).format(count);
  return formatMessage(branch, values, locale).replaceAll('#', number);
}

function pluralBranches(text: string): Map<string, string> {
  const branches = new Map<string, string>();
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    if (open < 0) break;
    const close = matchingBrace(text, open);
    if (close < 0) break;
    branches.set(text.slice(index, open).trim(), text.slice(open + 1, close));
    index = close + 1;
  }
  return branches;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return -1;
}
