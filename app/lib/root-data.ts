import {useRouteLoaderData} from '@remix-run/react';
import {useMemo} from 'react';
import type {RootLoader} from '~/root';
import {providerMissingError} from './errors';
import {featureFlags, type FeatureFlags} from './flags';

export type {
  BannerContent,
  CountrySwitcherContent,
  FooterContent,
  HeaderContent,
  LayoutContent,
  SiteVariablesContent,
} from './layout.server';

/**
 * The root loader's data: market, deferred cart, layout content (each piece null
 * when the content service failed; components render built-in fallbacks), feature
 * flags, visitor country, and the browser-safe settings.
 */
export type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<RootLoader>>>;

/** Settings the browser may see. Secrets never go in here. */
export interface PublicEnv {
  algoliaAppId: string;
  algoliaSearchKey: string;
  /** Set only when search runs somewhere other than Algolia's hosts (the emulator). */
  algoliaHost?: string;
  recaptchaSiteKey?: string;
  /** Set only when the captcha script is served somewhere other than Google (the emulator). */
  recaptchaHost?: string;
  klaviyoPublicKey?: string;
}

/** The session key set when the shopper closes a country dialog (shell §4). */
export const COUNTRY_CONFIRMED_SESSION_KEY = 'countryConfirmed';
/** Test automation sets this cookie (any non-empty value) so the country dialog stays shut. */
export const COUNTRY_AUTOMATION_COOKIE = 'automation';

/** The root loader's data; throws below an error boundary that has none. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootLoader>('root');
  if (!data) throw providerMissingError('useRootData', 'the root route (its loader has no data here)');
  return data;
}

/** The root loader's data, or undefined when the root loader itself failed. */
export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData<RootLoader>('root');
}

/** The request's feature flags: `useFlags().enabled('search', 'searchBar')`. */
export function useFlags(): FeatureFlags {
  const {flags} = useRootData();
  return useMemo(() => featureFlags(flags), [flags]);
}
