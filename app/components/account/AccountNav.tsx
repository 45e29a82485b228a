import {Form, NavLink} from '@remix-run/react';
import {useT} from '~/lib/i18n/i18n';
import {useLocalizePath} from '~/lib/market-context';
import {clearBrowserUserTokens} from '~/lib/customer/browser-user-tokens';

const SECTIONS = [
  {to: '/account/dashboard', label: 'account.nav.dashboard'},
  {to: '/account/orders', label: 'account.nav.orders'},
  {to: '/account/addresses', label: 'account.nav.addresses'},
  {to: '/account/profile', label: 'account.nav.profile'},
] as const;

/**
 * The account's sections and the sign-out button: a column beside the page on wide screens,
 * a scrolling row above it on phones.
 */
export function AccountNav() {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <nav aria-label={t('account.nav.label')} className="md:w-56 md:shrink-0">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-col md:px-0">
        {SECTIONS.map((section) => (
          <li key={section.to} className="shrink-0">
            <NavLink
              to={localize(section.to)}
              prefetch="intent"
              className="block rounded px-3 py-2 hover:bg-neutral-100 aria-[current=page]:bg-neutral-900 aria-[current=page]:text-white"
            >
              {t(section.label)}
            </NavLink>
          </li>
        ))}
        <li className="shrink-0 md:mt-4 md:border-t md:border-neutral-200 md:pt-4">
          <Form method="post" action={localize('/account/logout')} onSubmit={clearBrowserUserTokens}>
            <button
              type="submit"
              className="w-full rounded px-3 py-2 text-start underline hover:bg-neutral-100"
            >
              {t('account.nav.signOut')}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
