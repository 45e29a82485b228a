import type {Market} from '@markets';
import {formatMoney} from '@markets';
import {formatFreeShippingMessage, type CartContent} from '@cms/mappers/shopping-cart';
import type {GiftForm} from '@cms/mappers/send-as-gift-form';
import {gatedDiscount, mayShowProduct} from '~/lib/customer/gated';
import type {MemberView} from '~/lib/customer/member.server';
import type {Translate} from '~/lib/i18n/translator';
import {memberPriceKind} from '~/lib/product/member-pricing';
import type {Bag, BagLine} from './bag.server';
import type {BagLineView, BagView, GiftCardFormView, MoneyView} from './bag-view';
import {recipientFromAttributes} from './gift-card-recipient';
import {giftState, isGiftLine, type GiftConfig} from './gift';

/** `_return_policy: Final Sale` marks a line that cannot be returned. */
const RETURN_POLICY_KEY = '_return_policy';
const FINAL_SALE_VALUE = 'Final Sale';
/** A line's community-programme attribute, switched on and off by the shopper. */
export const COMMUNITY_ATTRIBUTE_KEY = '_community_program';

export interface BagViewInput {
  bag: Bag | null;
  market: Pick<Market, 'locale' | 'currencyFormat' | 'currency'>;
  content: CartContent | null;
  /** The gift card recipient form's texts from content, when the bag holds a gift card. */
  giftForm?: GiftForm | null;
  giftConfig: GiftConfig | null;
  /**
   * The shopper as members-only products see them: their customer tags (empty for a guest) and
   * the members-only collections they unlock (a `ProductViewer`).
   */
  shopper: {tags: readonly string[]; unlocked: readonly string[]};
  /** The bag had member prices and has lost them (signed out, or the tag is gone): say so once. */
  memberPricesEnded?: boolean;
  /** Whether the shopper belongs to a community programme (may tag lines). */
  communityMember: boolean;
  /** The shopper's community membership, for the savings cap note (active members). */
  member?: MemberView | null;
  t: Translate;
  now: Date;
}

/** The lines of members-only products the shopper may not have (the members-only rule). */
export function gatedLineIds(lines: readonly BagLine[], unlocked: readonly string[]): string[] {
  return lines
    .filter((line) => !mayShowProduct(unlocked, line.merchandise.product.tags))
    .map((line) => line.id);
}

export function buildBagView(input: BagViewInput): BagView {
  const {bag, market, content, giftConfig, t} = input;
  const currencyCode = bag?.cost.totalAmount.currencyCode ?? market.currency;
  const zero: MoneyView = {amount: '0', currencyCode};
  const money = (amount: number) => formatMoney(amount, currencyCode, market);
  const lines = bag?.lines.nodes ?? [];
  const gated = new Set(gatedLineIds(lines, input.shopper.unlocked));

  const lineViews: BagLineView[] = lines.map((line) => {
    const attribute = (key: string) => line.attributes.find((a) => a.key === key)?.value ?? null;
    const {merchandise} = line;
    return {
      id: line.id,
      merchandiseId: merchandise.id,
      quantity: line.quantity,
      title: merchandise.product.title.split('|')[0].trim(),
      handle: merchandise.product.handle,
      options: merchandise.selectedOptions.filter((o) => o.value !== 'Default Title'),
      imageUrl: merchandise.image?.url ?? null,
      imageAlt: merchandise.image?.altText ?? merchandise.product.title,
      total: line.cost.totalAmount,
      gift: isGiftLine(line),
      finalSale: attribute(RETURN_POLICY_KEY) === FINAL_SALE_VALUE,
      gated: gated.has(line.id),
      community: input.communityMember
        ? {
            on: attribute(COMMUNITY_ATTRIBUTE_KEY) === 'true',
            otherAttributes: line.attributes
              .filter((a) => a.key !== COMMUNITY_ATTRIBUTE_KEY)
              .map(({key, value}) => ({key, value: value ?? ''})),
          }
        : null,
      giftCard: merchandise.product.isGiftCard ? recipientFromAttributes(line.attributes) : null,
      memberPrice: memberPrice(line, input.shopper.tags, t),
    };
  });

  const total = Number(bag?.cost.totalAmount.amount ?? 0);
  const tax = Number(bag?.cost.totalTaxAmount?.amount ?? 0);
  const subtotal = Number(bag?.cost.subtotalAmount.amount ?? 0);

  const freeShipping = freeShippingView(content, subtotal, money, t);
  const state = giftState(giftConfig, {total, tax}, input.now);
  const gift =
    giftConfig && state.kind !== 'none' && lineViews.some((line) => !line.gift)
      ? {
          state: state.kind,
          text:
            state.kind === 'earned'
              ? t('cart.giftEarned')
              : state.kind === 'unavailable'
                ? t('cart.giftUnavailable')
                : t('cart.giftRemaining', {amount: money(state.remaining)}),
          title: giftConfig.variant?.title ?? null,
          imageUrl: giftConfig.variant?.imageUrl ?? null,
          badgeBackground: giftConfig.badgeBackground,
          labelColour: giftConfig.labelColour,
        }
      : null;

  const hasGiftCard = lines.some((line) => line.merchandise.product.isGiftCard);
  const banner = content?.warehouseSaleBanner;
  return {
    totalQuantity: bag?.totalQuantity ?? 0,
    lines: lineViews,
    subtotal: bag?.cost.subtotalAmount ?? zero,
    total: bag?.cost.totalAmount ?? zero,
    tax: bag?.cost.totalTaxAmount && tax > 0 ? bag.cost.totalTaxAmount : null,
    discountCodes: (bag?.discountCodes ?? []).map(({code, applicable}) => ({code, applicable})),
    freeShipping,
    gift,
    giftCardAlert: hasGiftCard ? (content?.giftCardAlertText ?? t('cart.giftCardAlert')) : null,
    memberPricesEnded: input.memberPricesEnded ? t('cart.memberPricesEnded') : null,
    gatedNotice:
      gated.size > 0
        ? {
            header: banner?.header ?? t('cart.gatedHeader'),
            body: banner?.body ?? null,
            removeLabel: banner?.removalRequestLabel ?? t('cart.gatedRemove'),
          }
        : null,
    emptyBag: {
      title: content?.emptyCart?.title ?? t('cart.emptyTitle'),
      subtitle: content?.emptyCart?.subtitle ?? null,
      links: (content?.emptyCart?.buttons ?? []).map(({text, url}) => ({text, url})),
    },
    summary: {
      returnsLabel: content?.orderSummary.returnsLabel ?? null,
      returnsMessage: content?.orderSummary.returnsMessage ?? null,
      shipping: {
        label: content?.orderSummary.shippingTitle ?? t('cart.shipping'),
        value: shippingValue(bag, content, freeShipping?.reached ?? false, money, t),
      },
    },
    finalSaleLabel: content?.finalSaleLabel ?? t('cart.finalSale'),
    savingsCap: savingsCapView(input.member ?? null, market, t),
    giftCardForm: hasGiftCard ? giftCardFormView(input.giftForm ?? null, t) : null,
  };
}

/**
 * The free-shipping offer in words: what it is ("Free shipping on orders over $75", the
 * content's text with the threshold) and where the bag stands ("You're $17 away from free
 * shipping."); null when the market has no offer.
 */
function freeShippingView(
  content: CartContent | null,
  subtotal: number,
  money: (amount: number) => string,
  t: Translate,
): BagView['freeShipping'] {
  const threshold = content?.freeShipping.threshold ?? null;
  if (threshold === null || !(threshold > 0)) return null;
  const offer = content?.freeShipping.message
    ? formatFreeShippingMessage(content.freeShipping.message, money(threshold))
    : t('cart.freeShippingOffer', {threshold: money(threshold)});
  const reached = subtotal >= threshold;
  return {
    offer,
    status: reached
      ? t('cart.freeShippingReached')
      : t('cart.freeShippingRemaining', {amount: money(threshold - subtotal)}),
    reached,
    progress: reached ? 1 : Math.max(0, subtotal / threshold),
  };
}

/**
 * The order summary's shipping value: free once the offer is reached (the content's word for
 * it), else the cheapest rate the bag's delivery group offers when content asks to show an
 * estimate, else that checkout works it out.
 */
function shippingValue(
  bag: Bag | null,
  content: CartContent | null,
  freeShippingReached: boolean,
  money: (amount: number) => string,
  t: Translate,
): string {
  const free = content?.orderSummary.freeShippingText ?? t('cart.shippingFree');
  if (freeShippingReached) return free;
  if (!content?.orderSummary.showEstimatedRate) return t('cart.shippingCalculated');
  const costs = (bag?.deliveryGroups.nodes[0]?.deliveryOptions ?? [])
    .map((option) => Number(option.estimatedCost.amount))
    .filter((cost) => Number.isFinite(cost) && cost >= 0);
  if (costs.length === 0) return t('cart.shippingCalculated');
  const cheapest = Math.min(...costs);
  return cheapest === 0 ? free : t('cart.shippingEstimate', {amount: money(cheapest)});
}

/**
 * An active member's savings cap in the bag, in the programme's words from content
 * (`cart_savings_cap_info`) with the amounts filled in, else the store's own: what they have
 * saved of their limit, and once it is used up that full prices apply.
 */
function savingsCapView(
  member: MemberView | null,
  market: BagViewInput['market'],
  t: Translate,
): BagView['savingsCap'] {
  const cap = member?.active ? member.savingsCap : null;
  if (!member || !cap) return null;
  const amounts = {
    used: formatMoney(cap.used, cap.currencyCode, market),
    limit: formatMoney(cap.limit, cap.currencyCode, market),
  };
  const info = member.savingsInfo;
  return {
    title: info?.title ?? t('member.savingsTitle'),
    text: info?.body
      ? info.body.replace(/\{(used|limit)\}/g, (_, key: 'used' | 'limit') => amounts[key])
      : t('member.savingsUsed', amounts),
    capReached: member.state === 'capped' ? (info?.capReached ?? t('member.capReached')) : null,
    learnMore: info?.learnMore ?? null,
  };
}

/**
 * What the line's member price is, from the cart's own figures: the automatic discount the
 * platform gave it (its percentage) and the line's price before it. Named as the product page
 * names the price, by the discount pair the customer's tags match (the discount's own title
 * when none does). Null without an automatic discount: the bag never shows a price the cart
 * does not charge.
 */
function memberPrice(
  line: BagLine,
  customerTags: readonly string[],
  t: Translate,
): BagLineView['memberPrice'] {
  const automatic = line.discountAllocations.find(
    (allocation) => allocation.__typename === 'CartAutomaticDiscountAllocation',
  );
  if (!automatic) return null;
  const value = automatic.discountApplication.value;
  const percentage = 'percentage' in value ? value.percentage : null;
  const matched = gatedDiscount(line.merchandise.product.gatedDiscount?.value, customerTags);
  const title = 'title' in automatic ? automatic.title : '';
  return {
    label: matched
      ? memberPriceKind(matched.tag) === 'gated'
        ? t('cart.warehousePrice')
        : t('cart.memberPrice')
      : title,
    was: line.cost.subtotalAmount,
    percentOff: percentage ? t('cart.percentOff', {percent: percentage}) : null,
  };
}

/** Whether a bag holds a gift card (its recipient form then needs its texts). */
export function holdsGiftCard(bag: Bag | null): boolean {
  return (bag?.lines.nodes ?? []).some((line) => line.merchandise.product.isGiftCard);
}

function giftCardFormView(content: GiftForm | null, t: Translate): GiftCardFormView {
  return {
    title: content?.title ?? t('cart.giftFormTitle'),
    checkboxLabel: content?.checkboxLabel ?? t('cart.giftFormCheckbox'),
    from: {
      label: content?.from.label ?? t('cart.giftFormFrom'),
      placeholder: content?.from.placeholder ?? null,
    },
    recipientEmail: {
      label: content?.recipientEmail.label ?? t('cart.giftFormRecipientEmail'),
      placeholder: content?.recipientEmail.placeholder ?? null,
    },
    message: {
      label: content?.message.label ?? t('cart.giftFormMessage'),
      placeholder: content?.message.placeholder ?? null,
    },
    bottomDescription: content?.bottomDescription ?? null,
    saveLabel: t('cart.giftFormSave'),
  };
}
