import {copy, localizedObject, perMarket, single, type SeedBuilder} from './builder';
import {linkEntry} from './links';

export function seedShoppingCart(b: SeedBuilder): void {
  const emptyCart = b.entry('cart_empty_state', 'cartEmptyState', {
    title: copy('cart.emptyTitle'),
    subtitle: copy('cart.emptySubtitle'),
    buttons: single([
      linkEntry(b, 'cartEmptyShopWomen', 'link.shopWomen', '/collections/women'),
      linkEntry(b, 'cartEmptyShopMen', 'link.shopMen', '/collections/men'),
    ]),
  });
  b.entry('shopping_cart', 'shoppingCart', {
    internalName: single('Cart texts'),
    freeShippingPriceThreshold: perMarket((market) => market.freeShippingThreshold),
    freeShippingThresholdDisplay: copy('cart.freeShippingThreshold'),
    giftCardAlertText: copy('cart.giftCardAlert'),
    emptyCart: single(emptyCart),
    upsells: single({
      cartPage: {type: 'nosto', display: true, nostoId: 'cartpage-nosto-1'},
      minicart: {type: 'nosto', display: false, nostoId: 'minicart-nosto-1'},
    }),
    orderSummary: localizedObject((text) => ({
      returnsLabel: text('cart.returnsLabel'),
      returnsMessage: text('cart.returnsMessage'),
      shippingTitle: text('cart.shippingTitle'),
      freeShippingText: text('cart.freeShippingText'),
      showEstimatedRate: true,
    })),
    warehouseSaleBanner: localizedObject((text) => ({
      header: text('cart.warehouseHeader'),
      body: text('cart.warehouseBody'),
      removalRequestLabel: text('cart.warehouseRemoval'),
      confirmLabel: text('cart.warehouseConfirm'),
      cancelLabel: text('cart.warehouseCancel'),
    })),
    finalSaleLabel: copy('cart.finalSale'),
  });
}

export function seedGiftForm(b: SeedBuilder): void {
  b.entry('send_as_gift_form', 'sendAsGiftForm', {
    internalName: single('Gift card recipient form'),
    title: copy('gift.title'),
    checkboxLabel: copy('gift.checkbox'),
    fromLabel: copy('gift.fromLabel'),
    fromPlaceholder: copy('gift.fromPlaceholder'),
    recipientEmailLabel: copy('gift.recipientEmailLabel'),
    recipientEmailPlaceholder: copy('gift.recipientEmailPlaceholder'),
    messageLabel: copy('gift.messageLabel'),
    messagePlaceholder: copy('gift.messagePlaceholder'),
    bottomDescription: copy('gift.bottomDescription'),
  });
}

const BADGES = [
  {id: 'badgeNew', tag: 'badge::new', label: 'badge.new', backgroundColor: '#1f3a2e', color: '#ffffff'},
  {
    id: 'badgeBestSeller',
    tag: 'badge::best-seller',
    label: 'badge.bestSeller',
    backgroundColor: '#f3efe6',
    color: '#1f1f1f',
  },
  {
    id: 'badgeLimited',
    tag: 'badge::limited-edition',
    label: 'badge.limited',
    backgroundColor: '#3e3e3e',
    color: '#ffffff',
  },
  {
    id: 'badgeEquipment',
    tag: 'badge::equipment-collection',
    label: 'badge.equipment',
    backgroundColor: '#d7e3dc',
    color: '#1f3a2e',
  },
  {
    id: 'badgeRecycled',
    tag: 'badge::recycled',
    label: 'badge.recycled',
    backgroundColor: '#e6efe9',
    color: '#1f3a2e',
  },
] as const;

export function seedProductBadges(b: SeedBuilder): void {
  const badges = BADGES.map((badge) =>
    b.entry('product_badge', badge.id, {
      tag: single(badge.tag),
      label: copy(badge.label),
      backgroundColor: single(badge.backgroundColor),
      color: single(badge.color),
    }),
  );
  b.entry('product_badges', 'productBadges', {
    internalName: single('Product badges'),
    badges: single(badges),
  });
}

/** Community programmes; their tags are seeded in membership.ts. */
export const MEMBER_TYPES = [
  {memberType: 'military', title: 'savings.military'},
  {memberType: 'healthcare', title: 'savings.healthcare'},
  {memberType: 'educator', title: 'savings.educator'},
  {memberType: 'first-responder', title: 'savings.firstResponder'},
] as const;

/** The Storefront's community programmes (metaobjects), each with its own page. */
const STOREFRONT_PROGRAMMES = [
  {memberType: 'ambassador', title: 'savings.ambassador'},
  {memberType: 'pro', title: 'savings.pro'},
  {memberType: 'teacher', title: 'savings.teacher'},
] as const;

export function seedSavingsCapInfo(b: SeedBuilder): void {
  const learnMore = linkEntry(b, 'savingsCapLearnMore', 'link.learnMore', '/pages/community');
  MEMBER_TYPES.forEach(({memberType, title}, index) => {
    b.entry('cart_savings_cap_info', `savingsCap-${memberType}`, {
      memberType: single(memberType),
      order: single(index + 1),
      title: copy(title),
      body: copy('savings.body'),
      capReachedText: copy('savings.capReached'),
      learnMoreLink: single(learnMore),
    });
  });
  STOREFRONT_PROGRAMMES.forEach(({memberType, title}, index) => {
    b.entry('cart_savings_cap_info', `savingsCap-${memberType}`, {
      memberType: single(memberType),
      order: single(MEMBER_TYPES.length + index + 1),
      title: copy(title),
      body: copy('savings.body'),
      capReachedText: copy('savings.capReached'),
      learnMoreLink: single(
        linkEntry(
          b,
          `savingsCapLearnMore-${memberType}`,
          'link.aboutSavingsCap',
          `/pages/${memberType}-program`,
        ),
      ),
    });
  });
}
