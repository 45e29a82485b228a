import type {AppLoadContext} from '@shopify/remix-oxygen';
import {currentCustomer, customerAccessToken} from '~/lib/customer/current.server';
import {memberView} from '~/lib/customer/member.server';
import {productViewer} from '~/lib/customer/product-access.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import {reportError} from '~/lib/errors';
import {readBag} from './bag.server';
import {buildBagView, holdsGiftCard} from './bag-view.server';
import {memberPricesEnded} from './buyer.server';
import {loadBagContent, loadGiftFormContent} from './content.server';
import {loadGiftConfig} from './gift.server';
import {bagMessages} from './messages.server';
import {bagOutcomeText} from './outcome.server';

/**
 * What the bag page and the drawer render: the bag's view model, the `cart` texts, and the
 * outcome a plain form post came back with. Content and the gift configuration are optional.
 */
export async function loadBagPage(context: AppLoadContext, url: URL) {
  const {locale} = context.market;
  const [read, content, giftConfig, customer, shopper] = await Promise.all([
    readBag(context).catch((error: unknown) => {
      reportError('SERVICE-UNAVAILABLE', error, {service: 'storefront'});
      return null;
    }),
    loadBagContent(context),
    context.cart.getCartId() ? loadGiftConfig(context, context.market.countryCode) : null,
    currentCustomer(context).catch(() => null),
    productViewer(context),
  ]);
  const {bag, headers} = read ?? {bag: null, headers: new Headers()};
  // A member's programme (for the community toggle and the savings cap note): read beside the
  // gift card texts, after the customer, never after the bag.
  const accessToken = customerAccessToken(context);
  const [member, giftForm] = await Promise.all([
    bag && customer && accessToken ? memberView(context, customer, accessToken).catch(() => null) : null,
    holdsGiftCard(bag) ? loadGiftFormContent(context) : null,
  ]);
  const built = buildBagView({
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
  // Without the Storefront API the bag cannot be shown: the page says so (503), and the drawer
  // (which reloads this data after every bag action) keeps the page instead of an error page.
  const view = read ? built : {...built, unavailable: true};
  const messages = bagMessages(locale, view);
  if (!read) return {view, messages, outcome: null, headers, status: 503};
  return {view, messages, outcome: bagOutcomeText(url, locale), headers, status: 200};
}
