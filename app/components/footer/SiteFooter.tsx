import {useMemo} from 'react';
import {CookiePreferencesButton} from '~/components/consent/CookiePreferencesButton';
import {NewsletterSignUp} from '~/components/newsletter/NewsletterSignUp';
import type {CaptchaSettings} from '~/components/newsletter/use-newsletter-sign-up';
import {featureFlags} from '~/lib/flags';
import {captchaScriptUrl} from '~/lib/newsletter/captcha';
import {useOptionalRootData, type RootData} from '~/lib/root-data';
import {DEFAULT_MARKET} from '@markets';
import {FooterLinkItem} from './FooterLinkItem';
import {footerLabelsFor} from './footer-labels';
import {footerModelFrom} from './footer-content';
import {SocialIcon} from './SocialIcon';

const LINK = 'rounded-sm text-neutral-200 hover:text-white hover:underline underline-offset-4';

/** The site footer: headline, newsletter, link columns, social and utility links, from content per locale. */
export function SiteFooter() {
  const data = useOptionalRootData();
  const market = data?.market ?? DEFAULT_MARKET;
  const footerContent = data?.layout?.footer ?? null;
  const model = useMemo(() => footerModelFrom(footerContent, new Date().getFullYear()), [footerContent]);
  const labels = footerLabelsFor(market.locale);
  const captcha = useCaptchaSettings(data);

  return (
    <footer className="mt-16 bg-brand text-white [&_:focus-visible]:outline-white" data-testid="site-footer">
      <div className="mx-auto grid max-w-screen-xl gap-12 px-4 py-12 md:grid-cols-12 md:gap-8">
        <div className="md:col-span-5">
          <p className="max-w-md text-2xl font-semibold leading-tight">{model.headline}</p>
          <div className="mt-8">
            <NewsletterSignUp
              country={market.countryCode}
              texts={model.newsletter}
              labels={labels}
              captcha={captcha}
            />
          </div>
        </div>
        {model.columns.length > 0 ? (
          <nav aria-label={labels.footerNavigation} className="md:col-span-6 md:col-start-7">
            <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
              {model.columns.map((column, index) => (
                <div key={`${column.title}-${index}`}>
                  {column.title ? (
                    <h2 className="text-sm font-semibold uppercase tracking-wide">{column.title}</h2>
                  ) : null}
                  <ul className="mt-4 space-y-3 text-sm">
                    {column.links.map((link) => (
                      <li key={`${link.url}-${link.text}`}>
                        <FooterLinkItem
                          link={link}
                          opensInNewTabLabel={labels.opensInNewTab}
                          className={LINK}
                        />
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
          {model.socialLinks.length > 0 ? (
            <ul aria-label={labels.followUs} className="flex flex-wrap gap-2">
              {model.socialLinks.map((social) => (
                <li key={social.url}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${social.label} (${labels.opensInNewTab})`}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/10"
                  >
                    <SocialIcon platform={social.platform} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <nav aria-label={labels.legal} className="md:ms-auto">
            <ul className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
              {model.utilityLinks.map((link) => (
                <li key={`${link.url}-${link.text}`}>
                  <FooterLinkItem link={link} opensInNewTabLabel={labels.opensInNewTab} className={LINK} />
                </li>
              ))}
              <li>
                <CookiePreferencesButton className={`${LINK} cursor-pointer`} />
              </li>
            </ul>
          </nav>
          <p className="text-sm text-neutral-300">{model.copyright}</p>
        </div>
      </div>
    </footer>
  );
}

/** The captcha is skipped only while the `recaptcha.bypassAssessment` flag is on. */
function useCaptchaSettings(data: RootData | undefined): CaptchaSettings {
  const flags = data?.flags;
  const siteKey = data?.publicEnv.recaptchaSiteKey;
  const host = data?.publicEnv.recaptchaHost;
  return useMemo(
    () => ({
      required: flags ? !featureFlags(flags).enabled('recaptcha', 'bypassAssessment') : false,
      siteKey,
      scriptUrl: captchaScriptUrl(siteKey ?? '', host),
    }),
    [flags, siteKey, host],
  );
}
