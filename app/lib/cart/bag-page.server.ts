import type {AppLoadContext} from '@shopify/remix-oxygen';
import {currentCustomer} from '~/lib/customer/current.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import {requireService} from '~/lib/service-unavailable.server';
import {readBag} from './bag.server';
import {buildBagView} from './bag-view.server';
import {loadBagContent} from './content.server';
import {loadGiftConfig} from './gift.server';
import {bagOutcomeText} from './outcome.server';

/**
 * What the bag page and the drawer render: the bag's view model, the `cart` texts, and the
 * outcome a plain form post came back with. The bag needs the Storefront API (503 without
 * it); content and the gift configuration are optional.
 */
export async function loadBagPage(context: AppLoadContext, url: URL) {
  const {locale} = context.market;
  const [{bag, headers}, content, giftConfig, customer] = await Promise.all([
    requireService(readBag(context), 'storefront'),
    loadBagContent(context),
    context.cart.getCartId() ? loadGiftConfig(context, context.market.countryCode) : null,
    currentCustomer(context).catch(() => null),
  ]);
  const messages = messagesFor(locale, ['cart']);
  const view = buildBagView({
    bag,
    market: context.market,
    content,
    giftConfig,
    customerTags: customer?.tags ?? [],
    communityMember: false,
    t: createTranslator(messages, locale),
    now: new Date(),
  });
  return {view, messages, outcome: bagOutcomeText(url, locale), headers};
}
