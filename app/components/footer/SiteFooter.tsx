import {CookiePreferencesButton} from '~/components/consent/CookiePreferencesButton';
import {useHiddenOnMobile} from '~/components/layout/route-shell';
import {NewsletterSignUp} from '~/components/newsletter/NewsletterSignUp';
import {SiteLink} from '~/components/ui/links';
import {useT} from '~/lib/i18n/i18n';
import type {FooterModel} from '~/lib/shell/types';
import {SocialIcon} from './SocialIcon';

const LINK = 'rounded-sm text-neutral-200 hover:text-white hover:underline underline-offset-4';

/** The site footer: headline, newsletter, link columns, social and utility links. */
export function SiteFooter({footer}: {footer: FooterModel}) {
  const t = useT();
  const newsletterHiddenOnMobile = useHiddenOnMobile('newsletter');
  return (
    <footer className="mt-16 bg-brand text-white [&_:focus-visible]:outline-white" data-testid="site-footer">
      <div className="mx-auto grid max-w-screen-xl gap-12 px-4 py-12 md:grid-cols-12 md:gap-8">
        <div className="md:col-span-5">
          <p className="max-w-md text-2xl font-semibold leading-tight">{footer.headline}</p>
          <div className={`mt-8 ${newsletterHiddenOnMobile ? 'hidden md:block' : ''}`}>
            <NewsletterSignUp newsletter={footer.newsletter} />
          </div>
        </div>
        {footer.columns.length > 0 ? (
          <nav aria-label={t('footer.navigation')} className="md:col-span-6 md:col-start-7">
            <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
              {footer.columns.map((column, index) => (
                <div key={`${column.title}-${index}`}>
                  {column.title ? (
                    <h2 className="text-sm font-semibold uppercase tracking-wide">{column.title}</h2>
                  ) : null}
                  <ul className="mt-4 space-y-3 text-sm">
                    {column.links.map((link) => (
                      <li key={`${link.url}-${link.text}`}>
                        <SiteLink link={link} className={LINK} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </nav>
        ) : null}
      </div>

      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-screen-xl flex-col gap-6 px-4 py-6 md:flex-row md:items-center md:justify-between">
          {footer.socialLinks.length > 0 ? (
            <ul aria-label={t('footer.followUs')} className="flex flex-wrap gap-2">
              {footer.socialLinks.map((social) => (
                <li key={social.url}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${social.label} (${t('common.opensInNewTab')})`}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/10"
                  >
                    <SocialIcon platform={social.platform} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <nav aria-label={t('footer.legal')} className="md:ms-auto">
            <ul className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
              {footer.utilityLinks.map((link) => (
                <li key={`${link.url}-${link.text}`}>
                  <SiteLink link={link} className={LINK} />
                </li>
              ))}
              <li>
                <CookiePreferencesButton className={`${LINK} cursor-pointer`} />
              </li>
            </ul>
          </nav>
          {footer.supportPhone ? (
            <p className="text-sm">
              {t('footer.callUs')}{' '}
              <a
                href={`tel:${footer.supportPhone.tel}`}
                className={`${LINK} whitespace-nowrap underline`}
                dir="ltr"
              >
                {footer.supportPhone.number}
              </a>
            </p>
          ) : null}
          <p className="text-sm text-neutral-300">{footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
