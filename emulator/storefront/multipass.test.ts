import {describe, expect, it} from 'vitest';
import {SEEDED_LOGINS} from '../seed/index';
import {createStorefrontService} from './index';
import {createMultipassToken, DEFAULT_MULTIPASS_SECRET, verifyMultipassToken} from './multipass';
import {graphql} from './test-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const MUTATION = `mutation Multipass($token: String!) { customerAccessTokenCreateWithMultipass(multipassToken: $token) { customerAccessToken { accessToken expiresAt } customerUserErrors { code field message } } }`;

const token = (payload: Record<string, unknown>, secret = DEFAULT_MULTIPASS_SECRET) =>
  createMultipassToken(
    {email: SEEDED_LOGINS.plain, created_at: new Date().toISOString(), ...payload} as never,
    secret,
  );

describe('multipass', () => {
  const service = createStorefrontService({seed: 1});
  const run = async (multipassToken: string) =>
    (await graphql<Json>(service, MUTATION, {token: multipassToken})).body.data
      .customerAccessTokenCreateWithMultipass;

  it('round-trips Shopify’s token format', () => {
    const created = token({return_to: '/checkouts/cn/abc'});
    expect(created).toMatch(/^[A-Za-z0-9_-]+$/);
    const verified = verifyMultipassToken(created, DEFAULT_MULTIPASS_SECRET, Date.now());
    expect(verified.ok && verified.payload.return_to).toBe('/checkouts/cn/abc');
  });

  it('signs an existing customer in exactly once', async () => {
    const multipass = token({});
    const first = await run(multipass);
    expect(first.customerUserErrors).toEqual([]);
    const customer = (
      await graphql<Json>(
        service,
        `
          query C($t: String!) {
            customer(customerAccessToken: $t) {
              email
            }
          }
        `,
        {t: first.customerAccessToken.accessToken},
      )
    ).body.data.customer;
    expect(customer.email).toBe(SEEDED_LOGINS.plain);
    expect((await run(multipass)).customerUserErrors[0].code).toBe('INVALID_MULTIPASS_REQUEST');
  });

  it('rejects tampered, foreign-secret and expired tokens', async () => {
    const valid = token({});
    const tampered = `${valid.slice(0, 20)}${valid[20] === 'A' ? 'B' : 'A'}${valid.slice(21)}`;
    expect((await run(tampered)).customerUserErrors[0]).toMatchObject({code: 'INVALID_MULTIPASS_REQUEST'});
    expect((await run(token({}, 'another-secret'))).customerUserErrors[0].code).toBe(
      'INVALID_MULTIPASS_REQUEST',
    );
    expect(
      (await run(token({created_at: new Date(Date.now() - 16 * 60 * 1000).toISOString()})))
        .customerUserErrors[0].code,
    ).toBe('INVALID_MULTIPASS_REQUEST');
    expect((await run('garbage')).customerUserErrors[0].code).toBe('INVALID_MULTIPASS_REQUEST');
  });

  it('creates the account on first use and redirects the login URL to return_to', async () => {
    const multipass = token({
      email: 'multipass-new@alderline.test',
      first_name: 'Mo',
      tag_string: 'vip, newsletter',
      return_to: 'http://127.0.0.1:4100/checkouts/cn/c1-abc',
    });
    const response = await service.handle({
      method: 'GET',
      url: new URL(`http://127.0.0.1:4100/account/login/multipass/${multipass}`),
      headers: {host: '127.0.0.1:4100'},
      body: Buffer.alloc(0),
    });
    expect(response.status).toBe(302);
    expect(response.headers!.location).toBe('http://127.0.0.1:4100/checkouts/cn/c1-abc');
    expect(response.headers!['set-cookie']).toMatch(/^alderline_checkout_session=[0-9a-f]{32};/);
    const created = service.state.customers.findByEmail('multipass-new@alderline.test')!;
    expect(created.tags).toEqual(['vip', 'newsletter']);
    const replay = await service.handle({
      method: 'GET',
      url: new URL(`http://127.0.0.1:4100/account/login/multipass/${multipass}`),
      headers: {},
      body: Buffer.alloc(0),
    });
    expect(replay.status).toBe(403);
  });
});
