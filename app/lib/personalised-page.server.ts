import type {AppLoadContext} from '@shopify/remix-oxygen';
import {currentCustomer} from '~/lib/customer/current.server';
import {productViewer} from '~/lib/customer/product-access.server';
import {reportError} from '~/lib/errors';
import {listMessages} from '~/lib/product/messages.server';
import {
  pageSlots,
  personalisationSession,
  productGid,
  readPersonalisationConfig,
  slotsWithCards,
} from '~/lib/product/personalisation.server';
import type {ProductLists} from '~/lib/product/types';
import {productCardsById} from '~/lib/search/cards-by-id.server';

/** The pages that show the service's slots outside product pages and the bag. */
export const PERSONALISED_PAGES = {front: 'FRONT_PAGE', general: 'GENERAL'} as const;
export type PersonalisedPage = keyof typeof PERSONALISED_PAGES;

/**
 * The personalisation service's slots for the front page or a content page, as product lists:
 * the page's view is recorded on the shopper's session (a new one when they have none) and the
 * slots' products become cards from one read of the search index (decision 037). The browser
 * asks for this once the page is live (never on the page's own request); empty where the
 * service is not configured, answers nothing or is slow (reported).
 */
export async function personalisedPageLists(
  context: AppLoadContext,
  request: Request,
  page: PersonalisedPage,
  pageUrl: string,
): Promise<{lists: ProductLists; setCookie: string | null}> {
  const messages = listMessages(context.market.locale);
  const empty = {lists: {products: [], slots: [], messages}, setCookie: null};
  const config = readPersonalisationConfig(context.env);
  if (!config) return empty;
  const [session, customer, viewer] = await Promise.all([
    personalisationSession(config, request),
    currentCustomer(context).catch(() => null),
    productViewer(context),
  ]);
  if (!session) return empty;
  const slots = await pageSlots(
    config,
    {sessionId: session.id, page: PERSONALISED_PAGES[page], pageUrl, customerId: customer?.userId ?? null},
    context.deadlines.remaining('personalisation'),
  );
  const ids = slots.flatMap((slot) => slot.productIds.map(productGid));
  if (ids.length === 0) return {lists: {products: [], slots: [], messages}, setCookie: session.setCookie};
  try {
    // Members-only products only for the members they are for.
    const cards = await productCardsById(context, ids, viewer);
    return {
      lists: {products: [], slots: slotsWithCards(slots, cards, ''), messages},
      setCookie: session.setCookie,
    };
  } catch (error) {
    reportError('SERVER-REQUEST', error, {lookup: 'personalised products'});
    return {lists: {products: [], slots: [], messages, failed: true}, setCookie: session.setCookie};
  }
}
