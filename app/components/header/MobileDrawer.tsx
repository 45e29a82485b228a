import {Dialog, DialogPanel, DialogTitle} from '@headlessui/react';
import {useLocation} from '@remix-run/react';
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {MarketLink} from '~/components/ui/MarketLink';
import {ChevronIcon, CloseIcon} from './icons';
import {newTabProps} from './MegaMenuPanel';
import type {NavGroup, NavItem, NavLink} from './nav-model';

interface MobileDrawerProps {
  open: boolean;
  onClose(): void;
  items: NavItem[];
  gatedLink: NavLink | null;
  labels: {title: string; close: string; back: string; shopAll: string};
  /** Account and country controls at the foot of the drawer. */
  footer: ReactNode;
}

/** Where the drawer is: the top level, an item's groups, or a group's links. */
type Level = {depth: 1} | {depth: 2; item: NavItem} | {depth: 3; item: NavItem; group: NavGroup};

const ROW = 'flex min-h-12 w-full items-center justify-between gap-3 px-5 text-start text-base';

/** The mobile menu: a focus-trapped drawer from the inline start with up to three levels. */
export function MobileDrawer({open, onClose, items, gatedLink, labels, footer}: MobileDrawerProps) {
  const [level, setLevel] = useState<Level>({depth: 1});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {pathname, search} = useLocation();

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => onCloseRef.current(), [pathname, search]);

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
    level.depth === 1 ? labels.title : level.depth === 2 ? level.item.label : level.group.heading.label;

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel
        className="fixed inset-y-0 start-0 flex w-[min(24rem,88vw)] flex-col bg-white shadow-xl"
        data-testid="mobile-drawer"
      >
        <div className="flex h-header-mobile shrink-0 items-center gap-2 border-b border-neutral-200 px-2">
          {level.depth > 1 ? (
            <button type="button" onClick={back} className="inline-flex h-10 items-center gap-1 px-2 text-sm">
              <ChevronIcon pointing="back" width={18} height={18} />
              {labels.back}
            </button>
          ) : null}
          <DialogTitle
            as="h2"
            ref={headingRef}
            tabIndex={-1}
            className="flex-1 truncate px-2 text-base font-semibold outline-none"
          >
            {title}
          </DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={labels.close}
            className="inline-flex h-10 w-10 items-center justify-center"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={labels.title} className="flex-1 overflow-y-auto py-2">
          {level.depth === 1 ? (
            <TopLevelList items={items} gatedLink={gatedLink} onOpen={(item) => goTo({depth: 2, item})} />
          ) : level.depth === 2 ? (
            <GroupList
              item={level.item}
              shopAllLabel={labels.shopAll}
              onOpen={(group) => goTo({depth: 3, item: level.item, group})}
            />
          ) : (
            <LinkList group={level.group} shopAllLabel={labels.shopAll} />
          )}
        </nav>
        <div className="shrink-0 border-t border-neutral-200 p-3">{footer}</div>
      </DialogPanel>
    </Dialog>
  );
}

function TopLevelList({
  items,
  gatedLink,
  onOpen,
}: {
  items: NavItem[];
  gatedLink: NavLink | null;
  onOpen(item: NavItem): void;
}) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          {item.opensPanel && item.leftColumn.length + item.rightColumn.length > 0 ? (
            <LevelButton label={item.label} color={item.color} onClick={() => onOpen(item)} />
          ) : (
            <DrawerLink link={item} />
          )}
        </li>
      ))}
      {gatedLink ? (
        <li>
          <DrawerLink link={gatedLink} />
        </li>
      ) : null}
    </ul>
  );
}

function GroupList({
  item,
  shopAllLabel,
  onOpen,
}: {
  item: NavItem;
  shopAllLabel: string;
  onOpen(group: NavGroup): void;
}) {
  const groups = [...item.leftColumn, ...item.rightColumn];
  return (
    <ul>
      <li>
        <DrawerLink link={{label: `${shopAllLabel} ${item.label}`, url: item.url}} />
      </li>
      {groups.map((group) => (
        <li key={group.id}>
          {group.links.length > 0 ? (
            <LevelButton label={group.heading.label} onClick={() => onOpen(group)} />
          ) : group.heading.url ? (
            <DrawerLink link={group.heading as NavLink} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function LinkList({group, shopAllLabel}: {group: NavGroup; shopAllLabel: string}) {
  // The group's own page gets a "shop all" row unless one of its links already goes there.
  const headingUrl = group.heading.url;
  const offersShopAll = Boolean(headingUrl) && !group.links.some((link) => link.url === headingUrl);
  return (
    <ul>
      {offersShopAll ? (
        <li>
          <DrawerLink
            link={{...(group.heading as NavLink), label: `${shopAllLabel} ${group.heading.label}`}}
          />
        </li>
      ) : null}
      {group.links.map((link) => (
        <li key={`${link.url}|${link.label}`}>
          <DrawerLink link={link} />
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

function DrawerLink({link}: {link: NavLink}) {
  return (
    <MarketLink
      to={link.url}
      className={ROW}
      style={link.color ? {color: link.color} : undefined}
      {...newTabProps(link.openInNewTab)}
    >
      {link.label}
    </MarketLink>
  );
}
