import {Link, type LinkProps} from '@remix-run/react';
import type {ReactNode} from 'react';
import {useT} from '~/lib/i18n/i18n';
import {useLocalizePath} from '~/lib/market-context';
import type {LinkView} from '~/lib/shell/types';

/** A Remix link that keeps the shopper in the current market. */
export function MarketLink({to, ...props}: LinkProps & {to: string}) {
  const localize = useLocalizePath();
  return <Link to={localize(to)} {...props} />;
}

function newTabProps(openInNewTab: boolean | undefined) {
  return openInNewTab ? {target: '_blank', rel: 'noopener noreferrer'} : {};
}

/** Site paths go through the router (keeping the market, prefetched on intent); anything else is a plain anchor. */
function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/**
 * A content or menu link as the shell renders it: its colour, a new tab announced to
 * screen readers, and the shopper's market kept for the site's own pages.
 */
export function SiteLink({
  link,
  className,
  children,
  ...props
}: {
  link: LinkView;
  className?: string;
  children?: ReactNode;
} & Omit<JSX.IntrinsicElements['a'], 'href' | 'ref'>) {
  const t = useT();
  const content = (
    <>
      {children ?? link.text}
      {link.openInNewTab ? <span className="sr-only"> ({t('common.opensInNewTab')})</span> : null}
    </>
  );
  const shared = {
    className,
    style: link.color ? {color: link.color} : undefined,
    ...newTabProps(link.openInNewTab),
    ...props,
  };
  return isSitePath(link.url) ? (
    <MarketLink to={link.url} prefetch="intent" {...shared}>
      {content}
    </MarketLink>
  ) : (
    <a href={link.url} {...shared}>
      {content}
    </a>
  );
}
