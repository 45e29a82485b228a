import type {CountryCode} from '../../seed/types';
import type {
  Attribute,
  BuyerIdentityInput,
  CartAddressFields,
  CartCreateInput,
  CartLineInput,
  CartLineUpdateInput,
  CartOutcome,
  CartRecord,
  DeliveryAddressRecord,
  SelectableAddressInput,
} from '../cart';
import {priceCart, type CartPricing, type PricedLine} from '../cart-pricing';
import {paginate, type ConnectionArgs} from '../connection';
import {versionHasEnumValue, type RequestContext, type ResolverMap} from '../context';
import {money} from '../money';
import {deliveryOptionsFor, type DeliveryOptionRecord} from '../shipping-rates';

interface CartLineView {
  gid: string;
  cart: CartRecord;
  priced: PricedLine;
}

function pricingOf(cart: CartRecord, context: RequestContext): CartPricing {
  let pricing = context.memo.get(cart) as CartPricing | undefined;
  if (!pricing) {
    pricing = priceCart(cart, context.catalogue, context.state.carts.customerOf(cart));
    context.memo.set(cart, pricing);
  }
  return pricing;
}

/**
 * Payload with the cart's discount warnings added, as 2025-07 reports them on every mutation.
 * Codes the request's API version does not have are left out (2025-04 has no discount
 * warnings) or, for errors, reported as INVALID (2025-04 has no CART_TOO_LARGE).
 */
function payload(outcome: CartOutcome, context: RequestContext) {
  const discountWarnings = outcome.cart
    ? pricingOf(outcome.cart, context).discountWarnings.map((w) => ({...w, target: outcome.cart!.gid}))
    : [];
  return {
    cart: outcome.cart,
    userErrors: outcome.userErrors.map((error) =>
      versionHasEnumValue(context, 'CartErrorCode', error.code) ? error : {...error, code: 'INVALID'},
    ),
    warnings: [...outcome.warnings, ...discountWarnings].filter((warning) =>
      versionHasEnumValue(context, 'CartWarningCode', warning.code),
    ),
  };
}

const mutate = (
  context: RequestContext,
  cartId: string,
  change: Parameters<RequestContext['state']['carts']['mutate']>[2],
) => payload(context.state.carts.mutate(cartId, context.now, change), context);

interface DeliveryGroupView {
  cart: CartRecord;
  address: DeliveryAddressRecord;
  lines: CartLineView[];
  options: DeliveryOptionRecord[];
}

/**
 * The cart's delivery groups as Shopify gives them once a delivery address is selected: one
 * group of the lines that need shipping, with the options checkout would offer for its
 * country (the shop's rates, see shipping-rates.ts). None without a selected address with a
 * country, or when nothing needs shipping.
 */
function deliveryGroupsOf(cart: CartRecord, context: RequestContext): DeliveryGroupView[] {
  const address = cart.deliveryAddresses.find((candidate) => candidate.selected);
  const country = address?.address.countryCode;
  if (!address || !country) return [];
  const pricing = pricingOf(cart, context);
  const lines = [...pricing.lines.values()]
    .filter((priced) => priced.variant.requiresShipping)
    .map((priced): CartLineView => ({gid: priced.line.gid, cart, priced}));
  if (lines.length === 0) return [];
  const subtotal = lines.reduce((sum, line) => sum + line.priced.total, 0);
  return [{cart, address, lines, options: deliveryOptionsFor(country, subtotal)}];
}

function formatAddress(address: CartAddressFields, withName: boolean, withCompany: boolean): string[] {
  const lines = [
    withName ? [address.firstName, address.lastName].filter(Boolean).join(' ') : '',
    withCompany ? (address.company ?? '') : '',
    address.address1 ?? '',
    address.address2 ?? '',
    [address.city, address.provinceCode, address.zip].filter(Boolean).join(' '),
    address.countryCode ?? '',
  ];
  return lines.filter(Boolean);
}

export const cartResolvers: ResolverMap = {
  QueryRoot: {
    cart: (_root, args: {id: string}, context) => context.state.carts.find(args.id, context.now),
  },
  Mutation: {
    cartCreate: (_root, args: {input?: CartCreateInput | null}, context) =>
      payload(
        context.state.carts.create(args.input ?? {}, {
          country: context.country,
          buyerAccessToken: context.buyerAccessToken,
          now: context.now,
        }),
        context,
      ),
    cartLinesAdd: (_root, args: {cartId: string; lines: CartLineInput[]}, context) =>
      mutate(context, args.cartId, (draft) =>
        context.state.carts.applyLineAdditions(draft, args.lines, ['lines']),
      ),
    cartLinesUpdate: (_root, args: {cartId: string; lines: CartLineUpdateInput[]}, context) =>
      mutate(context, args.cartId, (draft) => context.state.carts.applyLineUpdates(draft, args.lines)),
    cartLinesRemove: (_root, args: {cartId: string; lineIds: string[]}, context) =>
      mutate(context, args.cartId, (draft) => context.state.carts.applyLineRemovals(draft, args.lineIds)),
    cartAttributesUpdate: (_root, args: {cartId: string; attributes: Attribute[]}, context) =>
      mutate(context, args.cartId, (draft) => {
        draft.attributes = args.attributes.map((a) => ({key: a.key, value: a.value}));
        return {userErrors: []};
      }),
    cartNoteUpdate: (_root, args: {cartId: string; note: string}, context) =>
      mutate(context, args.cartId, (draft) => ({
        userErrors: context.state.carts.applyNote(draft, args.note),
      })),
    cartDiscountCodesUpdate: (_root, args: {cartId: string; discountCodes?: string[] | null}, context) =>
      mutate(context, args.cartId, (draft) => ({
        userErrors: context.state.carts.applyDiscountCodes(draft, args.discountCodes ?? []),
      })),
    cartBuyerIdentityUpdate: (_root, args: {cartId: string; buyerIdentity: BuyerIdentityInput}, context) =>
      mutate(context, args.cartId, (draft) => ({
        userErrors: context.state.carts.applyBuyerIdentity(draft, args.buyerIdentity, context.now),
      })),
    cartDeliveryAddressesAdd: (_root, args: {cartId: string; addresses: SelectableAddressInput[]}, context) =>
      mutate(context, args.cartId, (draft) =>
        context.state.carts.applyDeliveryAddresses(draft, args.addresses),
      ),
    cartDeliveryAddressesRemove: (_root, args: {cartId: string; addressIds: string[]}, context) =>
      mutate(context, args.cartId, (draft) =>
        context.state.carts.applyDeliveryAddressRemovals(draft, args.addressIds),
      ),
    cartDeliveryAddressesUpdate: (
      _root,
      args: {cartId: string; addresses: (SelectableAddressInput & {id: string})[]},
      context,
    ) =>
      mutate(context, args.cartId, (draft) =>
        context.state.carts.applyDeliveryAddressUpdates(draft, args.addresses),
      ),
    cartSelectedDeliveryOptionsUpdate: (_root, args: {cartId: string}, context) =>
      mutate(context, args.cartId, () => ({userErrors: []})),
    cartGiftCardCodesUpdate: (_root, args: {cartId: string}, context) =>
      mutate(context, args.cartId, () => ({userErrors: []})),
  },
  Cart: {
    checkoutUrl: (cart: CartRecord, _args, context) => `${context.origin}/checkouts/cn/${cart.token}`,
    totalQuantity: (cart: CartRecord) => cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: (cart: CartRecord, args: ConnectionArgs, context) => {
      const pricing = pricingOf(cart, context);
      const views: CartLineView[] = cart.lines.flatMap((line) => {
        const priced = pricing.lines.get(line.gid);
        return priced ? [{gid: line.gid, cart, priced}] : [];
      });
      return paginate(views, args, (view) => view.gid);
    },
    attribute: (cart: CartRecord, args: {key: string}) =>
      cart.attributes.find((a) => a.key === args.key) ?? null,
    note: (cart: CartRecord) => cart.note,
    discountCodes: (cart: CartRecord, _args, context) => pricingOf(cart, context).discountCodes,
    discountAllocations: () => [],
    appliedGiftCards: () => [],
    buyerIdentity: (cart: CartRecord, _args, context) => ({
      countryCode: cart.countryCode,
      email: cart.email,
      phone: cart.phone,
      customer: context.state.carts.customerOf(cart),
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    }),
    deliveryGroups: (cart: CartRecord, args: ConnectionArgs, context) =>
      paginate(deliveryGroupsOf(cart, context), args, (group) => group.address.gid),
    delivery: (cart: CartRecord) => ({
      addresses: (args: {selected?: boolean | null}) =>
        cart.deliveryAddresses.filter((a) => !args.selected || a.selected),
    }),
    cost: (cart: CartRecord, _args, context) => {
      const pricing = pricingOf(cart, context);
      const of = (amount: number) => money(amount, pricing.currency);
      return {
        subtotalAmount: of(pricing.subtotal),
        totalAmount: of(pricing.total),
        checkoutChargeAmount: of(pricing.total),
        totalTaxAmount: of(pricing.tax),
        totalDutyAmount: null,
        subtotalAmountEstimated: false,
        totalAmountEstimated: false,
        totalTaxAmountEstimated: false,
        totalDutyAmountEstimated: false,
      };
    },
    estimatedCost: (cart: CartRecord, _args, context) => {
      const pricing = pricingOf(cart, context);
      const of = (amount: number) => money(amount, pricing.currency);
      return {
        subtotalAmount: of(pricing.subtotal),
        totalAmount: of(pricing.total),
        checkoutChargeAmount: of(pricing.total),
        totalTaxAmount: of(pricing.tax),
        totalDutyAmount: null,
      };
    },
    metafield: () => null,
    metafields: (_cart: CartRecord, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  },
  CartLine: {
    quantity: (view: CartLineView) => view.priced.line.quantity,
    attributes: (view: CartLineView) => view.priced.line.attributes,
    attribute: (view: CartLineView, args: {key: string}) =>
      view.priced.line.attributes.find((a) => a.key === args.key) ?? null,
    merchandise: (view: CartLineView) => view.priced.variant,
    cost: (view: CartLineView, _args, context) => {
      const currency = pricingOf(view.cart, context).currency;
      const {priced} = view;
      return {
        amountPerQuantity: money(priced.unit, currency),
        compareAtAmountPerQuantity:
          priced.compareAtUnit != null ? money(priced.compareAtUnit, currency) : null,
        subtotalAmount: money(priced.subtotal, currency),
        totalAmount: money(priced.total, currency),
      };
    },
    estimatedCost: (view: CartLineView, _args, context) => {
      const currency = pricingOf(view.cart, context).currency;
      return {
        amount: money(view.priced.unit, currency),
        compareAtAmount:
          view.priced.compareAtUnit != null ? money(view.priced.compareAtUnit, currency) : null,
        subtotalAmount: money(view.priced.subtotal, currency),
        totalAmount: money(view.priced.total, currency),
      };
    },
    discountAllocations: (view: CartLineView, _args, context) => {
      const {priced} = view;
      if (priced.discount <= 0) return [];
      const discountedAmount = money(priced.discount, pricingOf(view.cart, context).currency);
      if (priced.automaticDiscount) {
        // The store's member discount is a product discount function: one automatic
        // allocation on each line it reaches, its percentage taken off that line alone.
        return [
          {
            __typename: 'CartAutomaticDiscountAllocation',
            title: priced.automaticDiscount.title,
            discountedAmount,
            targetType: 'LINE_ITEM',
            discountApplication: {
              allocationMethod: 'EACH',
              targetSelection: 'ENTITLED',
              targetType: 'LINE_ITEM',
              value: {__typename: 'PricingPercentageValue', percentage: priced.automaticDiscount.percentage},
            },
          },
        ];
      }
      if (!priced.discountCode) return [];
      return [
        {
          __typename: 'CartCodeDiscountAllocation',
          code: priced.discountCode.code,
          discountedAmount,
          targetType: 'LINE_ITEM',
          discountApplication: {
            allocationMethod: 'ACROSS',
            targetSelection: 'ALL',
            targetType: 'LINE_ITEM',
            value: {__typename: 'PricingPercentageValue', percentage: priced.discountCode.percentage},
          },
        },
      ];
    },
    sellingPlanAllocation: () => null,
  },
  CartDeliveryGroup: {
    id: (group: DeliveryGroupView) => `gid://shopify/CartDeliveryGroup/${group.cart.token}-1`,
    cartLines: (group: DeliveryGroupView, args: ConnectionArgs) =>
      paginate(group.lines, args, (line) => line.gid),
    deliveryAddress: ({address}: DeliveryGroupView) => ({
      ...address.address,
      id: address.gid,
      country: address.address.countryCode,
      province: address.address.provinceCode,
    }),
    deliveryOptions: (group: DeliveryGroupView) => group.options.map((option) => ({group, option})),
    groupType: () => 'ONE_TIME_PURCHASE',
    selectedDeliveryOption: () => null,
  },
  CartDeliveryOption: {
    code: ({option}: {option: DeliveryOptionRecord}) => option.handle,
    deliveryMethodType: () => 'SHIPPING',
    description: () => null,
    estimatedCost: (
      {group, option}: {group: DeliveryGroupView; option: DeliveryOptionRecord},
      _args,
      context,
    ) => money(option.cost, pricingOf(group.cart, context).currency),
    handle: ({option}: {option: DeliveryOptionRecord}) => option.handle,
    title: ({option}: {option: DeliveryOptionRecord}) => option.title,
  },
  CartSelectableAddress: {
    id: (address: DeliveryAddressRecord) => address.gid,
    address: (address: DeliveryAddressRecord) => ({__typename: 'CartDeliveryAddress', ...address.address}),
  },
  CartDeliveryAddress: {
    name: (address: CartAddressFields) =>
      [address.firstName, address.lastName].filter(Boolean).join(' ') || null,
    formatted: (
      address: CartAddressFields,
      args: {withName?: boolean | null; withCompany?: boolean | null},
    ) => formatAddress(address, Boolean(args.withName), args.withCompany ?? true),
    formattedArea: (address: CartAddressFields) =>
      [address.city, address.provinceCode, address.countryCode].filter(Boolean).join(', ') || null,
    countryCode: (address: CartAddressFields) => address.countryCode as CountryCode | null,
    latitude: () => null,
    longitude: () => null,
  },
};
