import {Link, NavLink, type LinkProps, type NavLinkProps} from '@remix-run/react';
import {useLocalizePath} from '~/lib/use-market';

/** A Remix link that keeps the shopper in the current market. */
export function MarketLink({to, ...props}: LinkProps & {to: string}) {
  const localize = useLocalizePath();
  return <Link to={localize(to)} {...props} />;
}

export function MarketNavLink({to, ...props}: NavLinkProps & {to: string}) {
  const localize = useLocalizePath();
  return <NavLink to={localize(to)} {...props} />;
}
