import {describe, expect, it} from 'vitest';
import type {EmulatorRequest, EmulatorService} from '../service';
import {createEmailService, type EmailState} from './email';

const post = (path: string, body: unknown, query = '?company_id=PK123'): EmulatorRequest => ({
  method: 'POST',
  url: new URL(`http://127.0.0.1:4100${path}${query}`),
  headers: {'content-type': 'application/vnd.api+json', revision: '2025-01-15'},
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});

const subscription = (email: string, listId?: string) => ({
  data: {
    type: 'subscription',
    attributes: {custom_source: 'Footer', profile: {data: {type: 'profile', attributes: {email}}}},
    ...(listId ? {relationships: {list: {data: {type: 'list', id: listId}}}} : {}),
  },
});

const backInStock = (email: string, variant: string, channels: unknown = ['EMAIL']) => ({
  data: {
    type: 'back-in-stock-subscription',
    attributes: {channels, profile: {data: {type: 'profile', attributes: {email}}}},
    relationships: {variant: {data: {type: 'catalog-variant', id: variant}}},
  },
});

async function inspect(service: EmulatorService, query = ''): Promise<EmailState> {
  const res = await service.handle({
    method: 'GET',
    url: new URL(`http://x/klaviyo/__subscriptions${query}`),
    headers: {},
    body: Buffer.alloc(0),
  });
  return res.body as EmailState;
}

describe('email service (Klaviyo-like)', () => {
  it('subscribes to a list with 202 and records it once', async () => {
    const email = createEmailService();
    expect(
      (await email.handle(post('/klaviyo/client/subscriptions/', subscription('Ada@Example.com', 'LIST1'))))
        .status,
    ).toBe(202);
    expect(
      (await email.handle(post('/klaviyo/client/subscriptions', subscription('ada@example.com', 'LIST1'))))
        .status,
    ).toBe(202);
    const state = await inspect(email);
    expect(state.subscriptions).toEqual([
      expect.objectContaining({
        companyId: 'PK123',
        listId: 'LIST1',
        email: 'ada@example.com',
        customSource: 'Footer',
      }),
    ]);
    expect(state.profiles).toHaveLength(1);
  });

  it('answers Klaviyo-shaped 400s for a bad e-mail, a missing list or company_id', async () => {
    const email = createEmailService();
    const bad = await email.handle(
      post('/klaviyo/client/subscriptions', subscription('not-an-email', 'LIST1')),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      errors: [
        {
          id: expect.any(String),
          status: 400,
          code: 'invalid',
          title: 'Invalid input.',
          detail: expect.stringContaining('not-an-email'),
          source: {pointer: '/data/attributes/profile/data/attributes/email'},
          links: {},
          meta: {},
        },
      ],
    });
    const noList = await email.handle(post('/klaviyo/client/subscriptions', subscription('a@b.co')));
    expect(noList.body).toMatchObject({
      errors: [{code: 'invalid', source: {pointer: '/data/relationships/list/data/id'}}],
    });
    const noCompany = await email.handle(
      post('/klaviyo/client/subscriptions', subscription('a@b.co', 'L'), ''),
    );
    expect(noCompany.status).toBe(400);
    expect(noCompany.body).toMatchObject({errors: [{source: {parameter: 'company_id'}}]});
    expect((await inspect(email)).subscriptions).toEqual([]);
  });

  it('rejects malformed JSON and wrong resource types without throwing', async () => {
    const email = createEmailService();
    expect((await email.handle(post('/klaviyo/client/profiles', '{oops'))).status).toBe(400);
    expect(
      (await email.handle(post('/klaviyo/client/profiles', {data: {type: 'subscription', attributes: {}}})))
        .status,
    ).toBe(409);
    expect((await email.handle(post('/klaviyo/client/unknown', {}))).status).toBe(404);
    const get = await email.handle({
      method: 'GET',
      url: new URL('http://x/klaviyo/client/profiles'),
      headers: {},
      body: Buffer.alloc(0),
    });
    expect(get.status).toBe(405);
  });

  it('upserts profiles by e-mail', async () => {
    const email = createEmailService();
    const profile = (attributes: Record<string, unknown>) => ({data: {type: 'profile', attributes}});
    expect(
      (await email.handle(post('/klaviyo/client/profiles/', profile({email: 'a@b.co', first_name: 'Ada'}))))
        .status,
    ).toBe(202);
    expect(
      (
        await email.handle(
          post('/klaviyo/client/profiles/', profile({email: 'a@b.co', properties: {size: 'M'}})),
        )
      ).status,
    ).toBe(202);
    expect((await inspect(email)).profiles).toEqual([
      expect.objectContaining({email: 'a@b.co', firstName: 'Ada', properties: {size: 'M'}}),
    ]);
    expect(
      (await email.handle(post('/klaviyo/client/profiles/', profile({first_name: 'Nobody'})))).status,
    ).toBe(400);
  });

  it('records back-in-stock subscriptions with the variant id', async () => {
    const email = createEmailService();
    const ok = await email.handle(
      post(
        '/klaviyo/client/back-in-stock-subscriptions/',
        backInStock('a@b.co', '$shopify:::$default:::45000000000001'),
      ),
    );
    expect(ok.status).toBe(202);
    expect(
      (
        await email.handle(
          post('/klaviyo/client/back-in-stock-subscriptions', backInStock('c@d.co', '45000000000002')),
        )
      ).status,
    ).toBe(202);
    const state = await inspect(email, '?email=a@b.co');
    expect(state.backInStock).toEqual([
      expect.objectContaining({variantId: '45000000000001', channels: ['EMAIL']}),
    ]);
    const badChannel = await email.handle(
      post('/klaviyo/client/back-in-stock-subscriptions', backInStock('a@b.co', '1', ['FAX'])),
    );
    expect(badChannel.body).toMatchObject({errors: [{source: {pointer: '/data/attributes/channels'}}]});
  });

  it('snapshots, restores and resets', async () => {
    const email = createEmailService();
    await email.handle(post('/klaviyo/client/subscriptions', subscription('a@b.co', 'L')));
    const saved = JSON.parse(JSON.stringify(email.snapshot?.())) as unknown;
    const fresh = createEmailService();
    fresh.restore?.(saved);
    expect((await inspect(fresh)).subscriptions).toHaveLength(1);
    fresh.reset?.();
    expect((await inspect(fresh)).subscriptions).toHaveLength(0);
    fresh.restore?.({garbage: true});
    expect((await inspect(fresh)).subscriptions).toHaveLength(0);
  });
});
