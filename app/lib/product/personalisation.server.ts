import {parse as parseCookies, serialize as serializeCookie} from 'cookie';
import {reportError} from '~/lib/errors';
import type {ProductCardView} from '~/lib/product/cards';
import type {RecommendationSlot} from './types';

/**
 * The personalisation service (Nosto's GraphQL API) for the product page and the bag page: the
 * shopper's session (a random id the service hands out once, kept in a secure, same-site lax
 * cookie), the views recorded on it, and the slots it recommends, whose products become cards
 * (shoppable ones only) from the search index. A product page never waits for the service: it
 * records a known shopper's view after its response (`waitUntil`) and leaves the slots to the
 * browser, whose read records nothing, so each page view counts once; a shopper without a
 * session gets one from that read, which records their view as it does. Only where the
 * service is configured.
 */

const SESSION_COOKIE = 'alderline_reco_session';
const SESSION_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A new session must not hold the page: past this, the page renders without slots. */
const SESSION_BUDGET_MS = 400;
const REQUEST_TIMEOUT_MS = 2_000;
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

export interface PersonalisationConfig {
  url: string;
  apiKey: string;
}

export function readPersonalisationConfig(env: Partial<Env>): PersonalisationConfig | null {
  const url = env.PERSONALISATION_URL?.trim();
  const apiKey = env.PERSONALISATION_API_KEY?.trim();
  return url && apiKey ? {url, apiKey} : null;
}

async function graphql<T>(
  config: PersonalisationConfig,
  query: string,
  variables: Record<string, unknown>,
  timeoutMs = REQUEST_TIMEOUT_MS,
) {
  const response = await fetch(config.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${btoa(`:${config.apiKey}`)}`,
    },
    body: JSON.stringify({query, variables}),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await response.json()) as {data?: T; errors?: Array<{message: string}>};
  if (!response.ok || !body.data) throw new Error(body.errors?.[0]?.message ?? `Answered ${response.status}`);
  return body.data;
}

export interface PersonalisationSession {
  id: string;
  /** A Set-Cookie header when the session is new. */
  setCookie: string | null;
}

/** The shopper's session from the cookie, without asking for a new one (null when there is none). */
export function existingSessionId(request: Request): string | null {
  const existing = parseCookies(request.headers.get('Cookie') ?? '')[SESSION_COOKIE];
  return existing && SESSION_ID.test(existing) ? existing : null;
}

/**
 * The shopper's session: from the cookie, or a new one from the service (within a short
 * budget; null when it is slower or fails, so the page goes on without slots).
 */
export async function personalisationSession(
  config: PersonalisationConfig,
  request: Request,
): Promise<PersonalisationSession | null> {
  const existing = existingSessionId(request);
  if (existing) return {id: existing, setCookie: null};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SESSION_BUDGET_MS);
  });
  const session = await Promise.race([newSession(config, request), budget]);
  clearTimeout(timer);
  return session;
}

/** A new session from the service, with the cookie that keeps it; null when that fails (reported). */
export async function newSession(
  config: PersonalisationConfig,
  request: Request,
): Promise<PersonalisationSession | null> {
  const id = await graphql<{newSession: string}>(
    config,
    'mutation NewSession($referer: String) { newSession(referer: $referer) }',
    {referer: request.headers.get('Referer') ?? null},
  )
    .then((answer) => (SESSION_ID.test(answer.newSession) ? answer.newSession : null))
    .catch((error: unknown) => {
      reportError('PERSONALISATION-GET-001', error, {step: 'new session'});
      return null;
    });
  if (!id) return null;
  return {
    id,
    setCookie: serializeCookie(SESSION_COOKIE, id, {
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
      sameSite: 'lax',
      secure: new URL(request.url).protocol === 'https:',
      httpOnly: true,
    }),
  };
}

const RECORD_VIEW = `mutation RecordView($id: String!, $params: InputSessionParams) {
  updateSession(by: BY_CID, id: $id, params: $params) { id }
}`;

/**
 * Records a product view on the session, asking for no recommendations: for `waitUntil`,
 * after the page's response. Never rejects (a failure is reported).
 */
export async function recordProductView(
  config: PersonalisationConfig,
  input: {sessionId: string; productId: string; customerId: string | null},
): Promise<void> {
  try {
    await graphql(config, RECORD_VIEW, {id: input.sessionId, params: productViewParams(input)});
  } catch (error) {
    reportError('PERSONALISATION-GET-001', error, {step: 'record product view'});
  }
}

function productViewParams(input: {productId: string; customerId: string | null}) {
  return {
    ...(input.customerId ? {customer: {customerReference: input.customerId}} : {}),
    event: {type: 'VIEWED_PRODUCT', target: plainId(input.productId)},
  };
}

const UPDATE_SESSION = `mutation ProductPageRecommendations($id: String!, $params: InputSessionParams) {
  updateSession(by: BY_CID, id: $id, params: $params) {
    recos(page: PRODUCT_PAGE) {
      slots { divId resultId title primary { productId } }
    }
  }
}`;

interface UpdateAnswer {
  updateSession: {
    recos: {
      slots: Array<{
        divId: string;
        resultId: string;
        title: string | null;
        primary: Array<{productId: string}>;
      }>;
    };
  };
}

/** A slot as the service answers it: its products by Shopify product id (numeric). */
export interface RecommendedSlot {
  divId: string;
  resultId: string;
  title: string | null;
  productIds: string[];
}

function slotIds(slot: {
  divId: string;
  resultId: string;
  title: string | null;
  primary: Array<{productId: string}>;
}): RecommendedSlot {
  return {
    divId: slot.divId,
    resultId: slot.resultId,
    title: slot.title,
    productIds: slot.primary.map((product) => product.productId),
  };
}

/**
 * Records the product view on the session and returns the slots the service recommends for
 * the product page (a new session's first read: its page recorded nothing); empty when it
 * fails (reported).
 */
export async function recommendedSlots(
  config: PersonalisationConfig,
  input: {sessionId: string; productId: string; customerId: string | null},
): Promise<RecommendedSlot[]> {
  try {
    const answer = await graphql<UpdateAnswer>(config, UPDATE_SESSION, {
      id: input.sessionId,
      params: productViewParams(input),
    });
    return answer.updateSession.recos.slots.map(slotIds);
  } catch (error) {
    reportError('PERSONALISATION-GET-001', error, {step: 'product page slots'});
    return [];
  }
}

const CART_PAGE_SLOT = `mutation BagRecommendations(
  $id: String!
  $params: InputSessionParams
  $slotIds: [String]
  $value: Float
) {
  updateSession(by: BY_CID, id: $id, params: $params) {
    pages {
      forCartPage(params: {slotIds: $slotIds}, value: $value) { divId resultId title primary { productId } }
    }
  }
}`;

const PRODUCT_PAGE_SLOTS = `query ProductPageSlots($id: String!, $product: String) {
  session(id: $id) {
    pages {
      forProductPage(product: $product) { divId resultId title primary { productId } }
    }
  }
}`;

interface CartPageAnswer {
  updateSession: {pages: {forCartPage: UpdateAnswer['updateSession']['recos']['slots']}};
}

/** A bag line as the service is told about it. */
export interface CartItemForRecommendations {
  /** Shopify product id (`gid://shopify/Product/…`). */
  productId: string;
  /** Shopify variant id (`gid://shopify/ProductVariant/…`). */
  variantId: string;
  name: string;
  quantity: number;
  unitPrice: number;
  currencyCode: string;
}

/**
 * Records the bag page view on the session, with the bag's contents (the service's cart
 * recommendations follow them), and returns the slot `slotId`; null when the service answers
 * no such slot, fails or runs past `timeoutMs` (reported).
 */
export async function cartPageSlot(
  config: PersonalisationConfig,
  input: {
    sessionId: string;
    slotId: string;
    customerId: string | null;
    /** The bag page's address. */
    pageUrl: string;
    items: readonly CartItemForRecommendations[];
    /** The bag's total in the market's currency. */
    value: number;
  },
  timeoutMs: number,
): Promise<RecommendedSlot | null> {
  if (timeoutMs <= 0) return null;
  try {
    const answer = await graphql<CartPageAnswer>(
      config,
      CART_PAGE_SLOT,
      {
        id: input.sessionId,
        slotIds: [input.slotId],
        value: input.value,
        params: {
          ...(input.customerId ? {customer: {customerReference: input.customerId}} : {}),
          event: {type: 'VIEWED_PAGE', target: input.pageUrl},
          cart: {
            items: input.items.map((item) => ({
              productId: plainId(item.productId),
              skuId: plainId(item.variantId),
              name: item.name,
              quantity: item.quantity,
              unitPrice: item.unitPrice,
              priceCurrencyCode: item.currencyCode,
            })),
          },
        },
      },
      timeoutMs,
    );
    const slot = answer.updateSession.pages.forCartPage.find(({divId}) => divId === input.slotId);
    return slot
      ? {
          divId: slot.divId,
          resultId: slot.resultId,
          title: slot.title,
          productIds: slot.primary.map((product) => product.productId),
        }
      : null;
  } catch (error) {
    reportError('PERSONALISATION-GET-001', error, {step: 'bag page slot'});
    return null;
  }
}

/** The service names products and variants by Shopify's numeric ids. */
const plainId = (gid: string) => gid.split('/').pop() ?? gid;

interface SlotsAnswer {
  session: {
    pages: {
      forProductPage: Array<{
        divId: string;
        resultId: string;
        title: string | null;
        primary: Array<{productId: string}>;
      }>;
    };
  } | null;
}

/**
 * The product page's slots for a session, read without recording anything (the page's loader
 * recorded the view); empty for a session the service does not know, or when it fails (reported).
 */
export async function productPageSlots(
  config: PersonalisationConfig,
  input: {sessionId: string; productId: string},
): Promise<RecommendedSlot[]> {
  try {
    const answer = await graphql<SlotsAnswer>(config, PRODUCT_PAGE_SLOTS, {
      id: input.sessionId,
      product: plainId(input.productId),
    });
    return (answer.session?.pages.forProductPage ?? []).map(slotIds);
  } catch (error) {
    reportError('PERSONALISATION-GET-001', error, {step: 'product page slots (read)'});
    return [];
  }
}

export const productGid = (id: string) => `gid://shopify/Product/${id}`;

/**
 * The slots with their products as cards (`cards`, by product gid, holds only products a list
 * may show), in each slot's order, the current product left out; slots left without products
 * are dropped. The service's slot titles are in one language: the lists show the store's own
 * words, in the page's language, instead.
 */
export function slotsWithCards(
  slots: readonly RecommendedSlot[],
  cards: ReadonlyMap<string, ProductCardView>,
  currentProductId: string,
): RecommendationSlot[] {
  return slots.flatMap((slot) => {
    const list = slot.productIds.flatMap((id) => {
      const card = cards.get(productGid(id));
      return card && card.id !== currentProductId ? [card] : [];
    });
    return list.length ? [{divId: slot.divId, resultId: slot.resultId, title: null, products: list}] : [];
  });
}

const PAGE_VIEW = `mutation PageRecommendations($id: String!, $params: InputSessionParams, $page: PageType) {
  updateSession(by: BY_CID, id: $id, params: $params) {
    recos(page: $page) {
      slots { divId resultId title primary { productId } }
    }
  }
}`;

/**
 * Records the view of a page that is neither a product nor the bag (the front page, a content
 * page) on the session, and returns the slots the service recommends there; empty when it
 * fails or runs past `timeoutMs` (reported).
 */
export async function pageSlots(
  config: PersonalisationConfig,
  input: {
    sessionId: string;
    page: 'FRONT_PAGE' | 'GENERAL';
    /** The page's address. */
    pageUrl: string;
    customerId: string | null;
  },
  timeoutMs: number,
): Promise<RecommendedSlot[]> {
  if (timeoutMs <= 0) return [];
  try {
    const answer = await graphql<UpdateAnswer>(
      config,
      PAGE_VIEW,
      {
        id: input.sessionId,
        page: input.page,
        params: {
          ...(input.customerId ? {customer: {customerReference: input.customerId}} : {}),
          event: {type: 'VIEWED_PAGE', target: input.pageUrl},
        },
      },
      timeoutMs,
    );
    return answer.updateSession.recos.slots.map(slotIds);
  } catch (error) {
    reportError('PERSONALISATION-GET-001', error, {step: `${input.page.toLowerCase()} slots`});
    return [];
  }
}
