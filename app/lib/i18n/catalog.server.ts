import {messageLanguageOf, type MessageLanguage} from '@markets';
import {en} from './messages/en';
import {flattenMessages} from './translator';
import type {MessageBundle, MessageKey, MessagePath, Messages, Namespace} from './types';

/**
 * Each language's texts are a module of their own, loaded the first time a request in that
 * language comes (`loadMessages`, awaited as the request's context is made): a worker evaluates
 * only the languages its requests use, not all ten at start.
 */
const LANGUAGES: Record<MessageLanguage, () => Promise<Messages>> = {
  // The fallback language (and the texts' type) is in the worker from the start.
  en: async () => en,
  fr: () => import('./messages/fr').then((module) => module.fr),
  de: () => import('./messages/de').then((module) => module.de),
  'zh-Hant': () => import('./messages/zh-hant').then((module) => module.zhHant),
  'zh-Hans': () => import('./messages/zh-hans').then((module) => module.zhHans),
  ja: () => import('./messages/ja').then((module) => module.ja),
  es: () => import('./messages/es').then((module) => module.es),
  nl: () => import('./messages/nl').then((module) => module.nl),
  pt: () => import('./messages/pt').then((module) => module.pt),
  ar: () => import('./messages/ar').then((module) => module.ar),
};

/**
 * Per worker: the languages loaded so far. Their texts, never the loads themselves: a promise
 * made while one request runs and awaited by another runs in the first one's context.
 */
const CATALOG: Partial<Record<MessageLanguage, Messages>> = {};

/** Loads the texts of the locale's language, once per worker; every text read below needs it first. */
export async function loadMessages(locale: string): Promise<void> {
  const language = messageLanguageOf(locale);
  CATALOG[language] ??= await LANGUAGES[language]();
}

function catalog(language: MessageLanguage): Messages {
  const messages = CATALOG[language];
  if (!messages) throw new Error(`The ${language} texts are read before loadMessages() loaded them`);
  return messages;
}

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
        ? flattenMessages(catalog(language)[namespace], namespace)
        : pickMessages(flatPath(language, namespace), [path]);
    flattened.set(key, flat);
  }
  return flat;
}
