import {Dialog, DialogPanel, DialogTitle, Description} from '@headlessui/react';
import type {MouseEvent} from 'react';
import {CloseIcon} from '~/components/header/icons';
import type {Market} from '@markets';
import {countryName} from './country-names';
import {sortByName} from './country-options';
import type {CountryTexts} from './country-texts';
import {confirmAndGo} from './confirm-country';
import {FlagImage} from './FlagImage';

interface CountrySwitcherDialogProps {
  open: boolean;
  onClose(): void;
  current: Market;
  markets: Market[];
  texts: CountryTexts;
  closeLabel: string;
  /** The current page in another market. */
  hrefFor(market: Market): string;
}

interface RegionList {
  name: string | null;
  markets: Market[];
}

/** Groups markets by the content's regions; markets no region names go last, unnamed. */
function regionLists(markets: Market[], texts: CountryTexts, nameOf: (m: Market) => string, locale: string) {
  const byCode = new Map(markets.map((market) => [market.countryCode as string, market]));
  const lists: RegionList[] = [];
  for (const region of texts.regions) {
    const inRegion = region.countryCodes.flatMap((code) => {
      const market = byCode.get(code.toUpperCase());
      if (!market) return [];
      byCode.delete(code.toUpperCase());
      return [market];
    });
    if (inRegion.length > 0) lists.push({name: region.name, markets: sortByName(inRegion, nameOf, locale)});
  }
  if (byCode.size > 0) lists.push({name: null, markets: sortByName([...byCode.values()], nameOf, locale)});
  return lists;
}

/** Lists the stores by region; choosing one opens the same page there. */
export function CountrySwitcherDialog({
  open,
  onClose,
  current,
  markets,
  texts,
  closeLabel,
  hrefFor,
}: CountrySwitcherDialogProps) {
  const locale = current.locale;
  const nameOf = (market: Market) => countryName(market, locale);

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50" data-testid="country-switcher">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-6">
        <DialogPanel className="flex max-h-[90vh] w-full max-w-3xl flex-col overflow-hidden rounded-t-lg bg-white shadow-xl sm:rounded-lg">
          <div className="flex items-start gap-4 border-b border-neutral-200 px-6 py-4">
            <div className="flex-1">
              <DialogTitle className="text-lg font-semibold">{texts.title}</DialogTitle>
              <Description className="mt-1 text-sm text-neutral-600">{texts.description}</Description>
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-me-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="overflow-y-auto px-6 py-4">
            <p className="mb-4 flex items-center gap-2 text-sm">
              <span className="text-neutral-600">{texts.currentCountryLabel}</span>
              <FlagImage countryCode={current.countryCode} />
              <strong>
                {nameOf(current)} ({current.currency})
              </strong>
            </p>
            {open
              ? regionLists(markets, texts, nameOf, locale).map((region) => (
                  <section
                    key={region.name ?? 'other'}
                    className="mb-5"
                    aria-label={region.name ?? undefined}
                  >
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
                ))
              : null}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

interface CountryLinkProps {
  market: Market;
  href: string;
  isCurrent: boolean;
  name: string;
}

function CountryLink({market, href, isCurrent, name}: CountryLinkProps) {
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
