import {I18nProvider} from '~/lib/i18n/i18n';
import type {FooterPart} from '~/lib/shell/types';
import {SiteFooter} from './SiteFooter';

/** The footer with its own texts: the `footer` shell part, a lazy section of every page. */
export function FooterSection({footer, messages}: FooterPart) {
  return (
    <I18nProvider messages={messages}>
      <SiteFooter footer={footer} />
    </I18nProvider>
  );
}
