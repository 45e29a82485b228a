import {consentStore} from '~/lib/consent/consent-store';
import {useConsentTexts} from './use-consent-texts';

/** Reopens the cookie preferences, so a choice can be changed as easily as it was made. */
export function CookiePreferencesButton({className}: {className?: string}) {
  const texts = useConsentTexts();
  return (
    <button type="button" className={className} onClick={consentStore.openPreferences} aria-haspopup="dialog">
      {texts.cookiePreferences}
    </button>
  );
}
