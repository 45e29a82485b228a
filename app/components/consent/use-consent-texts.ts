import {useOptionalRootData} from '~/lib/root-data';
import {DEFAULT_MARKET} from '@markets';
import {consentTextsFor, type ConsentTexts} from './consent-texts';

export function useConsentTexts(): ConsentTexts {
  const market = useOptionalRootData()?.market ?? DEFAULT_MARKET;
  return consentTextsFor(market.locale);
}
