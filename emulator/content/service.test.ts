import {describe, expect, it} from 'vitest';
import type {EmulatorResponse} from '../service';
import {listResources} from './handlers';
import {createContentService} from './index';
import {ContentStore} from './store';

const service = createContentService({seed: 7});
const HOST = '127.0.0.1:4100';

interface Collection {
  sys: {type: string};
  total: number;
  skip: number;
  limit: number;
  items: Array<{sys: Record<string, unknown>; fields: Record<string, unknown>; metadata?: unknown}>;
  includes?: {
    Entry?: Array<{sys: {id: string}; fields: Record<string, unknown>}>;
    Asset?: Array<{sys: {id: string}; fields: Record<string, unknown>}>;
  };
  errors?: Array<{sys: {id: string; type: string}; details: {type: string; linkType: string; id: string}}>;
}

async function get(path: string, token: string | null = 'delivery-token'): Promise<EmulatorResponse> {
  const headers: Record<string, string> = {host: HOST};
  if (token) headers.authorization = `Bearer ${token}`;
  return service.handle({
    method: 'GET',
    url: new URL(`http://${HOST}${path}`),
    headers,
    body: Buffer.alloc(0),
  });
}

async function entries(query: string, api: 'delivery' | 'preview' = 'delivery'): Promise<Collection> {
  const prefix = api === 'preview' ? '/preview' : '';
  const response = await get(`${prefix}/spaces/alderline/environments/master/entries?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Collection;
}

async function errorOf(path: string, token?: string | null) {
  const response = await get(path, token);
  return {
    status: response.status,
    body: response.body as {
      sys: {type: string; id: string};
      message: string;
      details?: {errors: Array<Record<string, unknown>>} & Record<string, unknown>;
      requestId: string;
    },
  };
}

describe('content service routing', () => {
  it('answers Delivery and Preview paths only', () => {
    expect(service.name).toBe('content');
    expect(service.matches(new URL(`http://${HOST}/spaces/x/environments/master/entries`), 'GET')).toBe(true);
    expect(service.matches(new URL(`http://${HOST}/preview/spaces/x/entries`), 'GET')).toBe(true);
    expect(service.matches(new URL(`http://${HOST}/api/2025-07/graphql.json`), 'POST')).toBe(false);
  });

  it('serves the space with its locales and fallbacks', async () => {
    const response = await get('/spaces/alderline');
    const space = response.body as {
      sys: {type: string; id: string};
      locales: Array<{code: string; default: boolean; fallbackCode: string | null}>;
    };
    expect(space.sys).toEqual({type: 'Space', id: 'alderline'});
    expect(space.locales).toHaveLength(23);
    expect(space.locales.find((locale) => locale.default)?.code).toBe('en-us');
    expect(space.locales.find((locale) => locale.code === 'es-mx')?.fallbackCode).toBe('es-es');
    expect(space.locales.find((locale) => locale.code === 'fr-fr')?.fallbackCode).toBe('en-us');
  });

  it('lists locales and content types as collections', async () => {
    const locales = (await get('/spaces/alderline/environments/master/locales')).body as Collection;
    expect(locales.sys.type).toBe('Array');
    expect(locales.total).toBe(23);
    const types = (await get('/spaces/alderline/environments/master/content_types')).body as {
      items: Array<{sys: {id: string}}>;
    };
    expect(types.items.map((type) => type.sys.id)).toEqual(
      expect.arrayContaining(['banner', 'header', 'site_variables', 'page']),
    );
    expect((await get('/spaces/alderline/environments/master/content_types/banner')).status).toBe(200);
  });

  it('labels operations for the emulator stats', async () => {
    expect(
      (await get('/preview/spaces/alderline/environments/master/entries?content_type=banner')).operation,
    ).toBe('preview entries');
  });
});

describe('content service errors', () => {
  it('rejects a missing token with AccessTokenInvalid', async () => {
    const {status, body} = await errorOf('/spaces/alderline/environments/master/entries', null);
    expect(status).toBe(401);
    expect(body.sys).toEqual({type: 'Error', id: 'AccessTokenInvalid'});
    expect(body.message).toMatch(/access token/);
    expect(body.requestId).toMatch(/^emu-7-/);
  });

  it('accepts the token as an access_token query parameter', async () => {
    const response = await get(
      '/spaces/alderline/environments/master/entries?content_type=banner&access_token=abc',
      null,
    );
    expect(response.status).toBe(200);
  });

  it('answers an unknown content type with InvalidQuery like Contentful', async () => {
    const {status, body} = await errorOf(
      '/spaces/alderline/environments/master/entries?content_type=nope&fields.title=x',
    );
    expect(status).toBe(400);
    expect(body.sys.id).toBe('InvalidQuery');
    expect(body.details).toEqual({errors: [{name: 'unknownContentType', value: 'DOESNOTEXIST'}]});
  });

  it('needs a content type to filter or order by fields', async () => {
    const filter = await errorOf('/spaces/alderline/environments/master/entries?fields.slug=home');
    expect(filter.status).toBe(400);
    expect(filter.body.sys.id).toBe('InvalidQuery');
    const order = await errorOf('/spaces/alderline/environments/master/entries?order=fields.slug');
    expect(order.body.sys.id).toBe('InvalidQuery');
  });

  it('names an unknown field path', async () => {
    const {body} = await errorOf(
      '/spaces/alderline/environments/master/entries?content_type=page&fields.nope=1',
    );
    expect(body.details?.errors[0]).toMatchObject({name: 'unknown', path: ['fields', 'nope']});
  });

  it('bounds limit and include', async () => {
    expect((await errorOf('/spaces/alderline/environments/master/entries?limit=1001')).body.sys.id).toBe(
      'InvalidQuery',
    );
    expect((await errorOf('/spaces/alderline/environments/master/entries?include=11')).body.sys.id).toBe(
      'InvalidQuery',
    );
    expect((await errorOf('/spaces/alderline/environments/master/entries?skip=-1')).body.sys.id).toBe(
      'InvalidQuery',
    );
  });

  it('rejects an unknown locale with BadRequest', async () => {
    const {status, body} = await errorOf('/spaces/alderline/environments/master/entries?locale=xx-yy');
    expect(status).toBe(400);
    expect(body.sys.id).toBe('BadRequest');
  });

  it('answers a missing entry with NotFound details', async () => {
    const {status, body} = await errorOf('/spaces/alderline/environments/master/entries/missing');
    expect(status).toBe(404);
    expect(body.sys).toEqual({type: 'Error', id: 'NotFound'});
    expect(body.details).toEqual({type: 'Entry', id: 'missing', environment: 'master', space: 'alderline'});
  });

  it('answers unknown routes and methods with NotFound', async () => {
    expect((await errorOf('/spaces/alderline/environments/master')).status).toBe(404);
    expect((await errorOf('/spaces/alderline/environments/master/webhooks')).status).toBe(404);
    const post = await service.handle({
      method: 'POST',
      url: new URL(`http://${HOST}/spaces/alderline/environments/master/entries`),
      headers: {host: HOST, authorization: 'Bearer x'},
      body: Buffer.alloc(0),
    });
    expect(post.status).toBe(404);
  });
});

describe('entries', () => {
  it('returns a collection with full sys objects', async () => {
    const banner = await entries('content_type=banner&locale=en-us');
    expect(banner).toMatchObject({sys: {type: 'Array'}, total: 1, skip: 0, limit: 100});
    expect(banner.items[0].sys).toMatchObject({
      id: 'banner',
      type: 'Entry',
      locale: 'en-us',
      revision: 1,
      space: {sys: {type: 'Link', linkType: 'Space', id: 'alderline'}},
      environment: {sys: {type: 'Link', linkType: 'Environment', id: 'master'}},
      contentType: {sys: {type: 'Link', linkType: 'ContentType', id: 'banner'}},
    });
    expect(banner.items[0].sys.createdAt).toMatch(/^2025-01-06T/);
  });

  it('falls back along the locale chain per field', async () => {
    const [gb] = (await entries('content_type=header&locale=en-gb')).items;
    expect(gb.fields.cartButtonLabel).toBe('Bag');
    expect(gb.fields.accountButtonLabel).toBe('Account');
    const [ca] = (await entries('content_type=header&locale=en-ca')).items;
    expect(ca.fields.cartButtonLabel).toBe('Cart');
    const [mx] = (await entries('content_type=header&locale=es-mx')).items;
    expect(mx.fields.cartButtonLabel).toBe('Carrito');
    expect(mx.fields.accountButtonLabel).toBe('Cuenta');
    const [ja] = (await entries('content_type=header&locale=ja-jp')).items;
    expect(ja.fields.cartButtonLabel).toBe('カート');
  });

  it('returns every locale per field with locale=*', async () => {
    const [header] = (await entries('content_type=header&locale=*')).items;
    expect(header.sys.locale).toBeUndefined();
    expect(header.fields.cartButtonLabel).toMatchObject({
      'en-us': 'Cart',
      'en-gb': 'Bag',
      'ar-ae': 'سلة التسوق',
    });
    expect(header.fields.menuV2Desktop).toEqual({'en-us': true});
  });

  it('resolves links into includes up to the include depth', async () => {
    const shallow = await entries('content_type=footer&include=1');
    const includedIds = shallow.includes?.Entry?.map((entry) => entry.sys.id) ?? [];
    expect(includedIds).toContain('footerColumnShop');
    expect(includedIds).not.toContain('footerLinkWomen');

    const deep = await entries('content_type=footer&include=2');
    expect(deep.includes?.Entry?.map((entry) => entry.sys.id)).toContain('footerLinkWomen');

    const none = await entries('content_type=footer&include=0');
    expect(none.includes).toBeUndefined();
  });

  it('serves asset files on the request host, protocol-relative', async () => {
    const page = await entries('content_type=hero&fields.uid=pdp-hero-dreamknit&include=2');
    const image = page.includes?.Asset?.find((asset) => asset.sys.id === 'pdp-hero-dreamknit-desktop');
    expect(image?.fields.file).toMatchObject({
      url: `//${HOST}/images/pdp-hero-dreamknit-desktop.svg`,
      contentType: 'image/svg+xml',
      details: {image: {width: 2400, height: 1000}},
    });
  });

  it('filters by fields with equality, [in], [ne], [exists] and [match]', async () => {
    expect((await entries('content_type=page&fields.slug=home')).items.map((item) => item.sys.id)).toEqual([
      'page-home',
    ]);
    expect((await entries('content_type=page&fields.slug[in]=home,community')).total).toBe(2);
    const notHome = (await entries('content_type=page&fields.slug[ne]=home')).items.map(
      (item) => item.sys.id,
    );
    expect(notHome).toContain('page-community');
    expect(notHome).not.toContain('page-home');
    expect(
      (await entries('content_type=featured_content_v2&fields.event_date[exists]=true')).items.map(
        (item) => item.sys.id,
      ),
    ).toEqual(['community-run-club']);
    // The home page's block and one per service page (gift card balance, programmes …).
    expect((await entries('content_type=featured_content_v2&fields.event_date[exists]=false')).total).toBe(8);
    expect(
      (await entries('content_type=product_badge&fields.label[match]=edition')).items.map(
        (item) => item.sys.id,
      ),
    ).toEqual(['badgeLimited']);
    expect((await entries('content_type=product_badge&locale=fr-fr&fields.label[match]=nouveau')).total).toBe(
      1,
    );
  });

  it('filters by sys.id and sys.id[in]', async () => {
    expect((await entries('sys.id=footer')).items.map((item) => item.sys.id)).toEqual(['footer']);
    expect((await entries('sys.id[in]=footer,header')).total).toBe(2);
  });

  it('orders, skips and limits', async () => {
    const ascending = await entries('content_type=cart_savings_cap_info&order=fields.order');
    expect(ascending.items.map((item) => item.fields.memberType)).toEqual([
      'military',
      'healthcare',
      'educator',
      'first-responder',
      'ambassador',
      'pro',
      'teacher',
    ]);
    const descending = await entries('content_type=cart_savings_cap_info&order=-fields.order&skip=1&limit=2');
    expect(descending.total).toBe(7);
    expect(descending).toMatchObject({skip: 1, limit: 2});
    expect(descending.items.map((item) => item.fields.memberType)).toEqual(['pro', 'ambassador']);
    const byCreation = await entries('content_type=cart_savings_cap_info&order=-sys.createdAt');
    expect(byCreation.items[0].fields.memberType).toBe('teacher');
  });

  it('selects properties', async () => {
    const selected = await entries('content_type=page&select=sys.id,fields.slug');
    expect(selected.items[0]).toEqual({sys: {id: 'page-home'}, fields: {slug: 'home'}});
    const {body} = await errorOf(
      '/spaces/alderline/environments/master/entries?content_type=page&select=fields.slug.foo',
    );
    expect(body.sys.id).toBe('InvalidQuery');
  });

  it('serves single entries and assets localized, without includes', async () => {
    const response = await get('/spaces/alderline/environments/master/entries/header?locale=fr-fr');
    const header = response.body as {sys: {locale: string}; fields: Record<string, unknown>};
    expect(header.sys.locale).toBe('fr-fr');
    expect(header.fields.cartButtonLabel).toBe('Panier');
    const asset = (await get('/spaces/alderline/environments/master/assets/home-hero-desktop?locale=de-de'))
      .body as {fields: {title: string}};
    expect(asset.fields.title).toBe('Zwei Freunde bei Sonnenaufgang am Strand');
    const images = (await get('/spaces/alderline/environments/master/assets?mimetype_group=video'))
      .body as Collection;
    expect(
      images.items.every((item) =>
        String((item.fields.file as {contentType: string}).contentType).startsWith('video/'),
      ),
    ).toBe(true);
  });

  it('accepts the legacy path without an environment', async () => {
    expect((await get('/spaces/alderline/entries?content_type=banner')).status).toBe(200);
  });
});

describe('drafts', () => {
  it('shows never-published entries only in preview', async () => {
    expect((await entries('sys.id=bannerMessageSpringSale')).total).toBe(0);
    expect((await entries('sys.id=bannerMessageSpringSale', 'preview')).total).toBe(1);
    expect((await get('/spaces/alderline/environments/master/entries/bannerMessageSpringSale')).status).toBe(
      404,
    );
    expect(
      (await get('/preview/spaces/alderline/environments/master/entries/bannerMessageSpringSale')).status,
    ).toBe(200);
  });

  it('shows pending changes of published entries only in preview', async () => {
    const delivery = await entries('content_type=banner&include=1');
    const preview = await entries('content_type=banner&include=1', 'preview');
    const messageIds = (collection: Collection) =>
      (collection.items[0].fields.messages as Array<{sys: {id: string}}>).map((link) => link.sys.id);
    expect(messageIds(delivery)).not.toContain('bannerMessageSpringSale');
    expect(messageIds(preview)[0]).toBe('bannerMessageSpringSale');
    expect(preview.items[0].sys.revision).toBe(2);
    expect(preview.includes?.Entry?.map((entry) => entry.sys.id)).toContain('bannerMessageSpringSale');
  });

  it('reports links to entries the API cannot see as notResolvable', () => {
    const store = new ContentStore({
      spaceName: 'Test',
      locales: [{code: 'en-us', name: 'English', default: true, fallbackCode: null}],
      contentTypes: [
        {
          id: 'list',
          name: 'List',
          description: '',
          displayField: null,
          fields: [
            {
              id: 'items',
              name: 'Items',
              type: 'Array',
              localized: false,
              required: false,
              items: {type: 'Link', linkType: 'Entry'},
            },
          ],
        },
      ],
      entries: [
        {
          id: 'draft',
          contentType: 'list',
          createdAt: '2025-01-01T00:00:00.000Z',
          updatedAt: '2025-01-01T00:00:00.000Z',
          draftFields: {},
        },
        {
          id: 'published',
          contentType: 'list',
          createdAt: '2025-01-01T00:00:00.000Z',
          updatedAt: '2025-01-01T00:00:00.000Z',
          publishedFields: {items: {'en-us': [{sys: {type: 'Link', linkType: 'Entry', id: 'draft'}}]}},
        },
      ],
      assets: [],
    });
    const ctx = {spaceId: 's', environmentId: 'master', assetHost: HOST, store};
    const params = new URLSearchParams('sys.id=published&include=1');
    const delivery = listResources({...ctx, api: 'delivery'}, 'Entry', params) as unknown as Collection;
    expect(delivery.errors).toEqual([
      {sys: {id: 'notResolvable', type: 'error'}, details: {type: 'Link', linkType: 'Entry', id: 'draft'}},
    ]);
    const preview = listResources({...ctx, api: 'preview'}, 'Entry', params) as unknown as Collection;
    expect(preview.errors).toBeUndefined();
    expect(preview.includes?.Entry?.map((entry) => entry.sys.id)).toEqual(['draft']);
  });
});
