import type {RootData} from '~/lib/root-data';
import type {GatedLinkData} from './gated-link';

/**
 * Root data fields the header can use but the root loader does not send yet
 * (customer session, gated membership). Absent means guest, not gated.
 */
interface OptionalHeaderFields {
  gatedLink?: GatedLinkData | null;
  isLoggedIn?: boolean;
  customerAccessToken?: unknown;
}

export function optionalRootFields(data: RootData): {signedIn: boolean; gatedLink: GatedLinkData | null} {
  const extra = data as RootData & OptionalHeaderFields;
  return {
    signedIn: extra.isLoggedIn === true || Boolean(extra.customerAccessToken),
    gatedLink: extra.gatedLink ?? null,
  };
}
