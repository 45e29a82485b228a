import {randomBytes, randomUUID} from 'node:crypto';
import {PRIMARY_COUNTRY} from '../seed/markets';
import type {Catalogue, CountryCode, Customer} from '../seed/types';
import {COUNTRY_CODES} from '../seed/types';
import type {CustomerStore} from './customers';
import {parseGid} from './global-id';

const MAX_CART_LINES = 250;
const MAX_NOTE_LENGTH = 5000;
const MAX_DELIVERY_ADDRESSES = 20;
/** Shopify drops carts untouched for 10 days. */
const CART_TTL_MS = 10 * 24 * 60 * 60 * 1000;

export interface Attribute {
  key: string;
  value: string | null;
}

export interface CartLineRecord {
  gid: string;
  variantId: number;
  quantity: number;
  attributes: Attribute[];
}

export interface CartAddressFields {
  address1: string | null;
  address2: string | null;
  city: string | null;
  company: string | null;
  countryCode: CountryCode | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  provinceCode: string | null;
  zip: string | null;
}

export interface DeliveryAddressRecord {
  gid: string;
  selected: boolean;
  oneTimeUse: boolean;
  address: CartAddressFields;
}

export interface CartRecord {
  gid: string;
  token: string;
  key: string;
  createdAt: string;
  updatedAt: string;
  countryCode: CountryCode;
  email: string | null;
  phone: string | null;
  customerId: number | null;
  lines: CartLineRecord[];
  attributes: Attribute[];
  note: string;
  discountCodes: string[];
  deliveryAddresses: DeliveryAddressRecord[];
}

type CartErrorCode =
  | 'CART_TOO_LARGE'
  | 'INVALID'
  | 'INVALID_MERCHANDISE_LINE'
  | 'LESS_THAN'
  | 'MISSING_DISCOUNT_CODE'
  | 'NOTE_TOO_LONG'
  | 'TOO_MANY_DELIVERY_ADDRESSES'
  | 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED'
  | 'INVALID_DELIVERY_ADDRESS_ID'
  | 'ADDRESS_FIELD_CONTAINS_URL'
  | 'ADDRESS_FIELD_CONTAINS_HTML_TAGS'
  | 'ADDRESS_FIELD_IS_TOO_LONG'
  | 'ADDRESS_FIELD_IS_REQUIRED'
  | 'MISSING_CUSTOMER_ACCESS_TOKEN';

type CartWarningCode =
  | 'MERCHANDISE_NOT_ENOUGH_STOCK'
  | 'MERCHANDISE_OUT_OF_STOCK'
  | 'DUPLICATE_DELIVERY_ADDRESS'
  | string;

export interface CartUserError {
  code: CartErrorCode;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  code: CartWarningCode;
  message: string;
  target: string;
}

export interface CartOutcome {
  cart: CartRecord | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

export interface CartLineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

export interface BuyerIdentityInput {
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
  customerAccessToken?: string | null;
}

export interface SelectableAddressInput {
  address: {copyFromCustomerAddressId?: string | null; deliveryAddress?: Partial<CartAddressFields> | null};
  selected?: boolean | null;
  oneTimeUse?: boolean | null;
}

export interface CartCreateInput {
  lines?: CartLineInput[] | null;
  attributes?: Attribute[] | null;
  note?: string | null;
  discountCodes?: string[] | null;
  buyerIdentity?: BuyerIdentityInput | null;
  delivery?: {addresses?: SelectableAddressInput[] | null} | null;
}

export interface CartSnapshot {
  carts: CartRecord[];
}

const error = (code: CartErrorCode, field: string[] | null, message: string): CartUserError => ({
  code,
  field,
  message,
});

/** Carts by token with Shopify's mutation rules. Every mutation is all-or-nothing. */
export class CartStore {
  private carts = new Map<string, CartRecord>();

  constructor(
    private readonly catalogue: Catalogue,
    private readonly customers: CustomerStore,
  ) {}

  snapshot(): CartSnapshot {
    return {carts: [...this.carts.values()]};
  }

  restore(data: CartSnapshot | undefined): void {
    if (!data || !Array.isArray(data.carts)) return;
    this.carts = new Map(structuredClone(data.carts).map((cart) => [cart.token, cart]));
  }

  reset(): void {
    this.carts.clear();
  }

  /** A cart by global id (`gid://shopify/Cart/{token}?key=…`) or bare token; null if unknown or expired. */
  find(rawId: string, now = Date.now()): CartRecord | null {
    const parsed = parseGid(rawId);
    const token = parsed ? (parsed.type === 'Cart' ? parsed.id : null) : rawId.split('?')[0];
    if (!token) return null;
    const cart = this.carts.get(token);
    if (!cart) return null;
    const key = new URLSearchParams((parsed?.query ?? '').replace(/^\?/, '')).get('key');
    if (key && key !== cart.key) return null;
    if (now - Date.parse(cart.updatedAt) > CART_TTL_MS) {
      this.carts.delete(token);
      return null;
    }
    return cart;
  }

  customerOf(cart: CartRecord): Customer | null {
    return cart.customerId == null ? null : this.customers.byId(cart.customerId);
  }

  create(
    input: CartCreateInput,
    context: {country: CountryCode; buyerAccessToken: string | null; now: number},
  ): CartOutcome {
    const token = `c1-${randomBytes(16).toString('hex')}`;
    const key = randomBytes(16).toString('hex');
    const timestamp = new Date(context.now).toISOString();
    const draft: CartRecord = {
      gid: `gid://shopify/Cart/${token}?key=${key}`,
      token,
      key,
      createdAt: timestamp,
      updatedAt: timestamp,
      countryCode: context.country,
      email: null,
      phone: null,
      customerId: null,
      lines: [],
      attributes: [],
      note: '',
      discountCodes: [],
      deliveryAddresses: [],
    };
    const errors: CartUserError[] = [];
    const warnings: CartWarning[] = [];
    const buyer = {customerAccessToken: context.buyerAccessToken, ...input.buyerIdentity};
    errors.push(...this.applyBuyerIdentity(draft, buyer, context.now));
    if (input.attributes) draft.attributes = input.attributes.map((a) => ({key: a.key, value: a.value}));
    if (input.note != null) errors.push(...this.applyNote(draft, input.note, ['input', 'note']));
    if (input.discountCodes)
      errors.push(...this.applyDiscountCodes(draft, input.discountCodes, ['input', 'discountCodes']));
    if (input.lines?.length) {
      const result = this.applyLineAdditions(draft, input.lines, ['input', 'lines']);
      errors.push(...result.userErrors);
      warnings.push(...result.warnings);
    }
    if (input.delivery?.addresses?.length) {
      const result = this.applyDeliveryAddresses(draft, input.delivery.addresses, [
        'input',
        'delivery',
        'addresses',
      ]);
      errors.push(...result.userErrors);
      warnings.push(...result.warnings);
    }
    if (errors.length) return {cart: null, userErrors: errors, warnings: []};
    this.carts.set(token, draft);
    return {cart: draft, userErrors: [], warnings};
  }

  /** Runs `change` on a copy and keeps it only when it raised no user errors. */
  mutate(
    cartId: string,
    now: number,
    change: (draft: CartRecord) => {userErrors: CartUserError[]; warnings?: CartWarning[]},
  ): CartOutcome {
    const cart = this.find(cartId, now);
    if (!cart)
      return {
        cart: null,
        // Shopify's own wording, word for word: clients and logs may match on it.
        userErrors: [error('INVALID', ['cartId'], 'The specified cart does not exist.')],
        warnings: [],
      };
    const draft = structuredClone(cart);
    const {userErrors, warnings = []} = change(draft);
    if (userErrors.length) return {cart: null, userErrors, warnings: []};
    draft.updatedAt = new Date(now).toISOString();
    this.carts.set(draft.token, draft);
    return {cart: draft, userErrors: [], warnings};
  }

  // ---- changes applied to a draft ------------------------------------------------------

  applyLineAdditions(
    draft: CartRecord,
    inputs: CartLineInput[],
    field: string[],
  ): {userErrors: CartUserError[]; warnings: CartWarning[]} {
    const userErrors: CartUserError[] = [];
    const touched = new Set<CartLineRecord>();
    inputs.forEach((input, index) => {
      const variantId = this.variantIdOf(input.merchandiseId);
      const quantity = input.quantity ?? 1;
      if (variantId === null) {
        userErrors.push(
          error(
            'INVALID_MERCHANDISE_LINE',
            [...field, String(index), 'merchandiseId'],
            `The merchandise with id ${input.merchandiseId} does not exist.`,
          ),
        );
        return;
      }
      if (quantity < 1) {
        userErrors.push(
          error('INVALID', [...field, String(index), 'quantity'], 'The quantity must be greater than 0.'),
        );
        return;
      }
      const attributes = normaliseAttributes(input.attributes);
      const existing = draft.lines.find(
        (line) => line.variantId === variantId && sameAttributes(line.attributes, attributes),
      );
      if (existing) {
        existing.quantity += quantity;
        touched.add(existing);
      } else {
        const line: CartLineRecord = {
          gid: `gid://shopify/CartLine/${randomUUID()}?cart=${draft.token}`,
          variantId,
          quantity,
          attributes,
        };
        draft.lines.push(line);
        touched.add(line);
      }
    });
    if (!userErrors.length && draft.lines.length > MAX_CART_LINES) {
      userErrors.push(error('CART_TOO_LARGE', field, `A cart can't have more than ${MAX_CART_LINES} lines.`));
    }
    return {userErrors, warnings: userErrors.length ? [] : this.enforceStock(draft, touched)};
  }

  applyLineUpdates(
    draft: CartRecord,
    inputs: CartLineUpdateInput[],
  ): {userErrors: CartUserError[]; warnings: CartWarning[]} {
    const userErrors: CartUserError[] = [];
    const touched = new Set<CartLineRecord>();
    inputs.forEach((input, index) => {
      const line = draft.lines.find(
        (l) => l.gid === input.id || l.gid.split('?')[0] === input.id.split('?')[0],
      );
      if (!line) {
        userErrors.push(
          error(
            'INVALID_MERCHANDISE_LINE',
            ['lines', String(index), 'id'],
            `The merchandise line with id ${input.id} does not exist.`,
          ),
        );
        return;
      }
      if (input.merchandiseId != null) {
        const variantId = this.variantIdOf(input.merchandiseId);
        if (variantId === null) {
          userErrors.push(
            error(
              'INVALID_MERCHANDISE_LINE',
              ['lines', String(index), 'merchandiseId'],
              `The merchandise with id ${input.merchandiseId} does not exist.`,
            ),
          );
          return;
        }
        line.variantId = variantId;
      }
      if (input.quantity != null) {
        if (input.quantity < 0) {
          userErrors.push(
            error('LESS_THAN', ['lines', String(index), 'quantity'], 'The quantity must not be negative.'),
          );
          return;
        }
        line.quantity = input.quantity;
      }
      if (input.attributes) line.attributes = normaliseAttributes(input.attributes);
      touched.add(line);
    });
    draft.lines = draft.lines.filter((l) => l.quantity > 0);
    return {userErrors, warnings: userErrors.length ? [] : this.enforceStock(draft, touched)};
  }

  applyLineRemovals(draft: CartRecord, lineIds: string[]): {userErrors: CartUserError[]} {
    const userErrors: CartUserError[] = [];
    lineIds.forEach((id, index) => {
      const before = draft.lines.length;
      draft.lines = draft.lines.filter((l) => l.gid !== id && l.gid.split('?')[0] !== id.split('?')[0]);
      if (draft.lines.length === before)
        userErrors.push(
          error(
            'INVALID_MERCHANDISE_LINE',
            ['lineIds', String(index)],
            `The merchandise line with id ${id} does not exist.`,
          ),
        );
    });
    return {userErrors};
  }

  applyNote(draft: CartRecord, note: string, field: string[] = ['note']): CartUserError[] {
    if (note.length > MAX_NOTE_LENGTH)
      return [error('NOTE_TOO_LONG', field, `Note is too long (maximum is ${MAX_NOTE_LENGTH} characters).`)];
    draft.note = note;
    return [];
  }

  applyDiscountCodes(
    draft: CartRecord,
    codes: string[],
    field: string[] = ['discountCodes'],
  ): CartUserError[] {
    const blank = codes.findIndex((code) => !code.trim());
    if (blank >= 0)
      return [error('MISSING_DISCOUNT_CODE', [...field, String(blank)], 'Discount code is missing.')];
    draft.discountCodes = [
      ...new Map(codes.map((code) => [code.trim().toUpperCase(), code.trim()])).values(),
    ];
    return [];
  }

  applyBuyerIdentity(draft: CartRecord, input: BuyerIdentityInput, now: number): CartUserError[] {
    if (input.countryCode != null) {
      if (
        !(COUNTRY_CODES as readonly string[]).includes(input.countryCode) &&
        !/^[A-Z]{2}$/.test(input.countryCode)
      ) {
        return [error('INVALID', ['buyerIdentity', 'countryCode'], 'Country code is invalid.')];
      }
      draft.countryCode = input.countryCode as CountryCode;
    }
    if (input.customerAccessToken) {
      const customer = this.customers.byBuyerAccessToken(input.customerAccessToken, now);
      if (!customer)
        return [
          error('INVALID', ['buyerIdentity', 'customerAccessToken'], 'Customer access token is invalid.'),
        ];
      draft.customerId = customer.id;
      draft.email ??= customer.email;
    } else if (input.customerAccessToken === '') {
      draft.customerId = null;
    }
    if (input.email !== undefined) draft.email = input.email;
    if (input.phone !== undefined) draft.phone = input.phone;
    return [];
  }

  applyDeliveryAddresses(
    draft: CartRecord,
    inputs: SelectableAddressInput[],
    field: string[] = ['addresses'],
  ): {userErrors: CartUserError[]; warnings: CartWarning[]} {
    const userErrors: CartUserError[] = [];
    const warnings: CartWarning[] = [];
    if (inputs.filter((i) => i.selected).length > 1) {
      return {
        userErrors: [
          error(
            'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED',
            field,
            'Only one delivery address can be selected.',
          ),
        ],
        warnings,
      };
    }
    inputs.forEach((input, index) => {
      const address = this.resolveAddress(draft, input, [...field, String(index), 'address']);
      if ('error' in address) {
        userErrors.push(address.error);
        return;
      }
      const duplicate = draft.deliveryAddresses.find(
        (existing) => JSON.stringify(existing.address) === JSON.stringify(address.fields),
      );
      if (duplicate) {
        warnings.push({
          code: 'DUPLICATE_DELIVERY_ADDRESS',
          message: 'A delivery address with the same details already exists on this cart.',
          target: duplicate.gid,
        });
        if (input.selected) draft.deliveryAddresses.forEach((a) => (a.selected = a === duplicate));
        return;
      }
      if (input.selected) draft.deliveryAddresses.forEach((a) => (a.selected = false));
      draft.deliveryAddresses.push({
        gid: `gid://shopify/CartSelectableAddress/${randomUUID()}`,
        selected: Boolean(input.selected),
        oneTimeUse: Boolean(input.oneTimeUse),
        address: address.fields,
      });
    });
    if (draft.deliveryAddresses.length > MAX_DELIVERY_ADDRESSES) {
      userErrors.push(
        error(
          'TOO_MANY_DELIVERY_ADDRESSES',
          field,
          `A cart can have at most ${MAX_DELIVERY_ADDRESSES} delivery addresses.`,
        ),
      );
    }
    return {userErrors, warnings};
  }

  applyDeliveryAddressRemovals(draft: CartRecord, ids: string[]): {userErrors: CartUserError[]} {
    const userErrors: CartUserError[] = [];
    ids.forEach((id, index) => {
      const before = draft.deliveryAddresses.length;
      draft.deliveryAddresses = draft.deliveryAddresses.filter((a) => a.gid !== id);
      if (before === draft.deliveryAddresses.length)
        userErrors.push(
          error(
            'INVALID_DELIVERY_ADDRESS_ID',
            ['addressIds', String(index)],
            'The delivery address was not found.',
          ),
        );
    });
    return {userErrors};
  }

  applyDeliveryAddressUpdates(
    draft: CartRecord,
    inputs: (SelectableAddressInput & {id: string})[],
  ): {userErrors: CartUserError[]; warnings: CartWarning[]} {
    const userErrors: CartUserError[] = [];
    if (inputs.filter((i) => i.selected).length > 1) {
      return {
        userErrors: [
          error(
            'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED',
            ['addresses'],
            'Only one delivery address can be selected.',
          ),
        ],
        warnings: [],
      };
    }
    inputs.forEach((input, index) => {
      const existing = draft.deliveryAddresses.find((a) => a.gid === input.id);
      if (!existing) {
        userErrors.push(
          error(
            'INVALID_DELIVERY_ADDRESS_ID',
            ['addresses', String(index), 'id'],
            'The delivery address was not found.',
          ),
        );
        return;
      }
      if (input.address) {
        const address = this.resolveAddress(draft, input, ['addresses', String(index), 'address']);
        if ('error' in address) {
          userErrors.push(address.error);
          return;
        }
        existing.address = address.fields;
      }
      if (input.selected != null) {
        if (input.selected) draft.deliveryAddresses.forEach((a) => (a.selected = false));
        existing.selected = input.selected;
      }
      if (input.oneTimeUse != null) existing.oneTimeUse = input.oneTimeUse;
    });
    return {userErrors, warnings: []};
  }

  // ---- helpers -------------------------------------------------------------------------

  private variantIdOf(merchandiseId: string): number | null {
    const parsed = parseGid(merchandiseId);
    if (parsed?.type !== 'ProductVariant') return null;
    return this.catalogue.variantsById.has(parsed.numericId) ? parsed.numericId : null;
  }

  /** Caps touched lines at stock: sold-out lines are dropped, others trimmed, each with a warning. */
  private enforceStock(draft: CartRecord, touched: Set<CartLineRecord>): CartWarning[] {
    const warnings: CartWarning[] = [];
    for (const line of touched) {
      const variant = this.catalogue.variantsById.get(line.variantId)!;
      const product = this.catalogue.productsById.get(variant.productId)!;
      if (product.isGiftCard) continue;
      if (variant.inventory <= 0) {
        draft.lines = draft.lines.filter((l) => l !== line);
        warnings.push({
          code: 'MERCHANDISE_OUT_OF_STOCK',
          message: `The product '${product.title.en}' is already sold out.`,
          target: variant.gid,
        });
      } else if (line.quantity > variant.inventory) {
        line.quantity = variant.inventory;
        warnings.push({
          code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
          message: `Only ${variant.inventory} items were added to your cart due to availability.`,
          target: line.gid,
        });
      }
    }
    return warnings;
  }

  private resolveAddress(
    draft: CartRecord,
    input: SelectableAddressInput,
    field: string[],
  ): {fields: CartAddressFields} | {error: CartUserError} {
    const copyFrom = input.address?.copyFromCustomerAddressId;
    if (copyFrom) {
      const customer = this.customerOf(draft);
      if (!customer)
        return {
          error: error(
            'MISSING_CUSTOMER_ACCESS_TOKEN',
            [...field, 'copyFromCustomerAddressId'],
            'A customer must be associated with the cart to copy a customer address.',
          ),
        };
      const id = parseGid(copyFrom)?.numericId;
      const source = customer.addresses.find((a) => a.id === id);
      if (!source)
        return {
          error: error(
            'INVALID_DELIVERY_ADDRESS_ID',
            [...field, 'copyFromCustomerAddressId'],
            'The customer address was not found.',
          ),
        };
      return {
        fields: {
          address1: source.address1,
          address2: source.address2,
          city: source.city,
          company: source.company,
          countryCode: source.countryCode,
          firstName: source.firstName,
          lastName: source.lastName,
          phone: source.phone,
          provinceCode: source.provinceCode,
          zip: source.zip,
        },
      };
    }
    const delivery = input.address?.deliveryAddress;
    if (!delivery)
      return {
        error: error('ADDRESS_FIELD_IS_REQUIRED', [...field, 'deliveryAddress'], 'An address is required.'),
      };
    for (const [key, value] of Object.entries(delivery)) {
      if (typeof value !== 'string') continue;
      if (/(https?:\/\/|www\.)\S+/i.test(value))
        return {
          error: error(
            'ADDRESS_FIELD_CONTAINS_URL',
            [...field, 'deliveryAddress', key],
            `${key} cannot contain a URL.`,
          ),
        };
      if (/<[^>]+>/.test(value))
        return {
          error: error(
            'ADDRESS_FIELD_CONTAINS_HTML_TAGS',
            [...field, 'deliveryAddress', key],
            `${key} cannot contain HTML tags.`,
          ),
        };
      if (value.length > 255)
        return {
          error: error(
            'ADDRESS_FIELD_IS_TOO_LONG',
            [...field, 'deliveryAddress', key],
            `${key} is too long.`,
          ),
        };
    }
    return {
      fields: {
        address1: delivery.address1 ?? null,
        address2: delivery.address2 ?? null,
        city: delivery.city ?? null,
        company: delivery.company ?? null,
        countryCode:
          (delivery.countryCode as CountryCode | undefined) ?? draft.countryCode ?? PRIMARY_COUNTRY,
        firstName: delivery.firstName ?? null,
        lastName: delivery.lastName ?? null,
        phone: delivery.phone ?? null,
        provinceCode: delivery.provinceCode ?? null,
        zip: delivery.zip ?? null,
      },
    };
  }
}

function normaliseAttributes(attributes: Attribute[] | null | undefined): Attribute[] {
  return (attributes ?? []).map((a) => ({key: a.key, value: a.value}));
}

function sameAttributes(a: Attribute[], b: Attribute[]): boolean {
  if (a.length !== b.length) return false;
  const key = (list: Attribute[]) => JSON.stringify([...list].sort((x, y) => x.key.localeCompare(y.key)));
  return key(a) === key(b);
}
