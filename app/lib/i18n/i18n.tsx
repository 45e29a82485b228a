import {createContext, useContext, useMemo, type ReactNode} from 'react';
import {providerMissingError} from '~/lib/errors';
import {formatNumber} from './format';
import {createTranslator, type Translate} from './translator';
import type {MessageBundle} from './types';

interface I18nValue {
  locale: string;
  bundle: MessageBundle;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Gives the tree its texts. The root provides the shell's messages; a route that shows
 * texts of its own wraps its page in another provider with its loader's `messages`,
 * which are added to the ones above.
 */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale?: string;
  messages: MessageBundle;
  children: ReactNode;
}) {
  const parent = useContext(I18nContext);
  const resolvedLocale = locale ?? parent?.locale ?? 'en-US';
  const value = useMemo(() => {
    const bundle = parent ? {...parent.bundle, ...messages} : messages;
    return {locale: resolvedLocale, bundle, t: createTranslator(bundle, resolvedLocale)};
  }, [parent, messages, resolvedLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translate function for the page's language: `const t = useT(); t('header.menu')`. */
export function useT(): Translate {
  const value = useContext(I18nContext);
  if (!value) throw providerMissingError('useT', 'I18nProvider');
  return value.t;
}

/**
 * Writes a number shown on its own (a badge, a page link, a table cell) as the page's locale
 * does; numbers inside a text go in as values of `t` and are written the same way.
 */
export function useFormatNumber(): (value: number) => string {
  const value = useContext(I18nContext);
  if (!value) throw providerMissingError('useFormatNumber', 'I18nProvider');
  const {locale} = value;
  return (number) => formatNumber(number, locale);
}
