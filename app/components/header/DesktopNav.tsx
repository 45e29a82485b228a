import {Suspense, useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent} from 'react';
import {useShellPart} from '~/components/layout/use-shell-part';
import {lazyWithPreload} from '~/page-weight';
import {preloadOnReach} from '~/components/ui/preload-on-reach';
import {SiteLink} from '~/components/ui/links';
import {useCurrentPath, useMarket} from '~/lib/market-context';
import type {LinkView, NavItem, NavPanel} from '~/lib/shell/types';
import {isNavItemActive, useMegaMenu, type MegaMenuState} from './menu';

/**
 * Panels are closed on arrival: their code and content (the `navigation` shell part) come when
 * a pointer first comes over the menu bar or it takes focus, before any panel opens.
 */
const MegaMenuPanel = lazyWithPreload(
  import.meta.env.SSR ? null : () => import('./MegaMenuPanel').then((module) => module.MegaMenuPanel),
);

const TOP_LEVEL =
  'inline-flex h-header-desktop items-center border-b-2 border-transparent px-3 text-sm font-medium hover:border-neutral-900 data-[active]:border-neutral-900 aria-expanded:border-neutral-900';

/** The desktop menu bar: links and mega menu triggers, one panel open at a time. */
export function DesktopNav({
  items,
  gatedLink,
  label,
}: {
  items: NavItem[];
  gatedLink: LinkView | null;
  label: string;
}) {
  const menu = useMegaMenu();
  const path = useCurrentPath();
  const navigation = useShellPart('navigation');
  const {load} = navigation;
  // The dimming layer is not in the server's HTML: it joins when the menus are about to be used.
  const [dimmerReady, setDimmerReady] = useState(false);
  const preload = useCallback(() => {
    void MegaMenuPanel.preload();
    load();
    setDimmerReady(true);
  }, [load]);
  const panels = new Map(navigation.data?.desktop.map((entry) => [entry.id, entry.panel]));
  return (
    <nav aria-label={label} {...preloadOnReach(preload)}>
      <ul className="flex items-center">
        {items.map((item) => {
          const active = isNavItemActive(item, path);
          return item.hasPanel ? (
            <MegaMenuItem key={item.id} item={item} panel={panels.get(item.id)} menu={menu} active={active} />
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
      {/* Dims the page under an open menu: fades in over 100 ms, out over 300 ms. */}
      {dimmerReady ? (
        <div
          aria-hidden="true"
          data-state={menu.openId !== null ? 'open' : 'closed'}
          data-testid="menu-overlay"
          onPointerEnter={menu.openId !== null ? menu.hoverEnd : undefined}
          className="pointer-events-none absolute inset-x-0 top-full z-10 h-screen bg-black/30 opacity-0 transition-opacity duration-300 data-[state=open]:pointer-events-auto data-[state=open]:opacity-100 data-[state=open]:duration-100 motion-reduce:transition-none"
        />
      ) : null}
    </nav>
  );
}

function TopLevelLink({link, active, testId}: {link: LinkView; active: boolean; testId?: string}) {
  return (
    <SiteLink
      link={link}
      className={TOP_LEVEL}
      aria-current={active ? 'true' : undefined}
      data-active={active || undefined}
      data-testid={testId}
    />
  );
}

function MegaMenuItem({
  item,
  panel,
  menu,
  active,
}: {
  item: NavItem;
  /** Undefined until the menus' content has arrived. */
  panel: NavPanel | undefined;
  menu: MegaMenuState;
  active: boolean;
}) {
  const {dir} = useMarket();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const open = menu.openId === item.id;
  const panelId = `mega-menu-${item.id}`;
  // Mounted on first opening and kept, so closing can fade out and reopening is instant.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  // A panel closing under the keyboard focus (the pointer wandered off) hands focus back to its trigger.
  useEffect(() => {
    const focused = document.activeElement;
    if (!open && focused && focused !== triggerRef.current && itemRef.current?.contains(focused)) {
      triggerRef.current?.focus();
    }
  }, [open]);

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
      // Over, not enter: React's enter never comes when the element the pointer left was
      // replaced under it (a lazy section taking over), and the menu would not open. Keyboard
      // users open the panel from its button (Enter, Space, arrow down): opening on focus would
      // open every panel Tab passes through.
      // eslint-disable-next-line jsx-a11y/mouse-events-have-key-events
      onMouseOver={() => menu.hoverStart(item.id)}
      onMouseLeave={menu.hoverEnd}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        className={TOP_LEVEL}
        style={item.color ? {color: item.color} : undefined}
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        aria-current={active ? 'true' : undefined}
        data-active={active || undefined}
        onClick={() => menu.toggle(item.id, 'click')}
        onKeyDown={onTriggerKeyDown}
      >
        {item.text}
      </button>
      {mounted && panel ? (
        <Suspense fallback={null}>
          <MegaMenuPanel
            id={panelId}
            label={item.text}
            panel={panel}
            open={open}
            focusFirstLink={open && menu.openedBy === 'keyboard'}
            dir={dir}
            onEscape={() => {
              menu.close();
              triggerRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
