/**
 * The bag's actions against the emulator's Storefront API, through Hydrogen's own cart handler
 * with the store's fragments: what each action sends, which calls waited for which (the round
 * trips in a row), and the bag it ends with. A change waits for one call whose answer is the
 * bag; the free gift or the buyer following it costs one more, only then.
 */
import {createCartHandler, createStorefrontClient, type Storefront} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {getMarket, storefrontContext} from '@markets';
import {CART_MUTATION_FRAGMENT, CART_QUERY_FRAGMENT} from '@graphql/cart';
import {
  addToBag,
  changeDiscountCodes,
  removeLines,
  toggleCommunity,
  updateLines,
} from '~/lib/cart/actions.server';
import type {Bag} from '~/lib/cart/bag.server';
import {bagViewOf, bagViewSources} from '~/lib/cart/bag-page.server';
import type {BagView} from '~/lib/cart/bag-view';
import {COMMUNITY_ATTRIBUTE_KEY} from '~/lib/cart/bag-view.server';
import {isGiftLine} from '~/lib/cart/gift';
import {rememberCustomerToken} from '~/lib/customer/current.server';
import {requestDeadlines, serviceBudgets} from '~/lib/deadlines.server';
import {startEmulator, type RunningEmulator} from '../../emulator';
import {getCatalogue} from '../../emulator/seed/index';

/** Long enough that calls made side by side always start before any of them ends. */
const LATENCY_MS = 80;

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    dataDir: false,
    quiet: true,
    faults: {storefront: {latencyMs: LATENCY_MS}},
  });
}, 60_000);
afterAll(() => emulator?.close());

const catalogue = getCatalogue(1);
const products = catalogue.products.filter((product) => !product.isGiftCard);
const variantsOf = (test: (tags: string[]) => boolean) =>
  products
    .filter((product) => test(product.tags))
    .flatMap((product) => product.variants)
    .filter((variant) => variant.inventory > 50);
const everyones = variantsOf(
  (tags) => !tags.some((tag) => tag.startsWith('gated::') || tag === 'promotions::gwp'),
);
/** Three of it stay below the free gift's threshold ($150). */
const CHEAP = everyones.find((variant) => variant.price.USD < 40)!.gid;
/** Two of it cross the threshold. */
const DEAR = everyones.find((variant) => variant.price.USD >= 80)!.gid;
const MEMBERS_ONLY = variantsOf((tags) => tags.includes('gated::warehouse-sale'))[0].gid;

interface Call {
  name: string;
  startedAt: number;
  endedAt?: number;
  /** 1 + the most calls in a row that ended before it started. */
  depth: number;
}

/** The Storefront client, recording each call and which calls it waited for. */
function traced(storefront: Storefront, calls: Call[]): Storefront {
  const record =
    (method: 'query' | 'mutate') =>
    async (document: string, options: unknown): Promise<unknown> => {
      const startedAt = performance.now();
      const before = calls.filter((call) => call.endedAt !== undefined && call.endedAt <= startedAt);
      const call: Call = {
        name: /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'anonymous',
        startedAt,
        depth: 1 + Math.max(0, ...before.map((earlier) => earlier.depth)),
      };
      calls.push(call);
      try {
        return await (storefront[method] as (d: string, o: unknown) => Promise<unknown>)(document, options);
      } finally {
        call.endedAt = performance.now();
      }
    };
  return new Proxy(storefront, {
    get: (target, property, receiver) =>
      property === 'query'
        ? record('query')
        : property === 'mutate'
          ? record('mutate')
          : Reflect.get(target, property, receiver),
  });
}

/** A session over `values`: a new one per request, as the app reads the cookie anew each time. */
function fakeSession(values = new Map<string, unknown>()) {
  return {
    values,
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => void values.set(key, value),
    unset: (key: string) => void values.delete(key),
    setCookieExpiry: () => undefined,
  };
}

/** A shopper's browser: its bag (the cart cookie) and session, across requests. */
class Shopper {
  cartId: string | undefined;
  session = fakeSession();
  calls: Call[] = [];

  /** A request's context like the app's, in the US market, that keeps the bag it ends with. */
  context(): AppLoadContext {
    this.calls = [];
    const market = getMarket('US');
    const storefront = traced(
      createStorefrontClient({
        storeDomain: emulator.url,
        publicStorefrontToken: 'emulator-public-token',
        privateStorefrontToken: 'emulator-private-token',
        storefrontApiVersion: '2025-07',
        i18n: storefrontContext(market),
      }).storefront,
      this.calls,
    );
    const cart = createCartHandler({
      storefront,
      getCartId: () => this.cartId,
      setCartId: (id) => {
        this.cartId = id;
        return new Headers();
      },
      cartQueryFragment: CART_QUERY_FRAGMENT,
      cartMutateFragment: CART_MUTATION_FRAGMENT,
    });
    return {
      market,
      pathPrefix: market.pathPrefix,
      // What the request looks up once (the customer, the viewer) is looked up again per request.
      session: fakeSession(this.session.values),
      cart,
      storefront,
      content: null,
      contentPreview: false,
      deadlines: requestDeadlines(serviceBudgets({})),
      waitUntil: () => undefined,
    } as unknown as AppLoadContext;
  }

  /** Runs one action as one request; the bag it answers with is the shopper's from then on. */
  async act(action: (context: AppLoadContext) => Promise<{message: string; bag: Bag | null}>) {
    const result = await action(this.context());
    if (result.bag) this.cartId = result.bag.id;
    return {...result, calls: this.calls.map((call) => call.name), inARow: inARow(this.calls)};
  }

  async signIn(email: string) {
    const answer = await fetch(`${emulator.url}/api/2025-07/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'test'},
      body: JSON.stringify({
        query: `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) {
          customerAccessToken { accessToken expiresAt } } }`,
        variables: {input: {email, password: 'password123'}},
      }),
    });
    const {data} = (await answer.json()) as {
      data: {customerAccessTokenCreate: {customerAccessToken: {accessToken: string; expiresAt: string}}};
    };
    rememberCustomerToken(
      {session: this.session as never},
      data.customerAccessTokenCreate.customerAccessToken,
    );
  }
}

const inARow = (calls: Call[]) => Math.max(0, ...calls.map((call) => call.depth));
const lineOf = (bag: Bag | null, variant: string) =>
  bag?.lines.nodes.find((line) => line.merchandise.id === variant && !isGiftLine(line));
const add =
  (merchandiseId: string, quantity = 1) =>
  (context: AppLoadContext) =>
    addToBag(context, [{merchandiseId, quantity}]);
const CART_CALLS = /^cart/;

let shopper: Shopper;
beforeEach(() => {
  shopper = new Shopper();
});

describe('a change waits for one Storefront call, whose answer is the bag', () => {
  it('adds to a new bag, then to it: the platform adds to the line of the same variant', async () => {
    const created = await shopper.act(add(CHEAP));
    expect(created.message).toBe('added');
    expect(created.inARow).toBe(1);
    expect(created.calls.filter((name) => CART_CALLS.test(name))).toEqual(['cartCreate']);

    const added = await shopper.act(add(CHEAP, 2));
    expect(added.message).toBe('added');
    expect(added.inARow).toBe(1);
    expect(added.calls).not.toContain('CartQuery');
    expect(lineOf(added.bag, CHEAP)?.quantity).toBe(3);
    expect(added.bag?.lines.nodes).toHaveLength(1);
  });

  it('sets a quantity and removes a line, each in one call', async () => {
    const line = lineOf((await shopper.act(add(CHEAP))).bag, CHEAP)!;
    const updated = await shopper.act((context) => updateLines(context, [{id: line.id, quantity: 3}]));
    expect(updated).toMatchObject({message: 'updated', inARow: 1});
    expect(lineOf(updated.bag, CHEAP)?.quantity).toBe(3);

    const zero = await shopper.act((context) => updateLines(context, [{id: line.id, quantity: 0}]));
    expect(zero).toMatchObject({message: 'removed', inARow: 1});
    expect(zero.bag?.lines.nodes).toHaveLength(0);

    const again = lineOf((await shopper.act(add(CHEAP))).bag, CHEAP)!;
    const removed = await shopper.act((context) => removeLines(context, [again.id]));
    expect(removed).toMatchObject({message: 'removed', inARow: 1});
    expect(removed.calls.filter((name) => CART_CALLS.test(name))).toEqual(['cartLinesRemove']);
    expect(removed.bag?.totalQuantity).toBe(0);
  });

  it('applies a code with the codes the page named, and takes one off, each in one call', async () => {
    await shopper.act(add(CHEAP));
    const applied = await shopper.act((context) => changeDiscountCodes(context, 'WELCOME10', [], []));
    expect(applied).toMatchObject({message: 'discountApplied', inARow: 1});
    expect(applied.calls.filter((name) => CART_CALLS.test(name))).toEqual(['cartDiscountCodesUpdate']);
    expect(applied.bag?.discountCodes).toEqual([{code: 'WELCOME10', applicable: true}]);

    const removed = await shopper.act((context) =>
      changeDiscountCodes(context, '', ['WELCOME10'], ['WELCOME10']),
    );
    expect(removed).toMatchObject({message: 'discountRemoved', inARow: 1});
    expect(removed.bag?.discountCodes).toEqual([]);
  });

  it('counts a member’s line towards their programme in one call, keeping its other attributes', async () => {
    await shopper.signIn('member@alderline.test');
    const attributes = [{key: '_return_policy', value: 'Final Sale'}];
    const line = (
      await shopper.act((context) => addToBag(context, [{merchandiseId: CHEAP, quantity: 1, attributes}]))
    ).bag!.lines.nodes[0];
    // As the action answers: the bag's view (the member's programme in it) is asked beside the change.
    let view: BagView | null = null;
    const toggled = await shopper.act(async (context) => {
      const sources = bagViewSources(context);
      const result = await toggleCommunity(context, line.id, true, attributes);
      view = await bagViewOf(context, result.bag, sources);
      return result;
    });
    expect(toggled).toMatchObject({message: 'updated', inARow: 1});
    expect(toggled.calls).toEqual(expect.arrayContaining(['CurrentCustomer', 'CustomerMembership']));
    expect(view!.lines[0].community?.on).toBe(true);
    expect(toggled.calls.filter((name) => CART_CALLS.test(name))).toEqual(['cartLinesUpdate']);
    expect(toggled.bag?.lines.nodes[0].attributes).toEqual([
      {key: '_return_policy', value: 'Final Sale'},
      {key: COMMUNITY_ATTRIBUTE_KEY, value: 'true'},
    ]);
  });
});

describe('one call more, only when the bag must follow', () => {
  it('the free gift joins a bag that crosses its threshold, and leaves with the message when it falls below', async () => {
    await shopper.act(add(CHEAP));
    const crossed = await shopper.act(add(DEAR, 2));
    expect(crossed).toMatchObject({message: 'added', inARow: 2});
    expect(crossed.calls.filter((name) => CART_CALLS.test(name))).toEqual(['cartLinesAdd', 'cartLinesAdd']);
    expect(crossed.bag?.lines.nodes.filter(isGiftLine)).toHaveLength(1);

    const dear = lineOf(crossed.bag, DEAR)!;
    const below = await shopper.act((context) => removeLines(context, [dear.id]));
    expect(below).toMatchObject({message: 'giftThresholdNotMet', inARow: 2});
    expect(below.bag?.lines.nodes.map((line) => line.merchandise.id)).toEqual([CHEAP]);
  });

  it('a code the bag does not honour is taken off again, with the reason', async () => {
    await shopper.act(add(CHEAP));
    await shopper.act((context) => changeDiscountCodes(context, 'WELCOME10', [], []));
    const refused = await shopper.act((context) =>
      changeDiscountCodes(context, 'SPRING10', [], ['WELCOME10']),
    );
    expect(refused).toMatchObject({message: 'discountInactive', inARow: 2});
    expect(refused.bag?.discountCodes).toEqual([{code: 'WELCOME10', applicable: true}]);
  });

  it('a members-only product added by a guest is taken back: the bag ends as it was', async () => {
    const before = (await shopper.act(add(CHEAP))).bag!;
    const refused = await shopper.act(add(MEMBERS_ONLY));
    expect(refused).toMatchObject({message: 'membersOnly', inARow: 2});
    expect(refused.bag?.lines.nodes.map((line) => [line.merchandise.id, line.quantity])).toEqual(
      before.lines.nodes.map((line) => [line.merchandise.id, line.quantity]),
    );
  });

  it('a switch-on by a customer who is no community member is taken back', async () => {
    await shopper.signIn('shopper@alderline.test');
    const line = (await shopper.act(add(CHEAP))).bag!.lines.nodes[0];
    const refused = await shopper.act((context) => toggleCommunity(context, line.id, true, []));
    expect(refused.message).toBe('updateFailed');
    expect(refused.bag?.lines.nodes[0].attributes).toEqual([]);
  });

  it('a bag whose buyer is not the shopper signed in is made theirs, and a signed-out shopper’s goes to a guest bag', async () => {
    await shopper.act(add(CHEAP));
    await shopper.signIn('member@alderline.test');
    const theirs = await shopper.act(add(CHEAP));
    expect(theirs).toMatchObject({message: 'added', inARow: 2});
    expect(theirs.calls).toContain('cartBuyerIdentityUpdate');
    expect(theirs.bag?.buyerIdentity.customer).not.toBeNull();

    shopper.session.unset('customerAccessToken');
    const customers = shopper.cartId;
    const guest = await shopper.act(add(CHEAP));
    expect(guest.bag?.buyerIdentity.customer).toBeNull();
    expect(guest.bag?.id).not.toBe(customers);
    expect(lineOf(guest.bag, CHEAP)?.quantity).toBe(3);
  });
});

describe('a form from an older page, or a stale one, still gets what it asked for', () => {
  it('a quantity set on a line the bag no longer has adds it again', async () => {
    const line = lineOf((await shopper.act(add(CHEAP))).bag, CHEAP)!;
    await shopper.act((context) => removeLines(context, [line.id]));
    const stale = await shopper.act((context) =>
      updateLines(context, [{id: line.id, quantity: 2, merchandiseId: CHEAP}]),
    );
    expect(stale.message).toBe('added');
    expect(lineOf(stale.bag, CHEAP)?.quantity).toBe(2);
  });

  it('a line removed twice is removed, and a code form that names no codes reads the bag first', async () => {
    const line = lineOf((await shopper.act(add(CHEAP))).bag, CHEAP)!;
    await shopper.act((context) => removeLines(context, [line.id]));
    expect((await shopper.act((context) => removeLines(context, [line.id]))).message).toBe('removed');

    await shopper.act(add(CHEAP));
    await shopper.act((context) => changeDiscountCodes(context, 'WELCOME10', [], []));
    const removed = await shopper.act((context) => changeDiscountCodes(context, '', ['WELCOME10'], null));
    expect(removed.message).toBe('discountRemoved');
    expect(removed.calls.filter((name) => name === 'CartQuery' || CART_CALLS.test(name))).toEqual([
      'CartQuery',
      'cartDiscountCodesUpdate',
    ]);
    expect(removed.bag?.discountCodes).toEqual([]);
  });

  it('a community switch that names no attributes reads the bag first and keeps the line’s own; a non-member’s is refused unchanged', async () => {
    await shopper.signIn('member@alderline.test');
    const attributes = [{key: '_return_policy', value: 'Final Sale'}];
    const line = (
      await shopper.act((context) => addToBag(context, [{merchandiseId: CHEAP, quantity: 1, attributes}]))
    ).bag!.lines.nodes[0];
    const toggled = await shopper.act((context) => toggleCommunity(context, line.id, true, null));
    expect(toggled.message).toBe('updated');
    expect(toggled.calls.filter((name) => name === 'CartQuery' || CART_CALLS.test(name))).toEqual([
      'CartQuery',
      'cartLinesUpdate',
    ]);
    expect(toggled.bag?.lines.nodes[0].attributes).toEqual([
      {key: '_return_policy', value: 'Final Sale'},
      {key: COMMUNITY_ATTRIBUTE_KEY, value: 'true'},
    ]);

    await shopper.signIn('shopper@alderline.test');
    const theirs = lineOf((await shopper.act(add(DEAR))).bag, DEAR)!;
    const refused = await shopper.act((context) => toggleCommunity(context, theirs.id, true, null));
    expect(refused.message).toBe('updateFailed');
    expect(refused.calls.filter((name) => CART_CALLS.test(name))).toEqual([]);
    expect(lineOf(refused.bag, DEAR)?.attributes).toEqual([]);
  });
});
