import type {ReactNode} from 'react';
import type {Link} from '@cms/mappers/link';
import {MarketLink} from '~/components/ui/MarketLink';

/** A link from content: app paths stay in the market, other URLs leave the site. */
export function ContentLink({
  link,
  className,
  children,
}: {
  link: Link;
  className?: string;
  children?: ReactNode;
}) {
  const text = children ?? link.text;
  const newTab = link.openInNewTab ? {target: '_blank', rel: 'noopener noreferrer'} : {};
  if (link.url.startsWith('/') && !link.url.startsWith('//')) {
    return (
      <MarketLink to={link.url} className={className} {...newTab}>
        {text}
      </MarketLink>
    );
  }
  return (
    <a href={link.url} className={className} {...newTab}>
      {text}
    </a>
  );
}

export const BUTTON_CLASS =
  'inline-flex min-h-button-md items-center justify-center rounded-sm px-6 text-sm font-semibold tracking-wide';
