import {randomBytes} from 'node:crypto';
import {gid} from '../seed/ids';
import type {Address, Catalogue, Customer, Order} from '../seed/types';
import {
  countryCodeFor,
  countryName,
  customerError,
  validateEmail,
  validatePassword,
  validatePhone,
  validateText,
  type CustomerUserError,
} from './customer-validation';
import {parseGid} from './global-id';
import {multipassSecret, verifyMultipassToken} from './multipass';

const ACCESS_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Customer Account API access tokens last an hour, as Shopify's do; refresh tokens 90 days. */
const ACCOUNT_ACCESS_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const ACCOUNT_REFRESH_TOKEN_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

export interface AccessTokenRecord {
  accessToken: string;
  customerId: number;
  expiresAt: number;
}

/** A Customer Account API token: `shcat_…` (access) or `shcrt_…` (refresh). */
export interface AccountTokenRecord {
  token: string;
  kind: 'access' | 'refresh';
  customerId: number;
  expiresAt: number;
}

export interface IssuedAccountTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
}

export interface IssuedToken {
  accessToken: string;
  expiresAt: string;
}

export interface CustomerSnapshot {
  customers: Customer[];
  tokens: AccessTokenRecord[];
  usedMultipassSignatures: string[];
  nextCustomerId: number;
  nextAddressId: number;
  /** Sent e-mails; older snapshots have none. */
  outbox?: OutboxMessage[];
  /** Customer Account API tokens; older snapshots have none. */
  accountTokens?: AccountTokenRecord[];
}

export interface CustomerInput {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

export interface MailingAddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  country?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  province?: string | null;
  zip?: string | null;
}

/** A sent e-mail the emulator records instead of delivering (activation, password reset). */
export interface OutboxMessage {
  to: string;
  kind: 'password-reset' | 'activation';
  url: string;
  /** ISO date-time the e-mail was "sent". */
  sentAt: string;
}

const TOKEN_INVALID_MESSAGE = 'Customer access token is invalid';

function tokenInvalid(): CustomerUserError[] {
  return [customerError('TOKEN_INVALID', ['customerAccessToken'], TOKEN_INVALID_MESSAGE)];
}

/**
 * Classic customer accounts over the seeded customers: access tokens, sign-up, activation,
 * password reset, profile and address book, Multipass. Seeded orders are read-only.
 */
export class CustomerStore {
  private customers: Customer[] = [];
  private byEmail = new Map<string, Customer>();
  private tokens = new Map<string, AccessTokenRecord>();
  private accountTokens = new Map<string, AccountTokenRecord>();
  private usedMultipass = new Set<string>();
  private nextCustomerId = 0;
  private nextAddressId = 0;
  readonly outbox: OutboxMessage[] = [];

  constructor(private readonly catalogue: Catalogue) {
    this.reset();
  }

  reset(): void {
    this.load({
      customers: structuredClone(this.catalogue.customers),
      tokens: [],
      usedMultipassSignatures: [],
      nextCustomerId: 0,
      nextAddressId: 0,
    });
  }

  snapshot(): CustomerSnapshot {
    return {
      customers: this.customers,
      tokens: [...this.tokens.values()],
      usedMultipassSignatures: [...this.usedMultipass],
      nextCustomerId: this.nextCustomerId,
      nextAddressId: this.nextAddressId,
      outbox: this.outbox,
      accountTokens: [...this.accountTokens.values()],
    };
  }

  restore(data: CustomerSnapshot | undefined): void {
    if (!data || !Array.isArray(data.customers)) return;
    this.load(structuredClone(data));
  }

  private load(data: CustomerSnapshot): void {
    this.customers = data.customers;
    this.byEmail = new Map(this.customers.map((c) => [c.email.toLowerCase(), c]));
    this.tokens = new Map(data.tokens.map((t) => [t.accessToken, t]));
    this.accountTokens = new Map((data.accountTokens ?? []).map((t) => [t.token, t]));
    this.usedMultipass = new Set(data.usedMultipassSignatures);
    const maxCustomerId = Math.max(0, ...this.customers.map((c) => c.id));
    const maxAddressId = Math.max(0, ...this.customers.flatMap((c) => c.addresses.map((a) => a.id)));
    this.nextCustomerId = Math.max(data.nextCustomerId, maxCustomerId + 1);
    this.nextAddressId = Math.max(data.nextAddressId, maxAddressId + 1);
    this.outbox.splice(0, this.outbox.length, ...(Array.isArray(data.outbox) ? data.outbox : []));
  }

  /** E-mails sent so far, oldest first; only those to `to` when given (case-insensitive). */
  sentMail(to?: string | null): OutboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return wanted ? this.outbox.filter((message) => message.to.toLowerCase() === wanted) : [...this.outbox];
  }

  // ---- lookups -------------------------------------------------------------------------

  byAccessToken(accessToken: string | null | undefined, now: number): Customer | null {
    if (!accessToken) return null;
    const record = this.tokens.get(accessToken);
    if (!record || record.expiresAt <= now) return null;
    const customer = this.byId(record.customerId);
    return customer && customer.state === 'ENABLED' ? customer : null;
  }

  /**
   * The customer a cart's buyer identity names: the Storefront API takes a classic access
   * token or, for the current customer accounts, a Customer Account API access token.
   */
  byBuyerAccessToken(accessToken: string | null | undefined, now: number): Customer | null {
    return this.byAccessToken(accessToken, now) ?? this.byAccountAccessToken(accessToken, now);
  }

  byId(id: number): Customer | null {
    return this.customers.find((c) => c.id === id) ?? null;
  }

  findByEmail(email: string): Customer | null {
    return this.byEmail.get(email.trim().toLowerCase()) ?? null;
  }

  ordersOf(customer: Customer): Order[] {
    return customer.orderIds
      .map((id) => this.catalogue.ordersById.get(id))
      .filter((o): o is Order => Boolean(o));
  }

  orderForNode(id: number): Order | null {
    return this.catalogue.ordersById.get(id) ?? null;
  }

  // ---- tokens --------------------------------------------------------------------------

  private issueToken(customer: Customer, now: number): IssuedToken {
    const record: AccessTokenRecord = {
      accessToken: randomBytes(16).toString('hex'),
      customerId: customer.id,
      expiresAt: now + ACCESS_TOKEN_LIFETIME_MS,
    };
    this.tokens.set(record.accessToken, record);
    return toIssued(record);
  }

  createAccessToken(
    email: string,
    password: string,
    now: number,
  ): {token: IssuedToken | null; errors: CustomerUserError[]} {
    const customer = this.findByEmail(email);
    if (customer?.state === 'DISABLED' && customer.password === password) {
      return {token: null, errors: [customerError('CUSTOMER_DISABLED', ['input'], 'Customer is disabled')]};
    }
    if (
      !customer ||
      customer.state !== 'ENABLED' ||
      customer.password === null ||
      customer.password !== password
    ) {
      return {
        token: null,
        errors: [customerError('UNIDENTIFIED_CUSTOMER', ['input'], 'Unidentified customer')],
      };
    }
    return {token: this.issueToken(customer, now), errors: []};
  }

  deleteAccessToken(accessToken: string): {
    deleted: {accessToken: string; id: string} | null;
    errors: {field: string[]; message: string}[];
  } {
    const record = this.tokens.get(accessToken);
    if (!record)
      return {
        deleted: null,
        errors: [{field: ['customerAccessToken'], message: 'Access token does not exist'}],
      };
    this.tokens.delete(accessToken);
    return {deleted: {accessToken, id: `${record.customerId}-${accessToken.slice(0, 8)}`}, errors: []};
  }

  renewAccessToken(
    accessToken: string,
    now: number,
  ): {token: IssuedToken | null; errors: {field: string[]; message: string}[]} {
    const record = this.tokens.get(accessToken);
    if (!record || record.expiresAt <= now)
      return {
        token: null,
        errors: [{field: ['customerAccessToken'], message: 'Access token does not exist'}],
      };
    record.expiresAt = now + ACCESS_TOKEN_LIFETIME_MS;
    return {token: toIssued(record), errors: []};
  }

  private revokeTokensOf(customer: Customer): void {
    for (const [token, record] of this.tokens)
      if (record.customerId === customer.id) this.tokens.delete(token);
  }

  // ---- Customer Account API (the current customer accounts) -------------------------------

  /** Checks a sign-in on the hosted login page: the enabled customer, or why not. */
  verifyPassword(
    email: string,
    password: string,
  ): {customer: Customer} | {code: 'UNIDENTIFIED_CUSTOMER' | 'CUSTOMER_DISABLED'} {
    const customer = this.findByEmail(email);
    if (!customer || customer.password === null || customer.password !== password)
      return {code: 'UNIDENTIFIED_CUSTOMER'};
    if (customer.state === 'DISABLED') return {code: 'CUSTOMER_DISABLED'};
    if (customer.state !== 'ENABLED') return {code: 'UNIDENTIFIED_CUSTOMER'};
    return {customer};
  }

  issueAccountTokens(customer: Customer, now: number): IssuedAccountTokens {
    const access = this.addAccountToken('access', customer.id, now + ACCOUNT_ACCESS_TOKEN_LIFETIME_MS);
    const refresh = this.addAccountToken('refresh', customer.id, now + ACCOUNT_REFRESH_TOKEN_LIFETIME_MS);
    return {
      accessToken: access.token,
      refreshToken: refresh.token,
      expiresIn: ACCOUNT_ACCESS_TOKEN_LIFETIME_MS / 1000,
    };
  }

  /** A refresh token is used once: it gives a new access token and a new refresh token. */
  refreshAccountTokens(refreshToken: string, now: number): IssuedAccountTokens | null {
    const record = this.accountTokens.get(refreshToken);
    if (!record || record.kind !== 'refresh' || record.expiresAt <= now) return null;
    this.accountTokens.delete(refreshToken);
    const customer = this.byId(record.customerId);
    return customer?.state === 'ENABLED' ? this.issueAccountTokens(customer, now) : null;
  }

  byAccountAccessToken(token: string | null | undefined, now: number): Customer | null {
    const record = token ? this.accountTokens.get(token) : undefined;
    if (!record || record.kind !== 'access' || record.expiresAt <= now) return null;
    const customer = this.byId(record.customerId);
    return customer?.state === 'ENABLED' ? customer : null;
  }

  /** Signing out of the customer accounts ends every token of that customer's. */
  revokeAccountTokensOf(customerId: number): void {
    for (const [token, record] of this.accountTokens)
      if (record.customerId === customerId) this.accountTokens.delete(token);
  }

  private addAccountToken(kind: 'access' | 'refresh', customerId: number, expiresAt: number) {
    const record: AccountTokenRecord = {
      token: `${kind === 'access' ? 'shcat_' : 'shcrt_'}${randomBytes(24).toString('hex')}`,
      kind,
      customerId,
      expiresAt,
    };
    this.accountTokens.set(record.token, record);
    return record;
  }

  // ---- sign-up, activation, reset ------------------------------------------------------

  create(input: CustomerInput, now: number): {customer: Customer | null; errors: CustomerUserError[]} {
    const errors = [
      ...validateEmail(input.email, ['input', 'email']),
      ...validatePassword(input.password, ['input', 'password']),
      ...validateText(input.firstName, ['input', 'firstName'], 'First name'),
      ...validateText(input.lastName, ['input', 'lastName'], 'Last name'),
      ...validatePhone(input.phone, ['input', 'phone']),
    ];
    if (errors.length) return {customer: null, errors};
    const existing = this.findByEmail(input.email!);
    if (existing && existing.state !== 'ENABLED') {
      // Shopify's answer for an invited or disabled account: it (re)sends the activation e-mail.
      this.sendActivation(existing, now);
      return {
        customer: null,
        errors: [
          customerError(
            'CUSTOMER_DISABLED',
            null,
            `We have sent an email to ${existing.email}, please click the link included to verify your email address.`,
          ),
        ],
      };
    }
    if (existing)
      return {
        customer: null,
        errors: [customerError('TAKEN', ['input', 'email'], 'Email has already been taken')],
      };
    if (input.phone && this.customers.some((c) => c.phone === input.phone))
      return {
        customer: null,
        errors: [customerError('TAKEN', ['input', 'phone'], 'Phone has already been taken')],
      };
    const customer = this.newCustomer(
      {
        email: input.email!.trim(),
        password: input.password!,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        phone: input.phone ?? null,
        acceptsMarketing: input.acceptsMarketing ?? false,
        tags: [],
      },
      now,
    );
    return {customer, errors: []};
  }

  private newCustomer(
    fields: Pick<
      Customer,
      'email' | 'password' | 'firstName' | 'lastName' | 'phone' | 'acceptsMarketing' | 'tags'
    >,
    now: number,
  ): Customer {
    const id = 7_200_000_000_000 + this.nextCustomerId++;
    const timestamp = new Date(now).toISOString();
    const customer: Customer = {
      id,
      gid: gid('Customer', id),
      ...fields,
      state: 'ENABLED',
      addresses: [],
      defaultAddressId: null,
      orderIds: [],
      metafields: [],
      createdAt: timestamp,
      updatedAt: timestamp,
      activationToken: null,
      resetToken: null,
      kind: 'plain',
    };
    this.customers.push(customer);
    this.byEmail.set(customer.email.toLowerCase(), customer);
    return customer;
  }

  private sendActivation(customer: Customer, now: number): void {
    customer.activationToken ??= randomBytes(12).toString('hex');
    this.outbox.push({
      to: customer.email,
      kind: 'activation',
      url: `${this.catalogue.shop.primaryDomain.url}/account/activate/${customer.id}/${customer.activationToken}`,
      sentAt: new Date(now).toISOString(),
    });
  }

  activate(
    customerGid: string,
    activationToken: string,
    password: string,
    now: number,
  ): {customer: Customer | null; token: IssuedToken | null; errors: CustomerUserError[]} {
    const customer = this.byId(parseGid(customerGid)?.numericId ?? NaN);
    if (!customer)
      return {
        customer: null,
        token: null,
        errors: [customerError('NOT_FOUND', ['id'], 'Customer does not exist')],
      };
    if (customer.state === 'ENABLED')
      return {
        customer: null,
        token: null,
        errors: [customerError('ALREADY_ENABLED', null, 'Customer already enabled')],
      };
    if (!customer.activationToken || customer.activationToken !== activationToken) {
      return {
        customer: null,
        token: null,
        errors: [customerError('TOKEN_INVALID', ['input', 'activationToken'], 'Invalid activation token')],
      };
    }
    const passwordErrors = validatePassword(password, ['input', 'password']);
    if (passwordErrors.length) return {customer: null, token: null, errors: passwordErrors};
    customer.password = password;
    customer.state = 'ENABLED';
    customer.activationToken = null;
    customer.updatedAt = new Date(now).toISOString();
    return {customer, token: this.issueToken(customer, now), errors: []};
  }

  activateByUrl(activationUrl: string, password: string, now: number) {
    const match = /\/account\/activate\/(\d+)\/([^/?#]+)/.exec(activationUrl);
    if (!match)
      return {
        customer: null,
        token: null,
        errors: [customerError('INVALID', ['activationUrl'], 'Activation URL is invalid')],
      };
    return this.activate(gid('Customer', match[1]), match[2], password, now);
  }

  recover(email: string, now: number = Date.now()): CustomerUserError[] {
    const emailErrors = validateEmail(email, ['email']);
    if (emailErrors.length) return emailErrors;
    const customer = this.findByEmail(email);
    if (!customer) return [customerError('UNIDENTIFIED_CUSTOMER', ['email'], 'Could not find customer')];
    if (customer.state === 'DISABLED')
      return [customerError('CUSTOMER_DISABLED', ['email'], 'Customer is disabled')];
    customer.resetToken = randomBytes(12).toString('hex');
    this.outbox.push({
      to: customer.email,
      kind: 'password-reset',
      url: `${this.catalogue.shop.primaryDomain.url}/account/reset/${customer.id}/${customer.resetToken}`,
      sentAt: new Date(now).toISOString(),
    });
    return [];
  }

  resetPassword(
    customerGid: string,
    resetToken: string,
    password: string,
    now: number,
  ): {customer: Customer | null; token: IssuedToken | null; errors: CustomerUserError[]} {
    const customer = this.byId(parseGid(customerGid)?.numericId ?? NaN);
    if (!customer)
      return {
        customer: null,
        token: null,
        errors: [customerError('NOT_FOUND', ['id'], 'Customer does not exist')],
      };
    if (!customer.resetToken || customer.resetToken !== resetToken) {
      return {
        customer: null,
        token: null,
        errors: [customerError('TOKEN_INVALID', ['input', 'resetToken'], 'Invalid reset token')],
      };
    }
    const passwordErrors = validatePassword(password, ['input', 'password']);
    if (passwordErrors.length) return {customer: null, token: null, errors: passwordErrors};
    customer.password = password;
    customer.resetToken = null;
    customer.state = 'ENABLED';
    customer.updatedAt = new Date(now).toISOString();
    this.revokeTokensOf(customer);
    return {customer, token: this.issueToken(customer, now), errors: []};
  }

  resetPasswordByUrl(resetUrl: string, password: string, now: number) {
    const match = /\/account\/reset\/(\d+)\/([^/?#]+)/.exec(resetUrl);
    if (!match)
      return {
        customer: null,
        token: null,
        errors: [customerError('INVALID', ['resetUrl'], 'Reset URL is invalid')],
      };
    return this.resetPassword(gid('Customer', match[1]), match[2], password, now);
  }

  // ---- profile -------------------------------------------------------------------------

  update(
    accessToken: string,
    input: CustomerInput,
    now: number,
  ): {customer: Customer | null; token: IssuedToken | null; errors: CustomerUserError[]} {
    const customer = this.byAccessToken(accessToken, now);
    if (!customer)
      return {
        customer: null,
        token: null,
        errors: tokenInvalid(),
      };
    const errors = [
      ...(input.email != null ? validateEmail(input.email, ['customer', 'email']) : []),
      ...(input.password != null ? validatePassword(input.password, ['customer', 'password']) : []),
      ...validateText(input.firstName, ['customer', 'firstName'], 'First name'),
      ...validateText(input.lastName, ['customer', 'lastName'], 'Last name'),
      ...validatePhone(input.phone, ['customer', 'phone']),
    ];
    if (input.email != null && !errors.length) {
      const owner = this.findByEmail(input.email);
      if (owner && owner.id !== customer.id)
        errors.push(customerError('TAKEN', ['customer', 'email'], 'Email has already been taken'));
    }
    if (errors.length) return {customer: null, token: null, errors};
    if (input.email != null && input.email.trim().toLowerCase() !== customer.email.toLowerCase()) {
      this.byEmail.delete(customer.email.toLowerCase());
      customer.email = input.email.trim();
      this.byEmail.set(customer.email.toLowerCase(), customer);
    }
    if (input.firstName !== undefined) customer.firstName = input.firstName;
    if (input.lastName !== undefined) customer.lastName = input.lastName;
    if (input.phone !== undefined) customer.phone = input.phone || null;
    if (input.acceptsMarketing != null) customer.acceptsMarketing = input.acceptsMarketing;
    customer.updatedAt = new Date(now).toISOString();
    if (input.password != null) {
      // A new password signs out every session and hands back a fresh token.
      customer.password = input.password;
      this.revokeTokensOf(customer);
      return {customer, token: this.issueToken(customer, now), errors: []};
    }
    return {customer, token: null, errors: []};
  }

  // ---- address book ------------------------------------------------------------------------

  private addressFrom(
    input: MailingAddressInput,
    base: Address | null,
    customer: Customer,
  ): {address: Address | null; errors: CustomerUserError[]} {
    const errors: CustomerUserError[] = [];
    for (const key of [
      'address1',
      'address2',
      'city',
      'company',
      'firstName',
      'lastName',
      'province',
      'zip',
    ] as const) {
      errors.push(...validateText(input[key], ['address', key], key[0].toUpperCase() + key.slice(1)));
    }
    errors.push(...validatePhone(input.phone, ['address', 'phone']));
    const countryInput = input.country ?? base?.countryCode ?? null;
    const countryCode = countryCodeFor(countryInput);
    if (!countryCode)
      errors.push(
        customerError(
          countryInput ? 'INVALID' : 'BLANK',
          ['address', 'country'],
          countryInput ? 'Country is not supported' : "Country can't be blank",
        ),
      );
    if (errors.length || !countryCode) return {address: null, errors};
    const id = base?.id ?? 9_400_000_000_000 + this.nextAddressId++;
    const pick = <K extends keyof MailingAddressInput>(key: K, fallback: string | null) =>
      input[key] !== undefined ? (input[key] ?? null) : fallback;
    return {
      address: {
        id,
        gid: base?.gid ?? gid('MailingAddress', id),
        firstName: pick('firstName', base?.firstName ?? customer.firstName) ?? '',
        lastName: pick('lastName', base?.lastName ?? customer.lastName) ?? '',
        company: pick('company', base?.company ?? null),
        address1: pick('address1', base?.address1 ?? '') ?? '',
        address2: pick('address2', base?.address2 ?? null),
        city: pick('city', base?.city ?? '') ?? '',
        province: pick('province', base?.province ?? null),
        provinceCode:
          input.province !== undefined ? provinceCode(input.province) : (base?.provinceCode ?? null),
        country: countryName(countryCode),
        countryCode,
        zip: pick('zip', base?.zip ?? '') ?? '',
        phone: pick('phone', base?.phone ?? null),
      },
      errors: [],
    };
  }

  addressCreate(
    accessToken: string,
    input: MailingAddressInput,
    now: number,
  ): {address: Address | null; errors: CustomerUserError[]} {
    const customer = this.byAccessToken(accessToken, now);
    if (!customer)
      return {
        address: null,
        errors: tokenInvalid(),
      };
    const {address, errors} = this.addressFrom(input, null, customer);
    if (!address) return {address: null, errors};
    customer.addresses.push(address);
    customer.defaultAddressId ??= address.id;
    return {address, errors: []};
  }

  private ownAddress(customer: Customer, addressGid: string): Address | null {
    const id = parseGid(addressGid)?.numericId;
    return customer.addresses.find((a) => a.id === id) ?? null;
  }

  /** The token's customer and one of their own addresses, or Shopify's error for whichever is missing. */
  private ownedAddress(
    accessToken: string,
    addressGid: string,
    now: number,
    idField: 'id' | 'addressId',
  ): {customer: Customer; existing: Address} | {errors: CustomerUserError[]} {
    const customer = this.byAccessToken(accessToken, now);
    if (!customer) return {errors: tokenInvalid()};
    const existing = this.ownAddress(customer, addressGid);
    if (!existing) return {errors: [customerError('NOT_FOUND', [idField], 'Address does not exist')]};
    return {customer, existing};
  }

  addressUpdate(
    accessToken: string,
    addressGid: string,
    input: MailingAddressInput,
    now: number,
  ): {address: Address | null; errors: CustomerUserError[]} {
    const owned = this.ownedAddress(accessToken, addressGid, now, 'id');
    if ('errors' in owned) return {address: null, errors: owned.errors};
    const {customer, existing} = owned;
    const {address, errors} = this.addressFrom(input, existing, customer);
    if (!address) return {address: null, errors};
    customer.addresses[customer.addresses.indexOf(existing)] = address;
    return {address, errors: []};
  }

  addressDelete(
    accessToken: string,
    addressGid: string,
    now: number,
  ): {deletedId: string | null; errors: CustomerUserError[]} {
    const owned = this.ownedAddress(accessToken, addressGid, now, 'id');
    if ('errors' in owned) return {deletedId: null, errors: owned.errors};
    const {customer, existing} = owned;
    customer.addresses = customer.addresses.filter((a) => a !== existing);
    if (customer.defaultAddressId === existing.id)
      customer.defaultAddressId = customer.addresses[0]?.id ?? null;
    return {deletedId: existing.gid, errors: []};
  }

  defaultAddressUpdate(
    accessToken: string,
    addressGid: string,
    now: number,
  ): {customer: Customer | null; errors: CustomerUserError[]} {
    const owned = this.ownedAddress(accessToken, addressGid, now, 'addressId');
    if ('errors' in owned) return {customer: null, errors: owned.errors};
    const {customer, existing} = owned;
    customer.defaultAddressId = existing.id;
    return {customer, errors: []};
  }

  // ---- address book of a signed-in customer (the Customer Account API's mutations) ---------

  /** Adds an address to the customer's book; the first one becomes the default. */
  addAddressFor(
    customer: Customer,
    input: MailingAddressInput,
    makeDefault: boolean,
  ): {address: Address | null; errors: CustomerUserError[]} {
    const {address, errors} = this.addressFrom(input, null, customer);
    if (!address) return {address: null, errors};
    customer.addresses.push(address);
    if (makeDefault || customer.defaultAddressId === null) customer.defaultAddressId = address.id;
    return {address, errors: []};
  }

  /** Changes one of the customer's addresses (by numeric id); null when they have no such address. */
  changeAddressFor(
    customer: Customer,
    addressId: number,
    input: MailingAddressInput,
    makeDefault: boolean | null,
  ): {address: Address | null; errors: CustomerUserError[]} | null {
    const existing = customer.addresses.find((a) => a.id === addressId);
    if (!existing) return null;
    const {address, errors} = this.addressFrom(input, existing, customer);
    if (!address) return {address: null, errors};
    customer.addresses[customer.addresses.indexOf(existing)] = address;
    if (makeDefault) customer.defaultAddressId = address.id;
    return {address, errors: []};
  }

  /** Removes one of the customer's addresses; false when they have no such address. */
  removeAddressFor(customer: Customer, addressId: number): boolean {
    const existing = customer.addresses.find((a) => a.id === addressId);
    if (!existing) return false;
    customer.addresses = customer.addresses.filter((a) => a !== existing);
    if (customer.defaultAddressId === existing.id)
      customer.defaultAddressId = customer.addresses[0]?.id ?? null;
    return true;
  }

  /** The names a customer changes on their account page. */
  renameCustomer(
    customer: Customer,
    input: {firstName?: string | null; lastName?: string | null},
    now: number,
  ): CustomerUserError[] {
    const errors = [
      ...validateText(input.firstName, ['input', 'firstName'], 'First name'),
      ...validateText(input.lastName, ['input', 'lastName'], 'Last name'),
    ];
    if (errors.length) return errors;
    if (input.firstName !== undefined) customer.firstName = input.firstName;
    if (input.lastName !== undefined) customer.lastName = input.lastName;
    customer.updatedAt = new Date(now).toISOString();
    return [];
  }

  // ---- Multipass ------------------------------------------------------------------------

  /** Signs a customer in from a Multipass token, creating the account on first use. */
  loginWithMultipass(
    token: string,
    now: number,
  ): {
    token: IssuedToken | null;
    customer: Customer | null;
    returnTo: string | null;
    errors: CustomerUserError[];
  } {
    const invalid = {
      token: null,
      customer: null,
      returnTo: null,
      errors: [customerError('INVALID_MULTIPASS_REQUEST', ['multipassToken'], 'Invalid multipass request')],
    };
    const result = verifyMultipassToken(token, multipassSecret(), now);
    if (!result.ok || this.usedMultipass.has(result.signature)) return invalid;
    this.usedMultipass.add(result.signature);
    const {payload} = result;
    let customer = this.findByEmail(payload.email);
    if (customer?.state === 'DISABLED')
      return {
        ...invalid,
        errors: [customerError('CUSTOMER_DISABLED', ['multipassToken'], 'Customer is disabled')],
      };
    if (!customer) {
      customer = this.newCustomer(
        {
          email: payload.email,
          password: null,
          firstName: payload.first_name ?? null,
          lastName: payload.last_name ?? null,
          phone: null,
          acceptsMarketing: false,
          tags: payload.tag_string
            ? payload.tag_string
                .split(',')
                .map((t) => t.trim())
                .filter(Boolean)
            : [],
        },
        now,
      );
    } else if (customer.state === 'INVITED') {
      customer.state = 'ENABLED';
      customer.activationToken = null;
    }
    return {
      token: this.issueToken(customer, now),
      customer,
      returnTo: typeof payload.return_to === 'string' ? payload.return_to : null,
      errors: [],
    };
  }
}

function toIssued(record: AccessTokenRecord): IssuedToken {
  return {
    accessToken: record.accessToken,
    expiresAt: new Date(record.expiresAt).toISOString().replace('.000Z', 'Z'),
  };
}

function provinceCode(province: string | null | undefined): string | null {
  if (!province) return null;
  return /^[A-Z]{2,3}$/.test(province)
    ? province
    : province
        .split(/\s+/)
        .map((w) => w[0])
        .join('')
        .toUpperCase()
        .slice(0, 3);
}
