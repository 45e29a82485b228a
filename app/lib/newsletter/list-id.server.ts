import {newsletterListId} from '@cms/mappers/footer';
import type {FooterContent} from '~/lib/layout.server';

/**
 * The newsletter list of the environment the app runs in ("list id chosen per
 * environment"): KLAVIYO_NEWSLETTER_LIST_ID when set, else the footer content's list
 * for PUBLIC_SITE_ENV (production's when that environment has none).
 */
export function newsletterListIdFor(env: Partial<Env>, footer: FooterContent | null): string | null {
  const fromEnv = env.KLAVIYO_NEWSLETTER_LIST_ID?.trim();
  if (fromEnv) return fromEnv;
  if (!footer?.newsletter) return null;
  return newsletterListId(footer.newsletter, env.PUBLIC_SITE_ENV?.trim() || 'development');
}
