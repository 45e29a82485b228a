import type {MetaArgs, MetaDescriptor} from '@remix-run/react';
import type {RootData} from '~/lib/root-data';
import {createTranslator} from '~/lib/i18n/translator';
import type {MessageBundle, MessageKey, MessageValues} from '~/lib/i18n/types';
import {pageMeta} from '~/lib/seo';

/**
 * An account page's tags: its title in the market's language (from the messages its loaders
 * sent) and never indexed. `values` may read the page's own loader data.
 */
export function accountMeta<Data>(
  titleKey: MessageKey,
  values?: (data: Data | undefined) => MessageValues,
): (args: MetaArgs) => MetaDescriptor[] {
  return (args) => {
    const bundle: MessageBundle = {};
    for (const match of args.matches) {
      Object.assign(bundle, (match.data as {messages?: MessageBundle} | undefined)?.messages);
    }
    const root = args.matches.find((match) => match.id === 'root')?.data as RootData | undefined;
    const t = createTranslator(bundle, root?.shell.market.locale ?? 'en-US');
    const title = bundle[titleKey] ? t(titleKey, values?.(args.data as Data | undefined)) : undefined;
    return pageMeta(args, {title, noindex: true});
  };
}
