import type {Market} from '@markets';
import {currencyFractionDigits, formatMoney} from '@markets';
import {formatFreeShippingMessage, type CartContent} from '@cms/mappers/shopping-cart';
import type {GiftForm} from '@cms/mappers/send-as-gift-form';
import {gatedDiscount} from '~/lib/customer/gated';
import type {Translate} from '~/lib/i18n/translator';
import {discountedAmount} from '~/lib/product/member-pricing';
import {isGatedProductTag} from '~/lib/product/tags';
import type {Bag, BagLine} from './bag.server';
import type {BagLineView, BagView, GiftCardFormView, MoneyView} from './bag-view';
import {recipientFromAttributes} from './gift-card-recipient';
import {giftState, isGiftLine, type GiftConfig} from './gift';

/** `_return_policy: Final Sale` marks a line that cannot be returned. */
const RETURN_POLICY_KEY = '_return_policy';
const FINAL_SALE_VALUE = 'Final Sale';
/** A line's community-programme attribute, switched on and off by the shopper. */
export const COMMUNITY_ATTRIBUTE_KEY = '_community_program';
/** Products of a members-only collection carry `gated::{customer tag suffix}`. */
const GATED_TAG_PREFIX = 'gated::';

export interface BagViewInput {
  bag: Bag | null;
  market: Pick<Market, 'locale' | 'currencyFormat' | 'currency'>;
  content: CartContent | null;
  /** The gift card recipient form's texts from content, when the bag holds a gift card. */
  giftForm?: GiftForm | null;
  giftConfig: GiftConfig | null;
  /** The shopper's customer tags (empty for a guest). */
  customerTags: readonly string[];
  /** Whether the shopper belongs to a community programme (may tag lines). */
  communityMember: boolean;
  t: Translate;
  now: Date;
}

/** The lines whose gated collection the shopper has no access to. */
export function gatedLineIds(lines: readonly BagLine[], customerTags: readonly string[]): string[] {
  const tags = new Set(customerTags.map((tag) => tag.toLowerCase()));
  return lines
    .filter((line) =>
      line.merchandise.product.tags.some(
        (tag) => tag.toLowerCase().startsWith(GATED_TAG_PREFIX) && !tags.has(tag.toLowerCase()),
      ),
    )
    .map((line) => line.id);
}

export function buildBagView(input: BagViewInput): BagView {
  const {bag, market, content, giftConfig, t} = input;
  const currencyCode = bag?.cost.totalAmount.currencyCode ?? market.currency;
  const zero: MoneyView = {amount: '0', currencyCode};
  const money = (amount: number) => formatMoney(amount, currencyCode, market);
  const lines = bag?.lines.nodes ?? [];
  const gated = new Set(gatedLineIds(lines, input.customerTags));

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
      community: input.communityMember ? attribute(COMMUNITY_ATTRIBUTE_KEY) === 'true' : null,
      giftCard: merchandise.product.isGiftCard ? recipientFromAttributes(line.attributes) : null,
      memberPrice: memberPrice(line, input.customerTags, t),
    };
  });

  const total = Number(bag?.cost.totalAmount.amount ?? 0);
  const tax = Number(bag?.cost.totalTaxAmount?.amount ?? 0);
  const subtotal = Number(bag?.cost.subtotalAmount.amount ?? 0);

  const threshold = content?.freeShipping.threshold ?? null;
  const freeShipping =
    threshold !== null && threshold > 0
      ? subtotal >= threshold
        ? {
            text: content?.orderSummary.freeShippingText ?? t('cart.freeShippingReached'),
            reached: true,
            progress: 1,
          }
        : {
            text: content?.freeShipping.message
              ? formatFreeShippingMessage(content.freeShipping.message, money(threshold - subtotal))
              : t('cart.freeShippingRemaining', {amount: money(threshold - subtotal)}),
            reached: false,
            progress: Math.max(0, Math.min(1, subtotal / threshold)),
          }
      : null;

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
      shippingTitle: content?.orderSummary.shippingTitle ?? null,
    },
    finalSaleLabel: content?.finalSaleLabel ?? t('cart.finalSale'),
    giftCardForm: hasGiftCard ? giftCardFormView(input.giftForm ?? null, t) : null,
  };
}

/** A line's total at the customer's gated or member discount (the product page's rule). */
function memberPrice(
  line: BagLine,
  customerTags: readonly string[],
  t: Translate,
): BagLineView['memberPrice'] {
  const discount = gatedDiscount(line.merchandise.product.gatedDiscount?.value, customerTags);
  const {amount, currencyCode} = line.cost.totalAmount;
  if (!discount || !(Number(amount) > 0)) return null;
  return {
    label: isGatedProductTag(discount.tag) ? t('cart.warehousePrice') : t('cart.memberPrice'),
    total: {
      amount: discountedAmount(amount, discount.percentage, currencyFractionDigits(currencyCode)),
      currencyCode,
    },
    percentOff: t('cart.percentOff', {percent: discount.percentage}),
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
