/**
 * Klaviyo-like e-mail platform (client API, the endpoints a browser or the app's `/api/klaviyo/*` routes call):
 * - `POST /klaviyo/client/subscriptions?company_id=…`            list subscription → 202
 * - `POST /klaviyo/client/profiles?company_id=…`                 profile upsert → 202
 * - `POST /klaviyo/client/back-in-stock-subscriptions?company_id=…` → 202
 * - `GET  /klaviyo/__subscriptions[?email=…]`                     emulator-only inspection for tests
 * Bodies are JSON:API documents as Klaviyo expects; errors use Klaviyo's `{errors:[…]}` shape.
 */
import {randomUUID} from 'node:crypto';
import {isRecord, parseJson} from '../http';
import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';

interface ListSubscription {
  companyId: string;
  listId: string;
  email: string;
  phoneNumber?: string;
  customSource?: string;
  createdAt: string;
}

interface Profile {
  companyId: string;
  email?: string;
  phoneNumber?: string;
  externalId?: string;
  firstName?: string;
  lastName?: string;
  properties: Record<string, unknown>;
  updatedAt: string;
}

interface BackInStockSubscription {
  companyId: string;
  email?: string;
  phoneNumber?: string;
  /** As sent, e.g. `$shopify:::$default:::4567`. */
  variant: string;
  /** The catalogue's own variant id (the last `:::` part). */
  variantId: string;
  channels: string[];
  createdAt: string;
}

export interface EmailState {
  subscriptions: ListSubscription[];
  profiles: Profile[];
  backInStock: BackInStockSubscription[];
}

interface KlaviyoError {
  status: number;
  code: string;
  title: string;
  detail: string;
  source: {pointer: string} | {parameter: string};
}

function errors(operation: string, ...list: KlaviyoError[]): EmulatorResponse {
  const status = list[0]?.status ?? 400;
  return {
    status,
    operation,
    headers: {'content-type': 'application/vnd.api+json'},
    body: {errors: list.map((e) => ({id: randomUUID(), ...e, links: {}, meta: {}}))},
  };
}

const invalid = (detail: string, pointer: string): KlaviyoError => ({
  status: 400,
  code: 'invalid',
  title: 'Invalid input.',
  detail,
  source: {pointer},
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Walks a JSON:API path such as data.attributes.profile.data.attributes. */
function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) current = isRecord(current) ? current[key] : undefined;
  return current;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

type Parsed =
  | {ok: true; doc: Record<string, unknown>; companyId: string}
  | {ok: false; response: EmulatorResponse};

function parseRequest(req: EmulatorRequest, operation: string, type: string): Parsed {
  const companyId = str(req.url.searchParams.get('company_id'));
  if (!companyId) {
    return {
      ok: false,
      response: errors(operation, {
        status: 400,
        code: 'invalid',
        title: 'Invalid input.',
        detail: "Missing required query parameter 'company_id'",
        source: {parameter: 'company_id'},
      }),
    };
  }
  const parsed = parseJson(req.body);
  if (!parsed.ok || !isRecord(parsed.value) || !isRecord(parsed.value.data)) {
    return {
      ok: false,
      response: errors(operation, {
        status: 400,
        code: 'parse_error',
        title: 'Malformed request.',
        detail: parsed.ok
          ? 'The request body must be a JSON:API document with a data object'
          : parsed.message,
        source: {pointer: '/data'},
      }),
    };
  }
  const actualType = parsed.value.data.type;
  if (actualType !== undefined && actualType !== type) {
    return {
      ok: false,
      response: errors(operation, {
        status: 409,
        code: 'conflict',
        title: 'Conflict.',
        detail: `The type '${String(actualType)}' does not match the endpoint's type '${type}'`,
        source: {pointer: '/data/type'},
      }),
    };
  }
  return {ok: true, doc: parsed.value, companyId};
}

function emptyState(): EmailState {
  return {subscriptions: [], profiles: [], backInStock: []};
}

function isEmailState(value: unknown): value is EmailState {
  return (
    isRecord(value) &&
    Array.isArray(value.subscriptions) &&
    Array.isArray(value.profiles) &&
    Array.isArray(value.backInStock)
  );
}

const accepted = (operation: string): EmulatorResponse => ({status: 202, operation});

export function createEmailService(): EmulatorService {
  let state = emptyState();

  function upsertProfile(
    companyId: string,
    fields: Omit<Profile, 'companyId' | 'updatedAt' | 'properties'>,
    properties: Record<string, unknown> = {},
  ): void {
    const existing = state.profiles.find(
      (p) =>
        p.companyId === companyId &&
        ((fields.email && p.email === fields.email) ||
          (fields.phoneNumber && p.phoneNumber === fields.phoneNumber) ||
          (fields.externalId && p.externalId === fields.externalId)),
    );
    const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const updatedAt = new Date().toISOString();
    if (existing)
      Object.assign(existing, defined, {properties: {...existing.properties, ...properties}, updatedAt});
    else state.profiles.push({companyId, ...defined, properties, updatedAt});
  }

  function subscribe(req: EmulatorRequest): EmulatorResponse {
    const op = 'subscriptions.create';
    const parsed = parseRequest(req, op, 'subscription');
    if (!parsed.ok) return parsed.response;
    const {doc, companyId} = parsed;
    const profile = at(doc, 'data', 'attributes', 'profile', 'data', 'attributes');
    const rawEmail = str(at(profile, 'email'));
    const phoneNumber = str(at(profile, 'phone_number'));
    const listId = str(at(doc, 'data', 'relationships', 'list', 'data', 'id'));
    const problems: KlaviyoError[] = [];
    if (!listId) problems.push(invalid('A list ID is required', '/data/relationships/list/data/id'));
    if (!rawEmail && !phoneNumber) {
      problems.push(
        invalid('An email or phone number is required', '/data/attributes/profile/data/attributes/email'),
      );
    } else if (rawEmail && !EMAIL.test(rawEmail)) {
      problems.push(
        invalid(`Invalid email address: '${rawEmail}'`, '/data/attributes/profile/data/attributes/email'),
      );
    }
    if (problems.length > 0 || !listId) return errors(op, ...problems);
    const email = rawEmail?.toLowerCase() ?? '';
    const customSource = str(at(doc, 'data', 'attributes', 'custom_source'));
    const existing = state.subscriptions.find(
      (s) =>
        s.companyId === companyId &&
        s.listId === listId &&
        s.email === email &&
        s.phoneNumber === phoneNumber,
    );
    if (!existing) {
      state.subscriptions.push({
        companyId,
        listId,
        email,
        phoneNumber,
        customSource,
        createdAt: new Date().toISOString(),
      });
    }
    upsertProfile(companyId, {
      email: email || undefined,
      phoneNumber,
      externalId: str(at(profile, 'external_id')),
      firstName: str(at(profile, 'first_name')),
      lastName: str(at(profile, 'last_name')),
    });
    return accepted(op);
  }

  function profile(req: EmulatorRequest): EmulatorResponse {
    const op = 'profiles.create';
    const parsed = parseRequest(req, op, 'profile');
    if (!parsed.ok) return parsed.response;
    const attributes = at(parsed.doc, 'data', 'attributes');
    const email = str(at(attributes, 'email'));
    const phoneNumber = str(at(attributes, 'phone_number'));
    const externalId = str(at(attributes, 'external_id'));
    if (!email && !phoneNumber && !externalId) {
      return errors(op, invalid('One of email, phone_number or external_id is required', '/data/attributes'));
    }
    if (email && !EMAIL.test(email))
      return errors(op, invalid(`Invalid email address: '${email}'`, '/data/attributes/email'));
    const properties = at(attributes, 'properties');
    upsertProfile(
      parsed.companyId,
      {
        email: email?.toLowerCase(),
        phoneNumber,
        externalId,
        firstName: str(at(attributes, 'first_name')),
        lastName: str(at(attributes, 'last_name')),
      },
      isRecord(properties) ? properties : {},
    );
    return accepted(op);
  }

  function backInStock(req: EmulatorRequest): EmulatorResponse {
    const op = 'back-in-stock-subscriptions.create';
    const parsed = parseRequest(req, op, 'back-in-stock-subscription');
    if (!parsed.ok) return parsed.response;
    const {doc, companyId} = parsed;
    const profileAttributes = at(doc, 'data', 'attributes', 'profile', 'data', 'attributes');
    const email = str(at(profileAttributes, 'email'));
    const phoneNumber = str(at(profileAttributes, 'phone_number'));
    const variant = str(at(doc, 'data', 'relationships', 'variant', 'data', 'id'));
    const rawChannels = at(doc, 'data', 'attributes', 'channels');
    const channels = Array.isArray(rawChannels)
      ? rawChannels.filter((c): c is string => typeof c === 'string')
      : [];
    const problems: KlaviyoError[] = [];
    if (channels.length === 0 || channels.some((c) => c !== 'EMAIL' && c !== 'SMS')) {
      problems.push(
        invalid("channels must be a non-empty list of 'EMAIL' and/or 'SMS'", '/data/attributes/channels'),
      );
    }
    if (!variant)
      problems.push(invalid('A catalog variant ID is required', '/data/relationships/variant/data/id'));
    if (!email && !phoneNumber) {
      problems.push(
        invalid('An email or phone number is required', '/data/attributes/profile/data/attributes/email'),
      );
    } else if (email && !EMAIL.test(email)) {
      problems.push(
        invalid(`Invalid email address: '${email}'`, '/data/attributes/profile/data/attributes/email'),
      );
    }
    if (channels.includes('EMAIL') && !email) {
      problems.push(
        invalid(
          'An email is required for the EMAIL channel',
          '/data/attributes/profile/data/attributes/email',
        ),
      );
    }
    if (problems.length > 0 || !variant) return errors(op, ...problems);
    const variantId = variant.split(':::').pop() ?? variant;
    const normalisedEmail = email?.toLowerCase();
    const existing = state.backInStock.find(
      (s) =>
        s.companyId === companyId &&
        s.variant === variant &&
        s.email === normalisedEmail &&
        s.phoneNumber === phoneNumber,
    );
    if (existing) existing.channels = [...new Set([...existing.channels, ...channels])];
    else
      state.backInStock.push({
        companyId,
        email: normalisedEmail,
        phoneNumber,
        variant,
        variantId,
        channels,
        createdAt: new Date().toISOString(),
      });
    upsertProfile(companyId, {email: normalisedEmail, phoneNumber});
    return accepted(op);
  }

  function inspect(req: EmulatorRequest): EmulatorResponse {
    const email = req.url.searchParams.get('email')?.toLowerCase();
    const keep = <T extends {email?: string}>(list: T[]) =>
      email ? list.filter((x) => x.email === email) : list;
    return {
      status: 200,
      operation: '__subscriptions',
      body: {
        subscriptions: keep(state.subscriptions),
        profiles: keep(state.profiles),
        backInStock: keep(state.backInStock),
      },
    };
  }

  const routes: Record<string, (req: EmulatorRequest) => EmulatorResponse> = {
    'POST /klaviyo/client/subscriptions': subscribe,
    'POST /klaviyo/client/profiles': profile,
    'POST /klaviyo/client/back-in-stock-subscriptions': backInStock,
    'GET /klaviyo/__subscriptions': inspect,
  };

  return {
    name: 'email',
    matches: (url) => url.pathname.startsWith('/klaviyo/'),
    handle(req) {
      const path = req.url.pathname.replace(/\/+$/, '');
      const route = routes[`${req.method} ${path}`];
      if (route) return route(req);
      const known = Object.keys(routes).some((key) => key.endsWith(` ${path}`));
      return errors('unknown', {
        status: known ? 405 : 404,
        code: known ? 'method_not_allowed' : 'not_found',
        title: known ? 'Method not allowed.' : 'Not found.',
        detail: `${req.method} ${req.url.pathname} is not emulated`,
        source: {pointer: '/'},
      });
    },
    snapshot: () => state,
    restore(data) {
      state = isEmailState(data) ? structuredClone(data) : emptyState();
    },
    reset() {
      state = emptyState();
    },
  };
}
