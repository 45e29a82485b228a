import {countryName, type Market} from '@markets';
import {messagesFor} from '../i18n/catalog.server';
import {createTranslator} from '../i18n/translator';

/** The preview bar's texts, in the market's language. */
export interface PreviewBarView {
  label: string;
  drafts: string;
  locale: string;
  market: string;
  exit: string;
}

export function previewBarView(market: Market): PreviewBarView {
  const t = createTranslator(messagesFor(market.locale, ['content']), market.locale);
  return {
    label: t('content.previewLabel'),
    drafts: t('content.previewDrafts'),
    locale: t('content.previewLocale', {locale: market.locale}),
    market: t('content.previewMarket', {market: countryName(market, market.locale)}),
    exit: t('content.exitPreview'),
  };
}
