import type {AppLoadContext} from '@shopify/remix-oxygen';
import {currentCustomer} from '~/lib/customer/current.server';
import {isActiveCommunityMember} from '~/lib/customer/membership.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import type {MessageBundle} from '~/lib/i18n/types';
import {createTranslator} from '~/lib/i18n/translator';
import {reportError} from '~/lib/errors';
import {readBag} from './bag.server';
import {buildBagView, holdsGiftCard} from './bag-view.server';
import {loadBagContent, loadGiftFormContent} from './content.server';
import {loadGiftConfig} from './gift.server';
import {bagOutcomeText} from './outcome.server';

/**
 * What the bag page and the drawer render: the bag's view model, the `cart` texts, and the
 * outcome a plain form post came back with. Content and the gift configuration are optional.
 */
export async function loadBagPage(context: AppLoadContext, url: URL) {
  const {locale} = context.market;
  const [read, content, giftConfig, customer] = await Promise.all([
    readBag(context).catch((error: unknown) => {
      reportError('SERVICE-UNAVAILABLE', error, {service: 'storefront'});
      return null;
    }),
    loadBagContent(context),
    context.cart.getCartId() ? loadGiftConfig(context, context.market.countryCode) : null,
    currentCustomer(context).catch(() => null),
  ]);
  const {bag, headers} = read ?? {bag: null, headers: new Headers()};
  const [communityMember, giftForm] = await Promise.all([
    bag ? isActiveCommunityMember(context, customer).catch(() => false) : false,
    holdsGiftCard(bag) ? loadGiftFormContent(context) : null,
  ]);
  const messages = messagesFor(locale, ['cart']);
  const view = buildBagView({
    bag,
    market: context.market,
    content,
    giftForm,
    giftConfig,
    customerTags: customer?.tags ?? [],
    communityMember,
    t: createTranslator(messages, locale),
    now: new Date(),
  });
  const pageMessages = withoutServerOnlyTexts(messages);
  // Without the Storefront API the bag cannot be shown: the page says so (503), and the drawer
  // (which reloads this data after every bag action) keeps the page instead of an error page.
  if (!read)
    return {view: {...view, unavailable: true}, messages: pageMessages, outcome: null, headers, status: 503};
  return {view, messages: pageMessages, outcome: bagOutcomeText(url, locale), headers, status: 200};
}

/**
 * The gift card form's texts are in the view model and its outcomes come with the action's
 * answer, both already in words: the page's bundle leaves them out.
 */
function withoutServerOnlyTexts(messages: MessageBundle): MessageBundle {
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => !/^cart\.gift(Form|Recipient)/.test(key)),
  ) as MessageBundle;
}
