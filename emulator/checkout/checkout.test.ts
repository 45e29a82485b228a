import {describe, expect, it} from 'vitest';
import {SEEDED_LOGINS, getCatalogue} from '../seed/index';
import {createStorefrontService} from '../storefront/index';
import {createMultipassToken, DEFAULT_MULTIPASS_SECRET} from '../storefront/multipass';
import {graphql} from '../storefront/test-helpers';
import {createCheckoutService} from './index';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const get = (path: string, cookie?: string) => ({
  method: 'GET',
  url: new URL(`http://127.0.0.1:4100${path}`),
  headers: {host: '127.0.0.1:4100', ...(cookie ? {cookie} : {})},
  body: Buffer.alloc(0),
});

describe('checkout page', () => {
  const storefront = createStorefrontService({seed: 1});
  const checkout = createCheckoutService({seed: 1, state: storefront.state});
  const variant = getCatalogue(1)
    .products.flatMap((p) => p.variants)
    .find((v) => v.inventory > 5)!;

  it('renders the cart lines, totals and the multipass-signed-in customer', async () => {
    const created = (
      await graphql<Json>(
        storefront,
        `mutation { cartCreate(input: {lines: [{merchandiseId: "${variant.gid}", quantity: 2}], buyerIdentity: {countryCode: GB}}) { cart { checkoutUrl } } }`,
      )
    ).body.data.cartCreate.cart;
    const path = new URL(created.checkoutUrl).pathname;
    expect(checkout.matches(new URL(created.checkoutUrl), 'GET')).toBe(true);

    const guest = await checkout.handle(get(path));
    expect(guest.status).toBe(200);
    expect(String(guest.body)).toContain('Guest checkout');
    expect(String(guest.body)).toContain('£');

    const multipass = createMultipassToken(
      {email: SEEDED_LOGINS.plain, created_at: new Date().toISOString(), return_to: created.checkoutUrl},
      DEFAULT_MULTIPASS_SECRET,
    );
    const redirect = await storefront.handle(get(`/account/login/multipass/${multipass}`));
    expect(redirect.headers!.location).toBe(created.checkoutUrl);
    const cookie = redirect.headers!['set-cookie'].split(';')[0];
    const signedIn = await checkout.handle(get(path, cookie));
    expect(String(signedIn.body)).toContain(`Signed in as Alex Rivera (${SEEDED_LOGINS.plain})`);
  });

  it('answers 404 for an unknown cart', async () => {
    expect((await checkout.handle(get('/checkouts/cn/c1-unknown'))).status).toBe(404);
  });
});
