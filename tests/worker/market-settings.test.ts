/**
 * Market settings and flags that change what a shopper gets, in the built worker against the
 * emulator: the US sign-up default and support line, the discount banner, the product page's
 * delivery estimate and swatch design, the newsletter's customer profile, and the personalised
 * slots of the home page, which never hold the page up.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {formTokenIn, productHandles, startWorkerHarness, Visitor, type WorkerHarness} from './harness';

let harness: WorkerHarness;

beforeAll(async () => {
  harness = await startWorkerHarness();
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

/** A visitor of the store, signed in with a seeded login. */
async function signedIn(email: string): Promise<Visitor> {
  const visitor = new Visitor(harness.storefrontUrl);
  expect(await visitor.signIn(email)).toBe(302);
  return visitor;
}

async function emulatorStats(): Promise<Record<string, {requests: number}>> {
  const body = (await (await fetch(`${harness.emulatorUrl}/__emulator/stats`)).json()) as {
    services: Record<string, {requests: number}>;
  };
  return body.services;
}

/** A product of a family with other colours, which the page shows as swatches. */
async function familyProduct(): Promise<string> {
  const handles = await productHandles(harness.emulatorUrl, 40);
  return handles.find((handle) => handle.startsWith('womens-'))!;
}

describe('the US market’s own settings', () => {
  it('starts the e-mail sign-up box ticked when registering in the US only', async () => {
    const box = (html: string) => /<input[^>]*name="acceptsMarketing"[^>]*>/.exec(html)?.[0] ?? '';
    const us = await new Visitor(harness.storefrontUrl).get('/account/register');
    expect(box(us.body)).toMatch(/checked/);
    const gb = await new Visitor(harness.storefrontUrl).get('/en-gb/account/register');
    expect(box(gb.body)).not.toBe('');
    expect(box(gb.body)).not.toMatch(/checked/);
  });

  it('gives the support line in the US footer only', async () => {
    const us = JSON.parse((await new Visitor(harness.storefrontUrl).get('/api/shell/footer')).body);
    expect(us.footer.supportPhone).toEqual({number: '1-888-555-0142', tel: '+18885550142'});
    const home = await new Visitor(harness.storefrontUrl).get('/');
    expect(home.body).toContain('href="tel:+18885550142"');
    const fr = JSON.parse((await new Visitor(harness.storefrontUrl).get('/fr-fr/api/shell/footer')).body);
    expect(fr.footer.supportPhone).toBeNull();
  });
});

describe('the header’s discount banner', () => {
  const banner = (html: string) => /data-testid="discount-banner"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;

  it('shows content’s text to gated customers, in their market’s language', async () => {
    const warehouse = await signedIn('warehouse@alderline.test');
    expect(banner((await warehouse.get('/')).body)).toBe('Your member discount is applied at checkout');
    const influencer = await signedIn('influencer@alderline.test');
    expect(banner((await influencer.get('/fr-fr')).body)).toBe(
      'Votre remise membre est appliquée au paiement',
    );
  });

  it('shows nothing to guests, plain customers and community members (whose code is entered in the bag)', async () => {
    expect(banner((await new Visitor(harness.storefrontUrl).get('/')).body)).toBeNull();
    for (const email of ['shopper@alderline.test', 'member@alderline.test', 'capped-member@alderline.test']) {
      const visitor = await signedIn(email);
      expect(banner((await visitor.get('/')).body)).toBeNull();
    }
  });
});

describe('the product page’s flags', () => {
  it('says when an order arrives with the delivery estimate flag, and nothing without it', async () => {
    const handle = await familyProduct();
    const on = await new Visitor(harness.storefrontUrl).get(`/products/${handle}`);
    expect(on.body).toMatch(
      /data-testid="delivery-estimate"[^>]*>Estimated delivery: \w{3}, \w{3} \d+ – \w{3}, \w{3} \d+</,
    );
    const off = await new Visitor(harness.storefrontUrl).get(
      `/products/${handle}?ff.site.estimated_delivery_date=0`,
    );
    expect(off.body).not.toContain('delivery-estimate');
  });

  it('shows the family’s colours as named squares with the second swatch design', async () => {
    const handle = await familyProduct();
    const dots = await new Visitor(harness.storefrontUrl).get(`/products/${handle}`);
    expect(dots.body).toContain('data-swatch-design="dots"');
    const named = await new Visitor(harness.storefrontUrl).get(
      `/products/${handle}?ff.site.abtasty_color_swatch_2_design=1`,
    );
    expect(named.body).toContain('data-swatch-design="named"');
    // The browser's copy of the section asks for the same design.
    expect(named.body).toMatch(/\/api\/product-lists\/[^"]*swatches=named/);
  });
});

describe('the newsletter with the customer’s profile', () => {
  it('gives a signed-in customer’s own sign-up their name and customer id', async () => {
    const member = await signedIn('member@alderline.test');
    const home = await member.get('/');
    const {status} = await member.post('/api/klaviyo/subscribe', {
      email: 'member@alderline.test',
      formToken: formTokenIn(home.body),
      country: 'US',
    });
    expect(status).toBe(200);
    const recorded = (await (
      await fetch(`${harness.emulatorUrl}/klaviyo/__subscriptions?email=member@alderline.test`)
    ).json()) as {profiles: Array<{firstName?: string; lastName?: string; externalId?: string}>};
    expect(recorded.profiles[0]).toMatchObject({firstName: 'Sam', lastName: 'Okafor'});
    expect(recorded.profiles[0].externalId).toMatch(/^\d+$/);
  });
});

describe('personalised slots on the home page and content pages', () => {
  it('are never asked for by the page itself, only by the browser afterwards', async () => {
    await fetch(`${harness.emulatorUrl}/__emulator/stats`, {method: 'DELETE'});
    const home = await new Visitor(harness.storefrontUrl).get('/');
    expect(home.status).toBe(200);
    const page = await new Visitor(harness.storefrontUrl).get('/pages/community');
    expect(page.status).toBe(200);
    expect((await emulatorStats()).personalisation?.requests ?? 0).toBe(0);
  });

  it('come from their endpoint with product cards, for the shopper alone, recording the view', async () => {
    const visitor = new Visitor(harness.storefrontUrl);
    const front = await visitor.get('/api/personalised/front?path=%2F');
    expect(front.status).toBe(200);
    expect(front.headers.get('Cache-Control')).toBe('private, no-store');
    const lists = JSON.parse(front.body) as {
      slots: Array<{divId: string; products: Array<{handle: string}>}>;
    };
    expect(lists.slots.length).toBeGreaterThan(0);
    expect(lists.slots[0].products.length).toBeGreaterThan(0);
    const general = JSON.parse(
      (await visitor.get('/fr-fr/api/personalised/general?path=%2Ffr-fr%2Fpages%2Fcommunity')).body,
    );
    expect(general.slots.map((slot: {divId: string}) => slot.divId)).toEqual(['nosto-page-general-1']);
  });

  it('answers 404 for another page kind or a path that is not the site’s', async () => {
    for (const path of [
      '/api/personalised/checkout?path=%2F',
      '/api/personalised/front?path=%2F%2Fevil.example',
    ]) {
      expect((await new Visitor(harness.storefrontUrl).get(path)).status).toBe(404);
    }
  });
});
