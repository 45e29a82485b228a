import type {AppLoadContext} from '@shopify/remix-oxygen';
import {reportError} from '~/lib/errors';
import {currentCustomer, customerAccessToken} from './current.server';
import {mayShowProduct, unlockedCollections} from './gated';
import {membershipConfig} from './membership.server';

/**
 * Who is looking at products, as far as members-only products and member prices care. Every
 * path that emits a product (a page, a list, a card, a sitemap, the bag) asks `canSee` with the
 * product's tags before it does; see docs/decisions/042-members-only-on-every-path.md.
 */
export interface ProductViewer {
  /** A signed-in customer: what they are shown is theirs alone, never kept by a shared cache. */
  signedIn: boolean;
  /** The customer's tags (member prices name them); empty for a guest. */
  tags: readonly string[];
  /** The members-only collections (lower-case handles) whose products this shopper may see. */
  unlocked: readonly string[];
}

/** A guest, and whoever could not be looked up: sees no members-only product. */
export const GUEST_VIEWER: ProductViewer = Object.freeze({signedIn: false, tags: [], unlocked: []});

const viewers = new WeakMap<object, {token: string | null; viewer: Promise<ProductViewer>}>();

/**
 * This request's viewer, looked up once however many paths ask. A guest costs no lookup; a
 * signed-in customer's tags and the gated configuration (cached) are read side by side. A
 * failed lookup is reported and counts as a guest, so members-only products stay hidden.
 */
export function productViewer(context: AppLoadContext): Promise<ProductViewer> {
  const token = customerAccessToken(context);
  const known = viewers.get(context.session);
  if (known && known.token === token) return known.viewer;
  const viewer = token ? lookUpViewer(context) : Promise.resolve(GUEST_VIEWER);
  viewers.set(context.session, {token, viewer});
  return viewer;
}

async function lookUpViewer(context: AppLoadContext): Promise<ProductViewer> {
  try {
    const [customer, config] = await Promise.all([currentCustomer(context), membershipConfig(context)]);
    if (!customer) return GUEST_VIEWER;
    return {signedIn: true, tags: customer.tags, unlocked: unlockedCollections(config.gated, customer.tags)};
  } catch (error) {
    reportError('SERVER-REQUEST', error, {lookup: 'product viewer'});
    return GUEST_VIEWER;
  }
}

/** Whether this viewer may be shown (or sold) a product with these tags. */
export function canSee(viewer: ProductViewer, productTags: readonly string[]): boolean {
  return mayShowProduct(viewer.unlocked, productTags);
}

/** The products of a list this viewer may see, in order. */
export function visibleTo<Item extends {tags: readonly string[]}>(
  viewer: ProductViewer,
  items: readonly Item[],
): Item[] {
  return items.filter((item) => canSee(viewer, item.tags));
}

/**
 * Cache-Control for a list that depends on who asks: a signed-in customer's lists (their
 * members-only products, their prices) stay in their browser; a guest's are everyone's.
 */
export function listCacheControl(viewer: ProductViewer, forEveryone: string): string {
  return viewer.signedIn ? 'private, no-store' : forEveryone;
}
