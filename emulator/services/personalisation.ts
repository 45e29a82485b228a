/**
 * Nosto-like personalisation service: `POST /personalisation/graphql` executes a small GraphQL schema
 * (`newSession`, `updateSession { recos { slots { divId resultId primary { productId name url } } } }`,
 * and Nosto's `pages { forFrontPage … }`; `session(id) { pages { forProductPage(product) } }` reads
 * a product's slots without recording an event). Recommendations are deterministic per seed, slot
 * and page. Like the real service, the cart page's slots follow the cart the session last reported
 * (`params.cart.items`): they change with its products and never recommend one already in it.
 */
import {randomBytes} from 'node:crypto';
import {buildSchema, graphql, type GraphQLSchema} from 'graphql';
import {isRecord, parseJson} from '../http';
import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';
import {loadCatalogue, type RecoProduct} from './catalogue';
import {hashString} from './hash';
import {PERSONALISATION_SDL} from './personalisation-schema';

export type PageType =
  | 'FRONT_PAGE'
  | 'CART_PAGE'
  | 'PRODUCT_PAGE'
  | 'CATEGORY_PAGE'
  | 'SEARCH_PAGE'
  | 'NOT_FOUND_PAGE'
  | 'ORDER_PAGE'
  | 'GENERAL';

export const SLOTS: Record<PageType, string[]> = {
  FRONT_PAGE: ['frontpage-nosto-1', 'frontpage-nosto-2'],
  CART_PAGE: ['cartpage-nosto-1', 'cartpage-nosto-2'],
  PRODUCT_PAGE: ['productpage-nosto-1', 'productpage-nosto-2'],
  CATEGORY_PAGE: ['categorypage-nosto-1'],
  SEARCH_PAGE: ['searchpage-nosto-1'],
  NOT_FOUND_PAGE: ['notfound-nosto-1'],
  ORDER_PAGE: ['thankyou-nosto-1'],
  GENERAL: ['nosto-page-general-1'],
};
const PRODUCTS_PER_SLOT = 8;
const MAX_SESSIONS = 1000;
const MAX_EVENTS = 20;

interface SessionEvent {
  type: string;
  target?: string;
  at: string;
}

interface Session {
  id: string;
  referrer?: string;
  customerId?: string;
  email?: string;
  /** Product ids of the cart the session last reported. */
  cart?: string[];
  events: SessionEvent[];
  createdAt: string;
}

interface State {
  sessions: Session[];
}

/** Which page an event describes: its type first, then the target URL's path. */
export function pageFor(event: SessionEvent | undefined): PageType {
  if (!event) return 'GENERAL';
  if (event.type === 'VIEWED_PRODUCT') return 'PRODUCT_PAGE';
  if (event.type === 'VIEWED_CATEGORY') return 'CATEGORY_PAGE';
  if (event.type === 'INTERNAL_SEARCH') return 'SEARCH_PAGE';
  if (event.type === 'PLACED_ORDER') return 'ORDER_PAGE';
  let path = event.target ?? '';
  try {
    path = new URL(path, 'http://x').pathname;
  } catch {
    // keep the raw target
  }
  // Drop a market prefix such as /en-gb.
  path = path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/i, '').replace(/\/+$/, '');
  if (path === '') return 'FRONT_PAGE';
  if (/^\/cart(\/|$)/.test(path)) return 'CART_PAGE';
  if (/^\/products\//.test(path)) return 'PRODUCT_PAGE';
  if (/^\/collections\//.test(path)) return 'CATEGORY_PAGE';
  if (/^\/search(\/|$)/.test(path)) return 'SEARCH_PAGE';
  return 'GENERAL';
}

/** Deterministic pick of n distinct products for a key. */
function pick(products: readonly RecoProduct[], key: string, n: number): RecoProduct[] {
  const chosen: RecoProduct[] = [];
  const used = new Set<number>();
  let h = hashString(key);
  for (let i = 0; chosen.length < Math.min(n, products.length) && i < n * 20; i++) {
    h = hashString(`${h}:${i}`);
    const index = h % products.length;
    if (used.has(index)) continue;
    used.add(index);
    chosen.push(products[index]);
  }
  return chosen;
}

function isState(value: unknown): value is State {
  return isRecord(value) && Array.isArray(value.sessions);
}

interface RecoArgs {
  params?: {slotIds?: string[] | null} | null;
  page?: PageType | null;
  slotIds?: string[] | null;
}

export function createPersonalisationService(options: {seed: number}): EmulatorService {
  let sessions = new Map<string, Session>();
  let catalogue: Promise<RecoProduct[]> | undefined;
  let schema: GraphQLSchema | undefined;

  function remember(session: Session): void {
    sessions.delete(session.id);
    sessions.set(session.id, session);
    while (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
  }

  function slots(
    products: RecoProduct[],
    origin: string,
    page: PageType,
    session: Pick<Session, 'events' | 'cart'>,
    slotIds?: string[] | null,
    /** What the slots are about; the session's last event's target when not given. */
    target?: string | null,
  ) {
    const ids = slotIds && slotIds.length > 0 ? slotIds : SLOTS[page];
    const inCart = new Set(page === 'CART_PAGE' ? (session.cart ?? []) : []);
    const pool = products.filter((p) => !inCart.has(p.productId));
    const basis =
      page === 'CART_PAGE'
        ? `cart:${[...inCart].sort().join(',')}`
        : (target ?? session.events.at(-1)?.target ?? '');
    return ids.map((divId) => {
      const key = `${options.seed}|${divId}|${basis}`;
      return {
        divId,
        resultId: `${divId}-${hashString(key).toString(16)}`,
        resultType: 'RECOMMENDATION',
        title: 'You may also like',
        primary: pick(pool, key, PRODUCTS_PER_SLOT).map((p) => ({
          ...p,
          imageUrl: p.imageUrl.startsWith('/') ? `${origin}${p.imageUrl}` : p.imageUrl,
        })),
      };
    });
  }

  function sessionView(session: Session, products: RecoProduct[], origin: string) {
    const last = session.events.at(-1);
    const forPage = (page: PageType) => (args: RecoArgs) =>
      slots(products, origin, page, session, args.params?.slotIds);
    return {
      id: session.id,
      customerId: session.customerId ?? null,
      recos: (args: RecoArgs) => {
        const page = args.page ?? pageFor(last);
        return {page, slots: slots(products, origin, page, session, args.slotIds)};
      },
      pages: {
        forFrontPage: forPage('FRONT_PAGE'),
        forCartPage: forPage('CART_PAGE'),
        // The product asked about, as Nosto's argument says; else the session's last event.
        forProductPage: (args: RecoArgs & {product?: string | null}) =>
          slots(products, origin, 'PRODUCT_PAGE', session, args.params?.slotIds, args.product),
        forCategoryPage: forPage('CATEGORY_PAGE'),
        forSearchPage: forPage('SEARCH_PAGE'),
        forNotFoundPage: forPage('NOT_FOUND_PAGE'),
        forOrderPage: forPage('ORDER_PAGE'),
      },
    };
  }

  interface UpdateArgs {
    by: string;
    id: string;
    params?: {
      customer?: {customerReference?: string | null; email?: string | null} | null;
      event?: {type: string; target?: string | null} | null;
      events?: Array<{type: string; target?: string | null} | null> | null;
      cart?: {items?: Array<{productId?: string | null} | null> | null} | null;
      page?: PageType | null;
    } | null;
  }

  function rootValue(products: RecoProduct[], origin: string) {
    return {
      newSession(args: {referer?: string | null; referrer?: string | null}) {
        const id = randomBytes(12).toString('hex');
        remember({
          id,
          referrer: args.referer ?? args.referrer ?? undefined,
          events: [],
          createdAt: new Date().toISOString(),
        });
        return id;
      },
      updateSession(args: UpdateArgs) {
        const session = sessions.get(args.id) ?? {
          id: args.id,
          events: [],
          createdAt: new Date().toISOString(),
        };
        const customer = args.params?.customer;
        if (customer?.customerReference) session.customerId = customer.customerReference;
        if (customer?.email) session.email = customer.email;
        const cart = args.params?.cart;
        if (cart)
          session.cart = (cart.items ?? []).flatMap((item) => (item?.productId ? [item.productId] : []));
        const events = [args.params?.event, ...(args.params?.events ?? [])].filter((e) => e != null);
        const at = new Date().toISOString();
        for (const event of events)
          session.events.push({type: event.type, target: event.target ?? undefined, at});
        session.events = session.events.slice(-MAX_EVENTS);
        remember(session);
        const view = sessionView(session, products, origin);
        const page = args.params?.page;
        return page ? {...view, recos: (a: RecoArgs) => view.recos({...a, page: a.page ?? page})} : view;
      },
      session(args: {id: string}) {
        const session = sessions.get(args.id);
        return session ? sessionView(session, products, origin) : null;
      },
    };
  }

  async function execute(req: EmulatorRequest): Promise<EmulatorResponse> {
    if (req.method !== 'POST') {
      return {
        status: 405,
        body: {errors: [{message: 'Use POST with a JSON body {query, variables}'}]},
        operation: 'invalid',
      };
    }
    const parsed = parseJson(req.body);
    if (!parsed.ok) return {status: 400, body: {errors: [{message: parsed.message}]}, operation: 'invalid'};
    const body = parsed.value;
    if (!isRecord(body) || typeof body.query !== 'string') {
      return {
        status: 400,
        body: {errors: [{message: 'Body must be {query: string, variables?: object}'}]},
        operation: 'invalid',
      };
    }
    const variables = isRecord(body.variables) ? body.variables : undefined;
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    catalogue ??= loadCatalogue(options.seed, (m) => console.log(`[emulator] ${m}`));
    schema ??= buildSchema(PERSONALISATION_SDL);
    const result = await graphql({
      schema,
      source: body.query,
      rootValue: rootValue(await catalogue, req.url.origin),
      variableValues: variables,
      operationName,
    });
    const label =
      operationName ?? /\b(newSession|updateSession|session)\b/.exec(body.query)?.[1] ?? 'graphql';
    // Syntax and validation errors come back without `data`: answer 400 like common GraphQL servers.
    return {status: result.data === undefined ? 400 : 200, body: result, operation: label};
  }

  return {
    name: 'personalisation',
    matches: (url) =>
      url.pathname === '/personalisation/graphql' || url.pathname === '/personalisation/v1/graphql',
    handle: execute,
    snapshot: (): State => ({sessions: [...sessions.values()]}),
    restore(data) {
      sessions = new Map(isState(data) ? data.sessions.map((s) => [s.id, s] as const) : []);
    },
    reset() {
      sessions = new Map();
    },
  };
}
