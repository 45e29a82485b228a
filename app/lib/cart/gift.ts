/**
 * Free gift with purchase: which lines are gifts, whether the bag earns one, and what to
 * change so that it holds exactly the gift it earns. Pure rules; the action applies them.
 */

/** The product tag (and attribute value) that marks a gift; the line attribute key that carries it. */
export const GIFT_TAG = 'promotions::gwp';
export const GIFT_ATTRIBUTE_KEY = '_Gift Item';

export interface GiftConfig {
  countryCode: string;
  /** In the market's currency: the bag's total minus tax must reach it. */
  threshold: number;
  variant: {id: string; title: string; imageUrl: string | null; availableForSale: boolean} | null;
  subtext: string | null;
  badgeBackground: string;
  labelColour: string;
  buttonTextColour: string;
  hasMetInventoryThreshold: boolean;
  expirationDate: string | null;
}

const DEFAULT_BADGE_BACKGROUND = '#c8102e';
const DEFAULT_LABEL_COLOUR = '#336799';
const DEFAULT_BUTTON_TEXT_COLOUR = '#ffffff';

export class BadGiftConfiguration extends Error {
  constructor() {
    super('Bad GWP configuration');
    this.name = 'BadGiftConfiguration';
  }
}

export interface GiftConfigFields {
  country_code?: string | null;
  threshold?: string | null;
  subtext?: string | null;
  badge_background_color?: string | null;
  label_color?: string | null;
  button_text_color?: string | null;
  has_met_inventory_threshold?: string | null;
  expiration_date?: string | null;
}

/**
 * A configuration from its fields. Without a country or a threshold there is no gift (null);
 * a threshold that is not a number is a broken configuration and throws.
 */
export function giftConfigFrom(fields: GiftConfigFields, variant: GiftConfig['variant']): GiftConfig | null {
  const countryCode = fields.country_code?.trim().toUpperCase();
  const thresholdText = fields.threshold?.trim();
  if (!countryCode || !thresholdText) return null;
  const threshold = Number(thresholdText);
  if (!Number.isFinite(threshold) || threshold < 0) throw new BadGiftConfiguration();
  return {
    countryCode,
    threshold,
    variant,
    subtext: fields.subtext?.trim() || null,
    badgeBackground: fields.badge_background_color || DEFAULT_BADGE_BACKGROUND,
    labelColour: fields.label_color || DEFAULT_LABEL_COLOUR,
    buttonTextColour: fields.button_text_color || DEFAULT_BUTTON_TEXT_COLOUR,
    hasMetInventoryThreshold: fields.has_met_inventory_threshold === 'true',
    expirationDate: fields.expiration_date || null,
  };
}

interface LineLike {
  id: string;
  quantity: number;
  attributes: ReadonlyArray<{key: string; value?: string | null}>;
  merchandise: {id: string; product: {tags: readonly string[]}};
}

/** A line is a gift when it carries the gift attribute or its product has the gift tag. */
export function isGiftLine(line: LineLike): boolean {
  return (
    line.attributes.some((a) => a.key === GIFT_ATTRIBUTE_KEY || a.value === GIFT_TAG) ||
    line.merchandise.product.tags.includes(GIFT_TAG)
  );
}

export type GiftState =
  | {kind: 'none'}
  | {kind: 'unavailable'}
  | {kind: 'belowThreshold'; remaining: number}
  | {kind: 'earned'};

/** Whether the bag earns the gift now. `total` and `tax` are the bag's amounts. */
export function giftState(
  config: GiftConfig | null,
  amounts: {total: number; tax: number},
  now: Date,
): GiftState {
  if (!config) return {kind: 'none'};
  const expired = config.expirationDate !== null && Date.parse(config.expirationDate) <= now.getTime();
  if (expired || config.hasMetInventoryThreshold || !config.variant?.availableForSale)
    return {kind: 'unavailable'};
  const qualifying = amounts.total - amounts.tax;
  if (qualifying < config.threshold)
    return {kind: 'belowThreshold', remaining: roundMoney(config.threshold - qualifying)};
  return {kind: 'earned'};
}

const roundMoney = (amount: number) => Math.round(amount * 100) / 100;

export type GiftChange =
  | {kind: 'none'}
  | {kind: 'add'; merchandiseId: string}
  | {kind: 'remove'; lineIds: string[]; reason: 'giftThresholdNotMet' | 'giftUnavailable'}
  | {kind: 'trim'; lineId: string};

/**
 * What to change so the bag holds exactly the gift it earns: add it once earned; remove gift
 * lines (with the shopper's reason) when the bag falls below the threshold or the gift is no
 * longer available; keep one when a shopper asked for more. An empty bag gets no gift, and
 * without a configuration (none for the market, or it could not be read) nothing changes.
 */
export function giftChange(
  lines: readonly LineLike[],
  state: GiftState,
  config: GiftConfig | null,
): GiftChange {
  const gifts = lines.filter(isGiftLine);
  const others = lines.filter((line) => !isGiftLine(line));
  if (state.kind === 'none') return {kind: 'none'};
  if (state.kind === 'earned' && others.length > 0) {
    if (gifts.length === 0 && config?.variant) return {kind: 'add', merchandiseId: config.variant.id};
    const [first, ...extra] = gifts;
    if (extra.length > 0)
      return {kind: 'remove', lineIds: extra.map((line) => line.id), reason: 'giftUnavailable'};
    if (first && first.quantity > 1) return {kind: 'trim', lineId: first.id};
    return {kind: 'none'};
  }
  if (gifts.length === 0) return {kind: 'none'};
  return {
    kind: 'remove',
    lineIds: gifts.map((line) => line.id),
    reason: state.kind === 'unavailable' ? 'giftUnavailable' : 'giftThresholdNotMet',
  };
}
