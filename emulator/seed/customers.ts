import {ADDRESS_BOOK} from './addresses';
import {type IdSequence, isoDaysBefore} from './ids';
import {MARKETS} from './markets';
import {createMetafield} from './metafields';
import type {Random} from './random';
import type {
  Address,
  CountryCode,
  Customer,
  Order,
  OrderFinancialStatus,
  OrderFulfillmentStatus,
  OrderLineItem,
  Product,
} from './types';

const SEEDED_PASSWORD = 'password123';

/** The fixed logins, also listed in emulator/storefront/README.md. */
export const SEEDED_LOGINS = {
  plain: 'shopper@alderline.test',
  gated: 'warehouse@alderline.test',
  influencer: 'influencer@alderline.test',
  community: 'member@alderline.test',
  communityExpired: 'expired-member@alderline.test',
  communityCapped: 'capped-member@alderline.test',
  communityLapsed: 'lapsed-member@alderline.test',
  international: 'uk-shopper@alderline.test',
  invited: 'invited@alderline.test',
  disabled: 'disabled@alderline.test',
} as const;

const INVITED_ACTIVATION_TOKEN = 'activation-token-invited';

interface CustomerSpec {
  email: string;
  firstName: string;
  lastName: string;
  kind: Customer['kind'];
  tags: string[];
  countries: CountryCode[];
  state?: Customer['state'];
  memberFields?: {
    savingsCapUsed: number;
    membershipExpiry: string;
    countryCode: CountryCode;
    eligibleToReapply: boolean;
  };
}

const SPECS: CustomerSpec[] = [
  {
    email: SEEDED_LOGINS.plain,
    firstName: 'Alex',
    lastName: 'Rivera',
    kind: 'plain',
    tags: [],
    countries: ['US', 'US', 'CA'],
  },
  {
    email: SEEDED_LOGINS.gated,
    firstName: 'Wren',
    lastName: 'Hollis',
    kind: 'gated',
    tags: ['gated::warehouse-sale'],
    countries: ['US'],
  },
  {
    email: SEEDED_LOGINS.influencer,
    firstName: 'Kai',
    lastName: 'Nakamura',
    kind: 'influencer',
    tags: ['influencer', 'gated::influencer'],
    countries: ['US', 'JP'],
  },
  {
    email: SEEDED_LOGINS.community,
    firstName: 'Sam',
    lastName: 'Okafor',
    kind: 'community',
    tags: ['ambassador-accepted', 'community-member'],
    countries: ['US'],
    memberFields: {
      savingsCapUsed: 120,
      membershipExpiry: '2026-03-31',
      countryCode: 'US',
      eligibleToReapply: false,
    },
  },
  {
    email: SEEDED_LOGINS.communityExpired,
    firstName: 'Jo',
    lastName: 'Brennan',
    kind: 'community',
    tags: ['pro-expired'],
    countries: ['GB', 'US'],
    memberFields: {
      savingsCapUsed: 480,
      membershipExpiry: '2025-01-31',
      countryCode: 'GB',
      eligibleToReapply: true,
    },
  },
  {
    email: SEEDED_LOGINS.international,
    firstName: 'Olivia',
    lastName: 'Grant',
    kind: 'international',
    tags: [],
    countries: ['GB', 'GB', 'FR'],
  },
  {
    email: SEEDED_LOGINS.invited,
    firstName: 'Ivy',
    lastName: 'Chen',
    kind: 'invited',
    tags: [],
    countries: [],
    state: 'INVITED',
  },
  {
    email: SEEDED_LOGINS.disabled,
    firstName: 'Dale',
    lastName: 'Moss',
    kind: 'disabled',
    tags: [],
    countries: ['US'],
    state: 'DISABLED',
  },
];

/**
 * Community members in the states the first logins leave out: an active member whose savings
 * cap is used up, and an expired one who may not reapply. Made after the generated customers,
 * so adding them left every earlier customer, address and order as it was.
 */
const LATER_SPECS: CustomerSpec[] = [
  {
    email: SEEDED_LOGINS.communityCapped,
    firstName: 'Rae',
    lastName: 'Lindqvist',
    kind: 'community',
    tags: ['ambassador-accepted', 'community-member'],
    countries: ['US'],
    memberFields: {
      savingsCapUsed: 500,
      membershipExpiry: '2026-06-30',
      countryCode: 'US',
      eligibleToReapply: false,
    },
  },
  {
    email: SEEDED_LOGINS.communityLapsed,
    firstName: 'Theo',
    lastName: 'Marsh',
    kind: 'community',
    tags: ['teacher-expired'],
    countries: ['US'],
    memberFields: {
      savingsCapUsed: 300,
      membershipExpiry: '2024-08-31',
      countryCode: 'US',
      eligibleToReapply: false,
    },
  },
];

const EXTRA_FIRST = [
  'Noah',
  'Emma',
  'Lucas',
  'Mia',
  'Leo',
  'Ava',
  'Finn',
  'Isla',
  'Omar',
  'Zoe',
  'Hugo',
  'Lena',
];
const EXTRA_LAST = [
  'Berg',
  'Santos',
  'Klein',
  'Dubois',
  'Kato',
  'Moreau',
  'Walsh',
  'Fischer',
  'Haddad',
  'Silva',
  'Ito',
  'Novak',
];
const EXTRA_COUNTRIES: CountryCode[] = ['US', 'GB', 'FR', 'DE', 'AU', 'CA', 'JP', 'NL', 'AE'];

/** Every financial × fulfilment status appears at least once in the plain shopper's history. */
const STATUS_PAIRS: [OrderFinancialStatus, OrderFulfillmentStatus][] = [
  ['PAID', 'FULFILLED'],
  ['PAID', 'UNFULFILLED'],
  ['AUTHORIZED', 'OPEN'],
  ['PARTIALLY_PAID', 'IN_PROGRESS'],
  ['PARTIALLY_REFUNDED', 'PARTIALLY_FULFILLED'],
  ['PENDING', 'PENDING_FULFILLMENT'],
  ['REFUNDED', 'RESTOCKED'],
  ['VOIDED', 'ON_HOLD'],
  ['PAID', 'SCHEDULED'],
];

export function buildCustomers(
  random: Random,
  ids: IdSequence,
  products: Product[],
): {customers: Customer[]; orders: Order[]} {
  const extraSpecs: CustomerSpec[] = Array.from({length: 16}, (_, i) => {
    const firstName = EXTRA_FIRST[i % EXTRA_FIRST.length];
    const lastName = EXTRA_LAST[(i * 5) % EXTRA_LAST.length];
    return {
      email: `${firstName}.${lastName}.${i + 1}@example.test`.toLowerCase(),
      firstName,
      lastName,
      kind: 'plain',
      tags: random.chance(0.3) ? ['newsletter'] : [],
      countries: [EXTRA_COUNTRIES[i % EXTRA_COUNTRIES.length]],
    };
  });
  const shoppable = products.filter((p) => !p.isGiftCard && !p.tags.includes('promotions::gwp'));
  const customers: Customer[] = [];
  const orders: Order[] = [];
  let orderNumber = 1001;

  [...SPECS, ...extraSpecs, ...LATER_SPECS].forEach((spec, index) => {
    const {id, gid} = ids.next('Customer');
    const addresses = spec.countries.map((country, n) => buildAddress(ids, spec, country, n));
    const createdAt = isoDaysBefore(700 - index * 11);
    const customer: Customer = {
      id,
      gid,
      email: spec.email,
      password: spec.state === 'INVITED' ? null : SEEDED_PASSWORD,
      firstName: spec.firstName,
      lastName: spec.lastName,
      phone: index % 3 === 0 ? `+1555010${String(index).padStart(4, '0')}` : null,
      acceptsMarketing: index % 2 === 0,
      state: spec.state ?? 'ENABLED',
      tags: spec.tags,
      addresses,
      defaultAddressId: addresses[0]?.id ?? null,
      orderIds: [],
      metafields: spec.memberFields ? memberMetafields(ids, spec.memberFields) : [],
      createdAt,
      updatedAt: isoDaysBefore(30 - (index % 30)),
      activationToken: spec.state === 'INVITED' ? INVITED_ACTIVATION_TOKEN : null,
      resetToken: null,
      kind: spec.kind,
    };
    const statusPairs =
      spec.kind === 'plain' && index === 0
        ? STATUS_PAIRS
        : spec.state === 'INVITED'
          ? []
          : Array.from({length: random.int(1, 3)}, () => random.pick(STATUS_PAIRS));
    statusPairs.forEach(([financialStatus, fulfillmentStatus], n) => {
      const order = buildOrder(
        ids,
        random,
        customer,
        shoppable,
        orderNumber++,
        financialStatus,
        fulfillmentStatus,
        5 + n * 23 + index,
      );
      customer.orderIds.push(order.id);
      orders.push(order);
    });
    customers.push(customer);
  });
  return {customers, orders};
}

function buildAddress(ids: IdSequence, person: CustomerSpec, country: CountryCode, n: number): Address {
  const options = ADDRESS_BOOK[country] ?? ADDRESS_BOOK.US!;
  const fields = options[n % options.length];
  return {
    ...ids.next('MailingAddress'),
    firstName: person.firstName,
    lastName: person.lastName,
    phone: null,
    ...fields,
  };
}

function memberMetafields(ids: IdSequence, fields: NonNullable<CustomerSpec['memberFields']>) {
  return [
    createMetafield(ids, 'custom', 'savings_cap_used', 'number_decimal', String(fields.savingsCapUsed)),
    createMetafield(ids, 'custom', 'membership_expiry', 'date', fields.membershipExpiry),
    createMetafield(ids, 'custom', 'member_country_code', 'single_line_text_field', fields.countryCode),
    createMetafield(ids, 'custom', 'eligible_to_reapply', 'json', JSON.stringify(fields.eligibleToReapply)),
  ];
}

function buildOrder(
  ids: IdSequence,
  random: Random,
  customer: Customer,
  products: Product[],
  orderNumber: number,
  financialStatus: OrderFinancialStatus,
  fulfillmentStatus: OrderFulfillmentStatus,
  daysAgo: number,
): Order {
  const {id, gid} = ids.next('Order');
  const shippingAddress = customer.addresses[orderNumber % Math.max(1, customer.addresses.length)] ?? null;
  const countryCode: CountryCode = shippingAddress?.countryCode ?? 'US';
  const currencyCode = MARKETS.find((m) => m.countryCode === countryCode)?.currency ?? 'USD';
  const lineItems: OrderLineItem[] = random.sample(products, random.int(1, 3)).map((product) => {
    const variant = random.pick(product.variants);
    const quantity = random.int(1, 2);
    const unit = variant.price[currencyCode];
    const fullSale = financialStatus === 'REFUNDED' || fulfillmentStatus === 'RESTOCKED';
    return {
      title: product.title.en,
      variantId: variant.id,
      quantity,
      currentQuantity: fullSale ? 0 : quantity,
      discountedTotal: unit * quantity,
      originalTotal: (variant.compareAtPrice?.[currencyCode] ?? unit) * quantity,
      customAttributes: product.onSale ? [{key: '_return_policy', value: 'Final Sale'}] : [],
    };
  });
  const subtotal = round(lineItems.reduce((sum, line) => sum + line.discountedTotal, 0));
  const totalShipping = currencyCode === 'JPY' ? 0 : subtotal >= 100 ? 0 : round(subtotal * 0.08);
  const totalTax = currencyCode === 'JPY' ? Math.round(subtotal * 0.1) : round(subtotal * 0.08);
  const total = round(subtotal + totalShipping + totalTax);
  const shipped = ['FULFILLED', 'PARTIALLY_FULFILLED', 'IN_PROGRESS'].includes(fulfillmentStatus);
  return {
    id,
    gid,
    name: `#${orderNumber}`,
    orderNumber,
    customerId: customer.id,
    email: customer.email,
    phone: customer.phone,
    processedAt: isoDaysBefore(daysAgo, (orderNumber * 37) % 600),
    financialStatus,
    fulfillmentStatus,
    currencyCode,
    countryCode,
    lineItems,
    shippingAddress,
    billingAddress: shippingAddress,
    subtotal,
    totalShipping,
    totalTax,
    totalDiscounts: round(lineItems.reduce((sum, l) => sum + l.originalTotal - l.discountedTotal, 0)),
    total,
    totalRefunded:
      financialStatus === 'REFUNDED'
        ? total
        : financialStatus === 'PARTIALLY_REFUNDED'
          ? round(total / 2)
          : 0,
    fulfillments: shipped
      ? [
          {
            trackingCompany: 'UPS',
            trackingNumbers: [`1Z999AA1${String(orderNumber).padStart(8, '0')}`],
            trackingUrls: [
              `https://www.ups.com/track?tracknum=1Z999AA1${String(orderNumber).padStart(8, '0')}`,
            ],
          },
        ]
      : [],
    canceledAt: financialStatus === 'VOIDED' ? isoDaysBefore(daysAgo - 1) : null,
    cancelReason: financialStatus === 'VOIDED' ? 'CUSTOMER' : null,
  };
}

function round(amount: number): number {
  return Math.round(amount * 100) / 100;
}
