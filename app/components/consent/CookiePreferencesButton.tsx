import {useShellPart} from '~/components/layout/use-shell-part';
import {preloadOnReach} from '~/components/ui/preload-on-reach';
import {useT} from '~/lib/i18n/i18n';
import {consentStore} from '~/lib/consent/consent-store';
import {ConsentPreferencesDialog} from './consent-dialogs';
import {ConsentHost} from './consent-host';

/** Reopens the cookie preferences, so a choice can be changed as easily as it was made. */
export function CookiePreferencesButton({className}: {className?: string}) {
  const t = useT();
  const {load} = useShellPart('consent');
  const preload = () => {
    void ConsentHost.preload();
    void ConsentPreferencesDialog.preload();
    load();
  };
  return (
    <button
      type="button"
      className={className}
      onClick={consentStore.openPreferences}
      {...preloadOnReach(preload)}
      aria-haspopup="dialog"
    >
      {t('footer.cookiePreferences')}
    </button>
  );
}
