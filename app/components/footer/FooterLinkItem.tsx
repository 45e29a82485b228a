import {MarketLink} from '~/components/ui/MarketLink';
import {isSitePath, type FooterLink} from './links';

/** A site path keeps the shopper's market; other links open as written, new tabs announced. */
export function FooterLinkItem({
  link,
  opensInNewTabLabel,
  className,
}: {
  link: FooterLink;
  opensInNewTabLabel: string;
  className?: string;
}) {
  const newTab = link.openInNewTab ? {target: '_blank', rel: 'noopener noreferrer'} : {};
  const text = (
    <>
      {link.text}
      {link.openInNewTab ? <span className="sr-only"> ({opensInNewTabLabel})</span> : null}
    </>
  );
  if (isSitePath(link.url)) {
    return (
      <MarketLink to={link.url} className={className} prefetch="intent" {...newTab}>
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
