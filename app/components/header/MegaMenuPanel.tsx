import {useEffect, useRef, type KeyboardEvent} from 'react';
import {MarketLink, SiteLink} from '~/components/ui/links';
import type {NavGroup, NavPanel, Spotlight} from '~/lib/shell/types';
import {panelMoveFor, targetIndex} from './menu';

interface MegaMenuPanelProps {
  id: string;
  /** The menu item's name, for the spotlight list. */
  label: string;
  panel: NavPanel;
  open: boolean;
  /** Move focus to the first link when the panel opens (it was opened from the keyboard). */
  focusFirstLink: boolean;
  dir: 'ltr' | 'rtl';
  onEscape(): void;
}

const panelLinks = (panel: HTMLElement) => Array.from(panel.querySelectorAll<HTMLElement>('a[href]'));

/**
 * One mega menu: left column, optional right column, spotlight tiles. Loaded on first use;
 * stays in the document once opened (hidden with `visibility` while closed, so its links are
 * neither seen, read out nor tabbable). Arrow keys, Tab, Home and End move through its links.
 */
export function MegaMenuPanel({id, label, panel, open, focusFirstLink, dir, onEscape}: MegaMenuPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open && focusFirstLink && panelRef.current) panelLinks(panelRef.current)[0]?.focus();
  }, [open, focusFirstLink]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
      return;
    }
    const move = panelMoveFor(event, dir);
    if (!move || !panelRef.current) return;
    event.preventDefault();
    const links = panelLinks(panelRef.current);
    const current = links.indexOf(document.activeElement as HTMLElement);
    links[targetIndex(current, links.length, move)]?.focus();
  };

  return (
    <div
      id={id}
      ref={panelRef}
      // Not a control itself: it catches the keys pressed on its links as they bubble up.
      role="presentation"
      onKeyDown={onKeyDown}
      data-state={open ? 'open' : 'closed'}
      className="invisible absolute inset-x-0 top-full z-20 border-t border-neutral-200 bg-white opacity-0 shadow-lg data-[state=open]:visible data-[state=open]:opacity-100 data-[state=open]:transition-opacity data-[state=open]:duration-100 motion-reduce:transition-none"
    >
      <div className="mx-auto flex max-w-screen-xl gap-12 px-8 py-8">
        <div className="flex flex-1 flex-wrap gap-x-12 gap-y-6">
          {panel.leftColumn.map((group) => (
            <LinkGroup key={group.id} group={group} />
          ))}
        </div>
        {panel.rightColumn.length > 0 ? (
          <div
            className="w-52 shrink-0 space-y-6 border-s border-neutral-200 ps-8"
            data-testid="mega-menu-right-column"
          >
            {panel.rightColumn.map((group) => (
              <LinkGroup key={group.id} group={group} />
            ))}
          </div>
        ) : null}
        {panel.spotlights.length > 0 ? (
          <ul className="flex shrink-0 gap-6" aria-label={label}>
            {panel.spotlights.map((spotlight) => (
              <li key={spotlight.id}>
                <SpotlightTile spotlight={spotlight} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** A titled list; the title is not a heading, so open menus leave the page outline alone. */
function LinkGroup({group}: {group: NavGroup}) {
  const {heading} = group;
  const headingId = `mega-menu-group-${group.id}`;
  return (
    <div className="min-w-40">
      <p id={headingId} className="mb-3 text-sm font-semibold">
        {heading.url ? <SiteLink link={heading} className="hover:underline" /> : heading.text}
      </p>
      {group.links.length > 0 ? (
        <ul className="space-y-2" aria-labelledby={headingId}>
          {group.links.map((link) => (
            <li key={`${link.url}|${link.text}`}>
              <SiteLink link={link} className="text-sm text-neutral-700 hover:underline" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function SpotlightTile({spotlight}: {spotlight: Spotlight}) {
  const {image} = spotlight;
  return (
    <MarketLink to={spotlight.url} className="group block w-56" data-testid="mega-menu-spotlight">
      <img
        src={image.url}
        alt={image.alt}
        width={image.width ?? 448}
        height={image.height ?? 560}
        loading="lazy"
        style={{aspectRatio: spotlight.aspectRatio ?? '4/5'}}
        className="w-full bg-neutral-100 object-cover"
      />
      {spotlight.title ? (
        <span className="mt-2 block text-sm font-semibold group-hover:underline">{spotlight.title}</span>
      ) : null}
      {spotlight.description ? (
        <span className="block text-sm text-neutral-600">{spotlight.description}</span>
      ) : null}
    </MarketLink>
  );
}
