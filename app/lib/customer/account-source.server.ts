import type {OrderFinancialStatus, OrderFulfillmentStatus} from '@shopify/hydrogen/storefront-api-types';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {AddressFields} from './address-form';
import type {CustomerUserError} from './user-errors';

/**
 * Where the signed-in customer's account lives. Two implementations: the classic accounts
 * over the Storefront API with a customer access token (`classic-accounts.server.ts`) and
 * Shopify's current customer accounts over the Customer Account API through Hydrogen's client
 * (`current-accounts.server.ts`); the configuration picks one (`accountSource`). Both answer
 * with the same records, so routes, components and view models do not know which one is on.
 * `accessToken` arguments are what `requireCustomer` gave: the classic token, or the current
 * accounts' (which Hydrogen's client also keeps and refreshes itself).
 */
export interface AccountSource {
  readonly system: 'classic' | 'current';
  /** What a customer may change here; the current accounts keep e-mail and sign-in on Shopify's pages. */
  readonly features: AccountFeatures;
  signedInCustomer(context: AppLoadContext): Promise<CurrentCustomer | null>;
  /** The signed-in customer's unexpired access token (refreshed where the system refreshes), or null. */
  accessToken(context: AppLoadContext): Promise<string | null>;
  profile(context: AppLoadContext, accessToken: string): Promise<ProfileRecord>;
  updateProfile(
    context: AppLoadContext,
    accessToken: string,
    changes: ProfileChanges,
  ): Promise<AccountOutcome>;
  addressBook(context: AppLoadContext, accessToken: string): Promise<AddressBookRecord>;
  createAddress(
    context: AppLoadContext,
    accessToken: string,
    fields: AddressFields,
    makeDefault: boolean,
  ): Promise<AccountOutcome>;
  /** `addressId` is the system's full id of one of the customer's own addresses. */
  updateAddress(
    context: AppLoadContext,
    accessToken: string,
    addressId: string,
    fields: AddressFields,
    makeDefault: boolean,
  ): Promise<AccountOutcome>;
  deleteAddress(context: AppLoadContext, accessToken: string, addressId: string): Promise<AccountOutcome>;
  setDefaultAddress(context: AppLoadContext, accessToken: string, addressId: string): Promise<AccountOutcome>;
  /** A page of orders, newest first. */
  orders(context: AppLoadContext, accessToken: string, page: PageVariables): Promise<OrderPage>;
  /** One of the customer's own orders by the numeric part of its id; null for anything else. */
  order(context: AppLoadContext, accessToken: string, orderId: string): Promise<OrderRecord | null>;
  dashboard(context: AppLoadContext, accessToken: string): Promise<DashboardRecord>;
  /** The customer's membership metafields (`custom.*` by key) and the shop's savings cap limits. */
  membership(context: AppLoadContext, accessToken: string): Promise<MembershipRecord>;
}

interface AccountFeatures {
  /** E-mail, phone, marketing consent and password are changed on our profile page. */
  editContactAndPassword: boolean;
  /** The default address may be deleted (the Customer Account API refuses it). */
  deleteDefaultAddress: boolean;
  /** Sign-up, password recovery and activation run on our pages (else on Shopify's sign-in page). */
  ownSignInPages: boolean;
}

export interface CurrentCustomer {
  /** Global id, e.g. `gid://shopify/Customer/123`. */
  id: string;
  /** The trailing numeric part of the id (keys such as recently viewed use it). */
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  tags: string[];
}

/** Each account change answers `{ok: true}` or `{ok: false, errors}` in Shopify's customer error codes. */
export type AccountOutcome = {ok: true} | {ok: false; errors: CustomerUserError[]};

export interface ProfileRecord {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  acceptsMarketing: boolean;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  acceptsMarketing?: boolean;
  password?: string;
}

interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

export interface AddressRecord {
  /** The system's full id (a Storefront `MailingAddress` or a Customer Account `CustomerAddress`). */
  id: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  countryCode: string | null;
  zip: string | null;
  phone: string | null;
  /** Formatted for its country, one line each. */
  formatted: string[];
}

type Maybe<T> = T | null | undefined;

/** An address record from an API's address (the current accounts' field names mapped by the caller). */
export function addressRecordOf(address: {
  id: string;
  firstName?: Maybe<string>;
  lastName?: Maybe<string>;
  company?: Maybe<string>;
  address1?: Maybe<string>;
  address2?: Maybe<string>;
  city?: Maybe<string>;
  province?: Maybe<string>;
  countryCode?: Maybe<string>;
  zip?: Maybe<string>;
  phone?: Maybe<string>;
  formatted: string[];
}): AddressRecord {
  return {
    id: address.id,
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    province: address.province ?? null,
    countryCode: address.countryCode ?? null,
    zip: address.zip ?? null,
    phone: address.phone ?? null,
    formatted: address.formatted,
  };
}

interface AddressBookRecord {
  addresses: AddressRecord[];
  defaultId: string | null;
}

/** The Storefront API's order states; the current accounts' delivery states are mapped onto them. */
export type FinancialStatus = OrderFinancialStatus;
export type FulfillmentStatus = OrderFulfillmentStatus;

export interface OrderSummaryRecord {
  id: string;
  name: string;
  processedAt: string;
  financialStatus: FinancialStatus | null;
  fulfillmentStatus: FulfillmentStatus;
  totalPrice: MoneyV2;
}

export interface OrderLineRecord {
  title: string;
  variantTitle: string | null;
  options: {name: string; value: string}[];
  sku: string | null;
  quantity: number;
  /** How many are still on the order (not refunded or restocked). */
  currentQuantity: number;
  total: MoneyV2 | null;
  image: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
  productHandle: string | null;
  customAttributes: {key: string; value?: string | null}[];
}

interface OrderRecord extends OrderSummaryRecord {
  email: string | null;
  statusUrl: string;
  shipments: {company: string | null; tracking: {number: string; url: string | null}[]}[];
  lines: OrderLineRecord[];
  shippingAddress: string[] | null;
  subtotal: MoneyV2 | null;
  shipping: MoneyV2 | null;
  tax: MoneyV2 | null;
}

/** Hydrogen's pagination variables (`getPaginationVariables`). */
type PageVariables = {first: number; endCursor?: string | null} | {last: number; startCursor?: string | null};

interface OrderPage {
  nodes: OrderSummaryRecord[];
  pageInfo: {
    hasPreviousPage: boolean;
    hasNextPage: boolean;
    startCursor?: string | null;
    endCursor?: string | null;
  };
}

interface DashboardRecord {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  createdAt: string | null;
  orderCount: number;
  latestOrder: OrderSummaryRecord | null;
  addressCount: number;
  defaultAddress: string[] | null;
}

export interface MembershipRecord {
  fields: Map<string, string | null | undefined>;
  savingsCapLimits: string | null;
}
