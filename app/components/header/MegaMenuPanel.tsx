import {useEffect, useRef, type KeyboardEvent} from 'react';
import {MarketLink} from '~/components/ui/MarketLink';
import type {NavGroup, NavItem, NavLink, Spotlight} from './nav-model';
import {panelLinks, panelMoveFor, targetIndex} from './panel-keyboard';

interface MegaMenuPanelProps {
  id: string;
  item: NavItem;
  open: boolean;
  /** Move focus to the first link when the panel opens (it was opened from the keyboard). */
  focusFirstLink: boolean;
  dir: 'ltr' | 'rtl';
  onEscape(): void;
}

/**
 * One mega menu: left column, optional right column, spotlight tiles. Stays in
 * the document while closed (hidden with `visibility`), so its links are
 * crawlable but neither seen, read out nor tabbable.
 */
export function MegaMenuPanel({id, item, open, focusFirstLink, dir, onEscape}: MegaMenuPanelProps) {
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
      onKeyDown={onKeyDown}
      data-state={open ? 'open' : 'closed'}
      className="invisible absolute inset-x-0 top-full z-20 border-t border-neutral-200 bg-white opacity-0 shadow-lg data-[state=open]:visible data-[state=open]:opacity-100 data-[state=open]:transition-opacity data-[state=open]:duration-100 motion-reduce:transition-none"
    >
      <div className="mx-auto flex max-w-screen-xl gap-12 px-8 py-8">
        <div className="flex flex-1 flex-wrap gap-x-12 gap-y-6">
          {item.leftColumn.map((group) => (
            <LinkGroup key={group.id} group={group} />
          ))}
        </div>
        {item.rightColumn.length > 0 ? (
          <div
            className="w-52 shrink-0 space-y-6 border-s border-neutral-200 ps-8"
            data-testid="mega-menu-right-column"
          >
            {item.rightColumn.map((group) => (
              <LinkGroup key={group.id} group={group} />
            ))}
          </div>
        ) : null}
        {item.spotlights.length > 0 ? (
          <ul className="flex shrink-0 gap-6" aria-label={item.label}>
            {item.spotlights.map((spotlight) => (
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
  const heading = group.heading;
  const headingId = `mega-menu-group-${group.id}`;
  return (
    <div className="min-w-40">
      <p id={headingId} className="mb-3 text-sm font-semibold">
        {heading.url ? <PanelLink link={heading as NavLink} /> : heading.label}
      </p>
      {group.links.length > 0 ? (
        <ul className="space-y-2" aria-labelledby={headingId}>
          {group.links.map((link) => (
            <li key={`${link.url}|${link.label}`}>
              <PanelLink link={link} className="text-sm text-neutral-700" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PanelLink({link, className = ''}: {link: NavLink; className?: string}) {
  return (
    <MarketLink
      to={link.url}
      className={`hover:underline ${className}`}
      style={link.color ? {color: link.color} : undefined}
      {...newTabProps(link.openInNewTab)}
    >
      {link.label}
    </MarketLink>
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

export function newTabProps(openInNewTab: boolean | undefined) {
  return openInNewTab ? {target: '_blank', rel: 'noopener noreferrer'} : {};
}
