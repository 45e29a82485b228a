import type {Translate} from '~/lib/i18n/translator';
import type {MessageKey} from '~/lib/i18n/types';

/**
 * A facet value in the shopper's language: the index holds English words (`womens`, `natural /
 * tan`, `true`); values without a text of their own (sizes, fabric names, inseams) show as indexed.
 */
export function facetValueLabel(t: Translate, attribute: string, value: string, indexed: string): string {
  const key = `search.facetValues.${attribute}.${value}` as MessageKey;
  const text = t(key);
  return text === key ? indexed : text;
}
