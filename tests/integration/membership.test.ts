/**
 * Gated and community membership against the emulator's Storefront API (metaobjects, customer
 * metafields, the shop's savings cap limits) and content service, through the production
 * clients: what the header, collection pages, search and the member views get.
 */
import {createStorefrontClient, createWithCache, InMemoryCache} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startEmulator, type RunningEmulator} from '../../emulator';
import {getMarket, storefrontContext, type CountryCode} from '@markets';
import {bagViewSources} from '~/lib/cart/bag-page.server';
import {contentClientsFromEnv} from '~/lib/content.server';
import {signIn} from '~/lib/customer/account.server';
import {bagAddressFor} from '~/lib/customer/addresses.server';
import {currentCustomer} from '~/lib/customer/current.server';
import {canSee, productViewer} from '~/lib/customer/product-access.server';
import {memberView} from '~/lib/customer/member.server';
import {
  gatedDiscountFor,
  gatedEntryOf,
  gatedSearchFilterFor,
  membershipConfig,
  requireCollectionAccess,
} from '~/lib/customer/membership.server';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({port: 0, dataDir: false, quiet: true});
}, 60_000);
afterAll(() => emulator?.close());

function fakeSession() {
  const values = new Map<string, unknown>();
  return {
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => void values.set(key, value),
    unset: (key: string) => void values.delete(key),
    setCookieExpiry: () => undefined,
  };
}

/** A request context like the app's, for one market, signed in as `email` when given. */
async function contextFor(country: CountryCode, email?: string): Promise<AppLoadContext> {
  const market = getMarket(country);
  const waitUntil = () => undefined;
  const context = {
    market,
    pathPrefix: market.pathPrefix,
    session: fakeSession(),
    // No bag: signing in has no bag to make the customer's.
    cart: {getCartId: () => undefined},
    storefront: createStorefrontClient({
      storeDomain: emulator.url,
      publicStorefrontToken: 'emulator-public-token',
      privateStorefrontToken: 'emulator-private-token',
      storefrontApiVersion: '2025-07',
      i18n: storefrontContext(market),
      cache: new InMemoryCache(),
    }).storefront,
    content: contentClientsFromEnv({
      CONTENTFUL_SPACE_ID: 'alderline',
      CONTENTFUL_DELIVERY_TOKEN: 'emulator-delivery-token',
      CONTENTFUL_HOST: emulator.url,
    }),
    contentPreview: false,
    env: {},
    deadlines: {remaining: () => 5000},
    withCache: createWithCache({cache: new InMemoryCache(), waitUntil, request: new Request(emulator.url)}),
    waitUntil,
  } as unknown as AppLoadContext;
  if (email) {
    await expect(signIn(context, {email, password: 'password123'})).resolves.toEqual({ok: true});
  }
  return context;
}

describe('gated membership', () => {
  it('reads the gated groups from the Storefront’s metaobjects first, then content', async () => {
    const {gated} = await membershipConfig(await contextFor('US'));
    expect(gated.map((entry) => entry.customerTag)).toEqual([
      'gated::warehouse-sale',
      'gated::influencer',
      'warehouse-sale',
      'influencer',
    ]);
    expect(gated[0]).toMatchObject({
      collectionHandle: 'warehouse-sale',
      linkTitle: 'Warehouse Sale',
      linkColor: '#c8102e',
      displayNavigationLink: true,
    });
  });

  it('gives the warehouse customer their entry and menu link; shoppers and guests none', async () => {
    const warehouse = await contextFor('US', 'warehouse@alderline.test');
    expect(await gatedEntryOf(warehouse, await currentCustomer(warehouse))).toMatchObject({
      collectionHandle: 'warehouse-sale',
      linkTitle: 'Warehouse Sale',
    });
    const shopper = await contextFor('US', 'shopper@alderline.test');
    expect(await gatedEntryOf(shopper, await currentCustomer(shopper))).toBeNull();
    expect(await gatedEntryOf(await contextFor('US'), null)).toBeNull();
  });

  describe('requireCollectionAccess', () => {
    const attempt = (context: AppLoadContext, handle: string) =>
      requireCollectionAccess(context, handle).then(
        () => 'allowed',
        (response: Response) => response,
      );

    it('sends a guest to sign in, in their market, coming back to the collection', async () => {
      const response = await attempt(await contextFor('GB'), 'warehouse-sale');
      expect(response).toBeInstanceOf(Response);
      expect((response as Response).status).toBe(302);
      expect((response as Response).headers.get('Location')).toBe(
        '/en-gb/account/login?returnTo=%2Fen-gb%2Fcollections%2Fwarehouse-sale',
      );
      expect((response as Response).headers.get('Cache-Control')).toBe('private, no-store');
    });

    it('answers 404 to a signed-in customer without the tag', async () => {
      const response = await attempt(await contextFor('US', 'shopper@alderline.test'), 'warehouse-sale');
      expect((response as Response).status).toBe(404);
    });

    it('lets in the customers whose tag unlocks it, and everyone into open collections', async () => {
      expect(await attempt(await contextFor('US', 'warehouse@alderline.test'), 'warehouse-sale')).toBe(
        'allowed',
      );
      expect(await attempt(await contextFor('US', 'influencer@alderline.test'), 'warehouse-sale')).toBe(
        'allowed',
      );
      expect(await attempt(await contextFor('US'), 'women')).toBe('allowed');
    });
  });

  it('lets the members of a members-only collection see its products, and no one else', async () => {
    const membersOnly = ['gated::warehouse-sale', 'family::womens-vcycled-legging'];
    const everyone = ['family::womens-dreamknit-legging'];
    const viewers = {
      guest: await productViewer(await contextFor('US')),
      shopper: await productViewer(await contextFor('US', 'shopper@alderline.test')),
      warehouse: await productViewer(await contextFor('US', 'warehouse@alderline.test')),
      influencer: await productViewer(await contextFor('US', 'influencer@alderline.test')),
    };
    expect(viewers.guest).toEqual({signedIn: false, tags: [], unlocked: []});
    expect(viewers.shopper).toMatchObject({signedIn: true, unlocked: []});
    expect(viewers.warehouse.unlocked).toEqual(['warehouse-sale']);
    expect(viewers.influencer.unlocked).toEqual(['warehouse-sale']);
    expect(Object.values(viewers).map((viewer) => canSee(viewer, everyone))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(Object.values(viewers).map((viewer) => canSee(viewer, membersOnly))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    // A gated tag no entry unlocks hides the product from everyone.
    expect(canSee(viewers.warehouse, ['gated::secret-sale'])).toBe(false);
  });

  it('gives search a filter that hides gated products from everyone but their customers', async () => {
    expect(await gatedSearchFilterFor(await contextFor('US'))).toBe('NOT tags:"gated::warehouse-sale"');
    expect(await gatedSearchFilterFor(await contextFor('US', 'shopper@alderline.test'))).toBe(
      'NOT tags:"gated::warehouse-sale"',
    );
    expect(await gatedSearchFilterFor(await contextFor('US', 'warehouse@alderline.test'))).toBe('');
  });

  it('gives product pages the gated discount of the customer’s tag', async () => {
    const values = 'gated::warehouse-sale::30,influencer::20';
    expect(await gatedDiscountFor(await contextFor('US', 'warehouse@alderline.test'), values)).toEqual({
      tag: 'gated::warehouse-sale',
      percentage: 30,
    });
    expect(await gatedDiscountFor(await contextFor('US', 'influencer@alderline.test'), values)).toEqual({
      tag: 'influencer',
      percentage: 20,
    });
    expect(await gatedDiscountFor(await contextFor('US'), values)).toBeNull();
  });
});

describe('community membership', () => {
  async function viewOf(email: string) {
    const context = await contextFor('US', email);
    const customer = (await currentCustomer(context))!;
    return memberView(context, customer, context.session.get('customerAccessToken').accessToken);
  }

  const AMBASSADOR_SAVINGS = {
    title: 'Ambassador savings',
    body: 'You have used {used} of your {limit} annual savings.',
    capReached: 'You have reached your annual savings limit. Full prices apply until your membership renews.',
    learnMore: {text: 'How the savings limit works', url: '/pages/ambassador-program'},
  };

  it('shows a current member their programme, savings cap, members-only code and the programme’s texts', async () => {
    expect(await viewOf('member@alderline.test')).toEqual({
      type: 'ambassador',
      status: 'accepted',
      state: 'current',
      active: true,
      pageUrl: '/pages/ambassador-program',
      canReapply: false,
      expiresOn: '2026-03-31',
      savingsCap: {limit: 500, used: 120, remaining: 380, currencyCode: 'USD'},
      discount: {code: 'MEMBERS25', percentage: 25},
      savingsInfo: AMBASSADOR_SAVINGS,
    });
  });

  it('shows a member whose savings cap is used up as capped, without the code', async () => {
    expect(await viewOf('capped-member@alderline.test')).toMatchObject({
      status: 'accepted',
      state: 'capped',
      active: true,
      savingsCap: {limit: 500, used: 500, remaining: 0},
      discount: null,
      savingsInfo: AMBASSADOR_SAVINGS,
    });
  });

  it('shows an expired member whether they may reapply, with no cap or code', async () => {
    expect(await viewOf('expired-member@alderline.test')).toEqual({
      type: 'pro',
      status: 'expired',
      state: 'expired',
      active: false,
      pageUrl: '/pages/pro-program',
      canReapply: true,
      expiresOn: '2025-01-31',
      savingsCap: null,
      discount: null,
      savingsInfo: null,
    });
    expect(await viewOf('lapsed-member@alderline.test')).toMatchObject({
      type: 'teacher',
      state: 'expired',
      canReapply: false,
      pageUrl: '/pages/teacher-program',
    });
  });

  it('asks for the programmes’ texts beside the customer when a bag is shown, not after', async () => {
    // A market no other test here reads, so no cache holds its language's texts yet.
    const context = await contextFor('DE', 'member@alderline.test');
    const events: string[] = [];
    const {storefront, content} = context;
    const query = storefront.query.bind(storefront);
    Object.assign(context, {
      storefront: {
        ...storefront,
        query: async (document: string, options: unknown) => {
          const name = /query\s+(\w+)/.exec(document)?.[1];
          try {
            return await query(document, options as never);
          } finally {
            events.push(`${name} answered`);
          }
        },
      },
      content: {
        ...content!,
        delivery: {
          ...content!.delivery,
          getEntries: (q: {content_type?: string}) => {
            events.push(`content asked: ${q.content_type}`);
            return content!.delivery.getEntries(q as never);
          },
        },
      },
    });
    const member = await bagViewSources(context).member;
    expect(member?.savingsInfo?.title).toBeTruthy();
    expect(events.indexOf('content asked: cart_savings_cap_info')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('content asked: cart_savings_cap_info')).toBeLessThan(
      events.indexOf('CurrentCustomer answered'),
    );
  });

  it('has no membership for shoppers outside the programmes', async () => {
    expect(await viewOf('shopper@alderline.test')).toBeNull();
  });
});

describe('bagAddressFor', () => {
  it('picks the default address in the store’s country, else the first there, else the default address', async () => {
    expect((await bagAddressFor(await contextFor('US', 'shopper@alderline.test')))?.city).toBe('Brooklyn');
    expect((await bagAddressFor(await contextFor('CA', 'shopper@alderline.test')))?.countryCode).toBe('CA');
    // No address in Great Britain: the bag ships to the default address (in the US).
    expect((await bagAddressFor(await contextFor('GB', 'shopper@alderline.test')))?.city).toBe('Brooklyn');
    expect(await bagAddressFor(await contextFor('GB'))).toBeNull();
  });
});
