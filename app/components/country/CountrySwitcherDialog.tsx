import {useLocation} from '@remix-run/react';
import type {MouseEvent} from 'react';
import {countryName, type Market} from '@markets';
import {FlagImage} from '~/components/ui/FlagImage';
import {Modal, ModalCloseButton, ModalDescription, ModalTitle} from '~/components/ui/Modal';
import {useT} from '~/lib/i18n/i18n';
import {useMarket} from '~/lib/market-context';
import type {CountryRegion} from '~/lib/shell/types';
import {confirmAndGo} from './confirm-country';
import {marketSwitchHref, regionLists, switchableMarkets} from './country-options';

/** Lists the stores by region; choosing one opens the same page there. Loaded on first use. */
export function CountrySwitcherDialog({
  open,
  onClose,
  regions,
  showNewIntlCountries,
}: {
  open: boolean;
  onClose(): void;
  regions: CountryRegion[];
  showNewIntlCountries: boolean;
}) {
  const t = useT();
  const current = useMarket();
  const {pathname, search} = useLocation();
  const nameOf = (market: Market) => countryName(market, current.locale);
  const lists = regionLists(
    switchableMarkets(current.countryCode, showNewIntlCountries),
    regions,
    nameOf,
    current.locale,
  );
  const hrefFor = (target: Market) =>
    marketSwitchHref(target, {pathname, search, hostname: window.location.hostname});

  return (
    <Modal open={open} onClose={onClose} placement="sheet" data-testid="country-switcher">
      <div className="flex items-start gap-4 border-b border-neutral-200 px-6 py-4">
        <div className="flex-1">
          <ModalTitle className="text-lg font-semibold">{t('country.title')}</ModalTitle>
          <ModalDescription className="mt-1 text-sm text-neutral-600">
            {t('country.description')}
          </ModalDescription>
        </div>
        <ModalCloseButton label={t('common.close')} onClose={onClose} className="-me-2" />
      </div>
      <div className="overflow-y-auto px-6 py-4">
        <p className="mb-4 flex items-center gap-2 text-sm">
          <span className="text-neutral-600">{t('country.currentCountry')}</span>
          <FlagImage countryCode={current.countryCode} />
          <strong>
            {current.name} ({current.currency})
          </strong>
        </p>
        {lists.map((region) => (
          <section key={region.name ?? 'other'} className="mb-5" aria-label={region.name ?? undefined}>
            {region.name ? (
              <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-neutral-500">
                {region.name}
              </h3>
            ) : null}
            <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2 md:grid-cols-3">
              {region.markets.map((market) => (
                <li key={market.countryCode}>
                  <CountryLink
                    market={market}
                    href={hrefFor(market)}
                    isCurrent={market.countryCode === current.countryCode}
                    name={nameOf(market)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Modal>
  );
}

function CountryLink({
  market,
  href,
  isCurrent,
  name,
}: {
  market: Market;
  href: string;
  isCurrent: boolean;
  name: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks (new tab, new window) through untouched.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void confirmAndGo(href);
  };
  return (
    <a
      href={href}
      hrefLang={market.locale}
      onClick={onClick}
      aria-current={isCurrent ? 'true' : undefined}
      data-country={market.countryCode}
      className={`flex min-h-11 items-center gap-3 rounded px-3 text-sm hover:bg-neutral-100 ${
        isCurrent ? 'bg-neutral-100 font-semibold' : ''
      }`}
    >
      <FlagImage countryCode={market.countryCode} />
      <span className="flex-1">{name}</span>
      <span className="text-neutral-500">{market.currency}</span>
    </a>
  );
}
