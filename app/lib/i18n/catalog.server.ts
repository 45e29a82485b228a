import {messageLanguageOf, type MessageLanguage} from '@markets';
import {ar} from './messages/ar';
import {de} from './messages/de';
import {en} from './messages/en';
import {es} from './messages/es';
import {fr} from './messages/fr';
import {ja} from './messages/ja';
import {nl} from './messages/nl';
import {pt} from './messages/pt';
import {zhHans} from './messages/zh-hans';
import {zhHant} from './messages/zh-hant';
import {flattenMessages} from './translator';
import type {MessageBundle, MessageKey, Messages, Namespace} from './types';

const CATALOG: Record<MessageLanguage, Messages> = {
  en,
  fr,
  de,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
  ja,
  es,
  nl,
  pt,
  ar,
};

/** Texts content supplies for a key (e.g. the header's account label); empty ones are ignored. */
export type MessageOverrides = Partial<Record<MessageKey, string | null | undefined>>;

/**
 * The messages a page needs, in the locale's language, flat for the browser: only the
 * namespaces asked for, with content's texts on top of the built-in ones.
 */
export function messagesFor(
  locale: string,
  namespaces: readonly Namespace[],
  overrides: MessageOverrides = {},
): MessageBundle {
  const language = messageLanguageOf(locale);
  const bundle: MessageBundle = {};
  for (const namespace of namespaces) Object.assign(bundle, flatNamespace(language, namespace));
  for (const [key, text] of Object.entries(overrides)) {
    const trimmed = text?.trim();
    if (trimmed && key in bundle) bundle[key as MessageKey] = trimmed;
  }
  return bundle;
}

/** Per worker: each language's namespace flattened once. */
const flattened = new Map<string, MessageBundle>();

function flatNamespace(language: MessageLanguage, namespace: Namespace): MessageBundle {
  const key = `${language}|${namespace}`;
  let flat = flattened.get(key);
  if (!flat) {
    flat = flattenMessages(CATALOG[language][namespace], namespace);
    flattened.set(key, flat);
  }
  return flat;
}
