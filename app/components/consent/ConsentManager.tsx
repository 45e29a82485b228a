import {Suspense, useEffect} from 'react';
import {AnalyticsHost} from '~/components/analytics/AnalyticsHost';
import {useShellPart} from '~/components/layout/use-shell-part';
import {I18nProvider} from '~/lib/i18n/i18n';
import {consentPolicyFor} from '~/lib/consent/categories';
import {consentStore} from '~/lib/consent/consent-store';
import {useMarket} from '~/lib/market-context';
import {ConsentBanner, ConsentPreferencesDialog} from './consent-dialogs';
import {useConsent} from './use-consent';

/**
 * Reads the stored choice after hydration (with the market's defaults when there is none),
 * shows the banner until the shopper chooses, hosts the preferences dialog, and starts analytics
 * once they are granted (`AnalyticsHost`). The banner and dialog, and their texts (the `consent`
 * shell part), load only when needed: most visits have chosen.
 */
export function ConsentManager() {
  const {countryCode} = useMarket();
  const policy = consentPolicyFor(countryCode);
  useEffect(() => consentStore.initialize(policy), [policy]);
  const consent = useConsent();
  const texts = useShellPart('consent');
  const needed = consent.ready && (!consent.decided || consent.preferencesOpen);
  const {load} = texts;
  useEffect(() => {
    if (needed) load();
  }, [needed, load]);
  // Analytics start here, where consent is read: no page carries their code before it is granted.
  const analytics = <AnalyticsHost />;
  if (!texts.data) return <>{analytics}</>;

  return (
    <>
      {analytics}
      <I18nProvider messages={texts.data.messages}>
        {/* One boundary each: the dialog's code arriving must not take the banner (and its focus) away. */}
        {consent.ready && !consent.decided ? (
          <Suspense fallback={null}>
            <ConsentBanner
              onAcceptAll={consent.acceptAll}
              onRejectOptional={consent.rejectOptional}
              onOpenPreferences={consent.openPreferences}
            />
          </Suspense>
        ) : null}
        {consent.ready && consent.preferencesOpen ? (
          <Suspense fallback={null}>
            <ConsentPreferencesDialog
              open
              current={consent.state}
              onSave={consent.save}
              onClose={consent.closePreferences}
            />
          </Suspense>
        ) : null}
      </I18nProvider>
    </>
  );
}
