import {useEffect} from 'react';
import {consentPolicyFor} from '~/lib/consent/categories';
import {consentStore} from '~/lib/consent/consent-store';
import {useOptionalRootData} from '~/lib/root-data';
import {DEFAULT_MARKET} from '@markets';
import {ConsentBanner} from './ConsentBanner';
import {ConsentPreferencesDialog} from './ConsentPreferencesDialog';
import {useConsent} from './use-consent';
import {useConsentTexts} from './use-consent-texts';

/**
 * Reads the stored choice after hydration (with the market's defaults when there is
 * none), shows the banner until the shopper chooses, and hosts the preferences dialog.
 */
export function ConsentManager() {
  const market = useOptionalRootData()?.market ?? DEFAULT_MARKET;
  const policy = consentPolicyFor(market.countryCode);
  useEffect(() => consentStore.initialize(policy), [policy]);
  const consent = useConsent();
  const texts = useConsentTexts();

  return (
    <>
      {consent.ready && !consent.decided ? (
        <ConsentBanner
          texts={texts}
          onAcceptAll={consent.acceptAll}
          onRejectOptional={consent.rejectOptional}
          onOpenPreferences={consent.openPreferences}
        />
      ) : null}
      <ConsentPreferencesDialog
        open={consent.ready && consent.preferencesOpen}
        texts={texts}
        current={consent.state}
        onSave={consent.save}
        onClose={consent.closePreferences}
      />
    </>
  );
}
