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
import type {MessageBundle, MessageKey, MessagePath, Messages, Namespace} from './types';

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
 * The messages a page needs, in the locale's language, flat for the browser: only the texts
 * asked for (whole namespaces, groups in them or single texts), with content's texts on top
 * of the built-in ones. Without overrides the bundle is shared by every request: never change it.
 */
export function messagesFor(
  locale: string,
  paths: readonly MessagePath[],
  overrides: MessageOverrides = {},
): MessageBundle {
  const language = messageLanguageOf(locale);
  const key = `${language}|${paths.join(' ')}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = {};
    for (const path of paths) Object.assign(bundle, flatPath(language, path));
    bundles.set(key, Object.freeze(bundle));
  }
  let overridden: MessageBundle | undefined;
  for (const [name, text] of Object.entries(overrides)) {
    const trimmed = text?.trim();
    if (trimmed && name in bundle) (overridden ??= {...bundle})[name as MessageKey] = trimmed;
  }
  return overridden ?? bundle;
}

/**
 * Per worker: each language's bundle for each list of paths asked for (the lists are the code's
 * own, so few), built once and shared by every request, hence frozen.
 */
const bundles = new Map<string, Readonly<MessageBundle>>();

/** The texts of a bundle under the paths asked for (a namespace, a group or one text). */
export function pickMessages(bundle: MessageBundle, paths: readonly MessagePath[]): MessageBundle {
  const picked: MessageBundle = {};
  for (const [key, text] of Object.entries(bundle) as Array<[MessageKey, string]>) {
    if (paths.some((path) => key === path || key.startsWith(`${path}.`))) picked[key] = text;
  }
  return picked;
}

/** Per worker: each language's namespaces, and each path asked for, flattened once. */
const flattened = new Map<string, MessageBundle>();

function flatPath(language: MessageLanguage, path: MessagePath): MessageBundle {
  const key = `${language}|${path}`;
  let flat = flattened.get(key);
  if (!flat) {
    const namespace = path.split('.')[0] as Namespace;
    flat =
      namespace === path
        ? flattenMessages(CATALOG[language][namespace], namespace)
        : pickMessages(flatPath(language, namespace), [path]);
    flattened.set(key, flat);
  }
  return flat;
}
