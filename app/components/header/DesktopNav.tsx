import {useEffect, useRef, type FocusEvent, type KeyboardEvent} from 'react';
import {MarketLink} from '~/components/ui/MarketLink';
import {MegaMenuPanel, newTabProps} from './MegaMenuPanel';
import {MenuOverlay} from './MenuOverlay';
import type {NavItem, NavLink} from './nav-model';
import {isNavItemActive} from './nav-active';
import {useCurrentPath} from './use-current-path';
import {useMegaMenu, type MegaMenuState} from './use-mega-menu';

interface DesktopNavProps {
  items: NavItem[];
  gatedLink: NavLink | null;
  label: string;
  dir: 'ltr' | 'rtl';
}

const TOP_LEVEL =
  'inline-flex h-header-desktop items-center border-b-2 border-transparent px-3 text-sm font-medium hover:border-neutral-900 data-[active]:border-neutral-900 aria-expanded:border-neutral-900';

/** The desktop menu bar: links and mega menu triggers, one panel open at a time. */
export function DesktopNav({items, gatedLink, label, dir}: DesktopNavProps) {
  const menu = useMegaMenu();
  const path = useCurrentPath();
  return (
    <nav aria-label={label}>
      <ul className="flex items-center">
        {items.map((item) => {
          const active = isNavItemActive(item, path);
          return hasPanel(item) ? (
            <MegaMenuItem key={item.id} item={item} menu={menu} active={active} dir={dir} />
          ) : (
            <li key={item.id}>
              <TopLevelLink link={item} active={active} />
            </li>
          );
        })}
        {gatedLink ? (
          <li>
            <TopLevelLink link={gatedLink} active={false} testId="gated-nav-link" />
          </li>
        ) : null}
      </ul>
      <MenuOverlay open={menu.openId !== null} onPointerEnter={menu.hoverEnd} />
    </nav>
  );
}

function hasPanel(item: NavItem): boolean {
  return (
    item.opensPanel &&
    (item.leftColumn.length > 0 || item.rightColumn.length > 0 || item.spotlights.length > 0)
  );
}

function TopLevelLink({link, active, testId}: {link: NavLink; active: boolean; testId?: string}) {
  return (
    <MarketLink
      to={link.url}
      className={TOP_LEVEL}
      style={link.color ? {color: link.color} : undefined}
      aria-current={active ? 'true' : undefined}
      data-active={active || undefined}
      data-testid={testId}
      {...newTabProps(link.openInNewTab)}
    >
      {link.label}
    </MarketLink>
  );
}

interface MegaMenuItemProps {
  item: NavItem;
  menu: MegaMenuState;
  active: boolean;
  dir: 'ltr' | 'rtl';
}

function MegaMenuItem({item, menu, active, dir}: MegaMenuItemProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const open = menu.openId === item.id;
  const panelId = `mega-menu-${item.id}`;

  // A panel closing under the keyboard focus (the pointer wandered off) hands focus back to its trigger.
  const itemRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (!open && focused && focused !== triggerRef.current && itemRef.current?.contains(focused)) {
      triggerRef.current?.focus();
    }
  }, [open]);

  const closeAndRefocus = () => {
    menu.close();
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      menu.toggle(item.id, 'keyboard');
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      menu.open(item.id, 'keyboard');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      menu.close();
    }
  };

  // Focus moving elsewhere (a click outside, Shift+Tab off the trigger) closes the panel.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) menu.close();
  };

  return (
    <li
      ref={itemRef}
      onMouseEnter={() => menu.hoverStart(item.id)}
      onMouseLeave={menu.hoverEnd}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        className={TOP_LEVEL}
        style={item.color ? {color: item.color} : undefined}
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={active ? 'true' : undefined}
        data-active={active || undefined}
        onClick={() => menu.toggle(item.id, 'click')}
        onKeyDown={onTriggerKeyDown}
      >
        {item.label}
      </button>
      <MegaMenuPanel
        id={panelId}
        item={item}
        open={open}
        focusFirstLink={open && menu.openedBy === 'keyboard'}
        dir={dir}
        onEscape={closeAndRefocus}
      />
    </li>
  );
}
