import {useLocation} from '@remix-run/react';
import {useEffect, useRef, useState} from 'react';
import {openCountrySwitcher, usePreloadCountrySwitcher} from '~/components/country/country-switcher-store';
import {FlagImage} from '~/components/ui/FlagImage';
import {preloadOnReach} from '~/components/ui/preload-on-reach';
import {AccountIcon, ChevronIcon} from '~/components/ui/icons';
import {MarketLink, SiteLink} from '~/components/ui/links';
import {Modal, ModalCloseButton, ModalTitle} from '~/components/ui/Modal';
import {useT} from '~/lib/i18n/i18n';
import {useMarket} from '~/lib/market-context';
import type {LinkView, NavEntry, NavGroup} from '~/lib/shell/types';

interface MobileDrawerProps {
  open: boolean;
  onClose(): void;
  /** The drawer's menu; while its content is still on the way, the bar's items as plain links. */
  items: NavEntry[];
  gatedLink: LinkView | null;
  signedIn: boolean;
}

/** Where the drawer is: the top level, an item's groups, or a group's links. */
type Level = {depth: 1} | {depth: 2; item: NavEntry} | {depth: 3; item: NavEntry; group: NavGroup};

const ROW = 'flex min-h-12 w-full items-center justify-between gap-3 px-5 text-start text-base';

/**
 * The mobile menu: a focus-trapped drawer from the reading direction's start with up to
 * three levels, account and country at its foot. Closes on navigation. Loaded on first use.
 */
export function MobileDrawer({open, onClose, items, gatedLink, signedIn}: MobileDrawerProps) {
  const t = useT();
  const market = useMarket();
  const preloadCountrySwitcher = usePreloadCountrySwitcher();
  const [level, setLevel] = useState<Level>({depth: 1});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {pathname, search} = useLocation();

  // Closes when the shopper goes somewhere (the drawer mounts on first opening, so not on mount).
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const location = `${pathname}${search}`;
  const openedAt = useRef(location);
  useEffect(() => {
    if (openedAt.current !== location) onCloseRef.current();
    openedAt.current = location;
  }, [location]);
  useEffect(() => {
    if (!open) setLevel({depth: 1});
  }, [open]);

  const goTo = (next: Level) => {
    setLevel(next);
    // The new level's title takes focus so screen readers announce where the shopper is.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const back = () => goTo(level.depth === 3 ? {depth: 2, item: level.item} : {depth: 1});
  const title =
    level.depth === 1 ? t('header.menu') : level.depth === 2 ? level.item.text : level.group.heading.text;

  return (
    <Modal open={open} onClose={onClose} placement="start" data-testid="mobile-drawer">
      <div className="flex h-header-mobile shrink-0 items-center gap-2 border-b border-neutral-200 px-2">
        {level.depth > 1 ? (
          <button type="button" onClick={back} className="inline-flex h-10 items-center gap-1 px-2 text-sm">
            <ChevronIcon pointing="back" width={18} height={18} />
            {t('header.back')}
          </button>
        ) : null}
        <ModalTitle
          as="h2"
          ref={headingRef}
          tabIndex={-1}
          className="flex-1 truncate px-2 text-base font-semibold outline-none"
        >
          {title}
        </ModalTitle>
        <ModalCloseButton label={t('header.closeMenu')} onClose={onClose} />
      </div>
      <nav aria-label={t('header.menu')} className="flex-1 overflow-y-auto py-2">
        {level.depth === 1 ? (
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                {item.panel && item.panel.leftColumn.length + item.panel.rightColumn.length > 0 ? (
                  <LevelButton label={item.text} color={item.color} onClick={() => goTo({depth: 2, item})} />
                ) : (
                  <SiteLink link={item} className={ROW} />
                )}
              </li>
            ))}
            {gatedLink ? (
              <li>
                <SiteLink link={gatedLink} className={ROW} />
              </li>
            ) : null}
          </ul>
        ) : level.depth === 2 ? (
          <GroupList item={level.item} onOpen={(group) => goTo({depth: 3, item: level.item, group})} />
        ) : (
          <LinkList group={level.group} />
        )}
      </nav>
      <div className="flex shrink-0 flex-col border-t border-neutral-200 p-3">
        <MarketLink
          to={signedIn ? '/account/dashboard' : '/account/login'}
          className="flex min-h-12 items-center gap-3 px-2"
        >
          <AccountIcon />
          {t('header.account')}
        </MarketLink>
        <button
          type="button"
          className="flex min-h-12 items-center gap-3 px-2 text-start"
          aria-haspopup="dialog"
          {...preloadOnReach(preloadCountrySwitcher)}
          onClick={() => {
            onClose();
            openCountrySwitcher();
          }}
        >
          <FlagImage countryCode={market.countryCode} />
          <span>
            <span className="sr-only">{t('header.changeCountry')}: </span>
            {market.name} ({market.currency})
          </span>
        </button>
      </div>
    </Modal>
  );
}

function GroupList({item, onOpen}: {item: NavEntry; onOpen(group: NavGroup): void}) {
  const t = useT();
  const panel = item.panel!;
  return (
    <ul>
      <li>
        <SiteLink link={{text: `${t('header.shopAll')} ${item.text}`, url: item.url}} className={ROW} />
      </li>
      {[...panel.leftColumn, ...panel.rightColumn].map((group) => (
        <li key={group.id}>
          {group.links.length > 0 ? (
            <LevelButton label={group.heading.text} onClick={() => onOpen(group)} />
          ) : group.heading.url ? (
            <SiteLink link={group.heading} className={ROW} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function LinkList({group}: {group: NavGroup}) {
  const t = useT();
  const {heading} = group;
  // The group's own page gets a "shop all" row unless one of its links already goes there.
  const offersShopAll = Boolean(heading.url) && !group.links.some((link) => link.url === heading.url);
  return (
    <ul>
      {offersShopAll && heading.url ? (
        <li>
          <SiteLink link={{...heading, text: `${t('header.shopAll')} ${heading.text}`}} className={ROW} />
        </li>
      ) : null}
      {group.links.map((link) => (
        <li key={`${link.url}|${link.text}`}>
          <SiteLink link={link} className={ROW} />
        </li>
      ))}
    </ul>
  );
}

function LevelButton({label, color, onClick}: {label: string; color?: string; onClick(): void}) {
  return (
    <button type="button" className={ROW} style={color ? {color} : undefined} onClick={onClick}>
      <span>{label}</span>
      <ChevronIcon width={18} height={18} />
    </button>
  );
}
