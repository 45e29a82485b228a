import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CartContent} from '@cms/mappers/shopping-cart';
import {currentCustomer, customerAccessToken} from '~/lib/customer/current.server';
import {accountSource} from '~/lib/customer/accounts.server';
import {memberView, type MemberView} from '~/lib/customer/member.server';
import {loadSavingsCapTexts} from '~/lib/customer/savings-info.server';
import {productViewer, type ProductViewer} from '~/lib/customer/product-access.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import {reportError} from '~/lib/errors';
import {readBag, type Bag} from './bag.server';
import type {BagView} from './bag-view';
import {buildBagView, holdsGiftCard} from './bag-view.server';
import {memberPricesEnded} from './buyer.server';
import {loadBagContent, loadGiftFormContent} from './content.server';
import type {GiftConfig} from './gift';
import {bagGiftConfig} from './gift.server';
import {bagMessages} from './messages.server';
import {bagOutcomeText} from './outcome.server';

/** What the bag's view needs besides the bag: asked at once, beside the bag's own call. */
export interface BagViewSources {
  content: Promise<CartContent | null>;
  giftConfig: Promise<GiftConfig | null>;
  shopper: Promise<ProductViewer>;
  /** A member's programme (the community toggle, the savings cap note); null for anyone else. */
  member: Promise<MemberView | null>;
}

/**
 * Starts what the bag's view needs besides the bag (content and the gift's configuration are
 * cached; the shopper is looked up once per request), so that it arrives while the bag is
 * read or changed rather than after. Without a bag there is no gift to describe.
 */
export function bagViewSources(context: AppLoadContext, {hasBag = true} = {}): BagViewSources {
  return {
    content: loadBagContent(context),
    giftConfig: hasBag ? bagGiftConfig(context) : Promise.resolve(null),
    shopper: productViewer(context),
    member: memberSource(context),
  };
}

/**
 * A signed-in shopper's programme. Its record and the programmes' savings cap texts are asked
 * beside the customer rather than after (whether they are in a programme is in the customer's
 * tags): a member's bag then waits for one call, and a customer in no programme costs a call
 * that no one waits for (the texts are cached per language).
 */
function memberSource(context: AppLoadContext): Promise<MemberView | null> {
  const accessToken = customerAccessToken(context);
  if (!accessToken) return Promise.resolve(null);
  const customer = currentCustomer(context);
  const membership = accountSource(context).membership(context, accessToken);
  const savingsTexts = loadSavingsCapTexts(context);
  // Unread when the customer turns out to be in no programme.
  membership.catch(() => undefined);
  savingsTexts.catch(() => undefined);
  return customer
    .then((c) => (c ? memberView(context, c, accessToken, {membership, savingsTexts}) : null))
    .catch(() => null);
}

/**
 * The bag's view model, built once on the server for the bag page, the drawer and the header's
 * count: from a bag just read (the page) or just changed (an action's answer).
 */
export async function bagViewOf(
  context: AppLoadContext,
  bag: Bag | null,
  sources: BagViewSources,
): Promise<BagView> {
  const {locale} = context.market;
  const [content, giftConfig, shopper] = await Promise.all([
    sources.content,
    sources.giftConfig,
    sources.shopper,
  ]);
  const [member, giftForm] = await Promise.all([
    bag ? sources.member : null,
    holdsGiftCard(bag) ? loadGiftFormContent(context) : null,
  ]);
  return buildBagView({
    bag,
    market: context.market,
    content,
    giftForm,
    giftConfig,
    shopper,
    memberPricesEnded: memberPricesEnded(context, bag),
    communityMember: member?.active ?? false,
    member,
    t: createTranslator(messagesFor(locale, ['cart', 'member']), locale),
    now: new Date(),
  });
}

/**
 * What the bag page and the drawer render: the bag's view model, the `cart` texts, and the
 * outcome a plain form post came back with. Content and the gift configuration are optional.
 */
export async function loadBagPage(context: AppLoadContext, url: URL) {
  const {locale} = context.market;
  const sources = bagViewSources(context, {hasBag: Boolean(context.cart.getCartId())});
  const read = await readBag(context).catch((error: unknown) => {
    reportError('SERVICE-UNAVAILABLE', error, {service: 'storefront'});
    return null;
  });
  const {bag, headers} = read ?? {bag: null, headers: new Headers()};
  const built = await bagViewOf(context, bag, sources);
  // Without the Storefront API the bag cannot be shown: the page says so (503) and keeps the
  // shell, instead of an error page.
  const view = read ? built : {...built, unavailable: true};
  const messages = bagMessages(locale, view);
  if (!read) return {view, messages, outcome: null, headers, status: 503};
  return {view, messages, outcome: bagOutcomeText(url, locale), headers, status: 200};
}
