import {formatMessage} from './format';
import type {MessageBundle, MessageKey, MessageValues} from './types';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * `t('header.menu')`, `t('search.resultCount', {count, query})`: the one way to read a text.
 * A key the page was not sent reads as the key itself, so the gap is visible, never blank.
 */
export function createTranslator(bundle: MessageBundle, locale: string): Translate {
  return (key, values) => {
    const template = bundle[key];
    if (template === undefined) return key;
    return formatMessage(template, values, locale);
  };
}

/** `{menu: 'Menu', nav: {women: 'Women'}}` under 'header' → {'header.menu': 'Menu', 'header.nav.women': 'Women'}. */
export function flattenMessages(tree: object, prefix: string): MessageBundle {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat[`${prefix}.${key}`] = value;
    else Object.assign(flat, flattenMessages(value as object, `${prefix}.${key}`));
  }
  return flat;
}
