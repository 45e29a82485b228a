import {describe, expect, it} from 'vitest';
import type {EmulatorRequest} from '../service';
import {pageFor, createPersonalisationService, SLOTS} from './personalisation';

const gql = (body: unknown): EmulatorRequest => ({
  method: 'POST',
  url: new URL('http://127.0.0.1:4100/personalisation/graphql'),
  headers: {'content-type': 'application/json'},
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});

const UPDATE = `mutation Update($id: String!, $params: InputSessionParams!) {
  updateSession(by: BY_CID, id: $id, params: $params) {
    id
    recos { page slots { divId resultId primary { productId name url } } }
  }
}`;

interface RecoResult {
  data: {
    updateSession: {
      id: string;
      recos: {
        page: string;
        slots: Array<{
          divId: string;
          resultId: string;
          primary: Array<{productId: string; name: string; url: string}>;
        }>;
      };
    };
  };
}

describe('personalisation service', () => {
  it('creates sessions', async () => {
    const service = createPersonalisationService({seed: 1});
    const res = await service.handle(gql({query: 'mutation { newSession(referer: "https://google.com") }'}));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({data: {newSession: expect.stringMatching(/^[0-9a-f]{24}$/)}});
    expect(res.operation).toBe('newSession');
  });

  it('recommends deterministic slots for the page the event describes', async () => {
    const service = createPersonalisationService({seed: 1});
    const run = async (type: string, target: string) =>
      (
        (
          await service.handle(
            gql({
              query: UPDATE,
              variables: {id: 's1', params: {customer: {customerReference: 'c1'}, event: {type, target}}},
            }),
          )
        ).body as RecoResult
      ).data.updateSession.recos;

    const front = await run('VIEWED_PAGE', 'http://localhost:3000/');
    expect(front.page).toBe('FRONT_PAGE');
    expect(front.slots.map((s) => s.divId)).toEqual(SLOTS.FRONT_PAGE);
    expect(front.slots[0].primary).toHaveLength(8);
    expect(front.slots[0].primary[0]).toEqual({
      productId: expect.stringMatching(/^\d+$/),
      name: expect.any(String),
      url: expect.stringMatching(/^\/products\//),
    });
    expect(await run('VIEWED_PAGE', 'http://localhost:3000/')).toEqual(front);

    expect((await run('VIEWED_PAGE', '/en-gb/cart')).page).toBe('CART_PAGE');
    expect((await run('VIEWED_PRODUCT', '/products/x')).page).toBe('PRODUCT_PAGE');
    expect((await run('VIEWED_PAGE', '/pages/about')).page).toBe('GENERAL');
  });

  it("supports Nosto's pages.forFrontPage with requested slot ids", async () => {
    const service = createPersonalisationService({seed: 2});
    const res = await service.handle(
      gql({
        query: `mutation { updateSession(by: BY_CID, id: "s2", params: {event: {type: VIEWED_PAGE, target: "/"}}) {
          pages { forFrontPage(params: {isPreview: false, imageVersion: VERSION_8_400_400, slotIds: ["minicart-upsell"]}) { divId primary { productId imageUrl } } }
        } }`,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      data: {updateSession: {pages: {forFrontPage: [{divId: 'minicart-upsell'}]}}},
    });
  });

  it("answers the cart page's slot for the cart the session reports, never with a product in it", async () => {
    const service = createPersonalisationService({seed: 1});
    const CART_PAGE = `mutation Cart($id: String!, $params: InputSessionParams, $slotIds: [String]) {
      updateSession(by: BY_CID, id: $id, params: $params) {
        pages { forCartPage(params: {slotIds: $slotIds}, value: 120.5) { divId resultId primary { productId } } }
      }
    }`;
    const forCart = async (id: string, productIds: string[]) => {
      const res = await service.handle(
        gql({
          query: CART_PAGE,
          variables: {
            id,
            slotIds: ['cartpage-nosto-1'],
            params: {
              event: {type: 'VIEWED_PAGE', target: '/cart'},
              cart: {items: productIds.map((productId) => ({productId, quantity: 1}))},
            },
          },
        }),
      );
      expect(res.status).toBe(200);
      const body = res.body as {
        data: {
          updateSession: {pages: {forCartPage: Array<{divId: string; primary: Array<{productId: string}>}>}};
        };
      };
      return body.data.updateSession.pages.forCartPage;
    };

    const empty = await forCart('c1', []);
    expect(empty.map((slot) => slot.divId)).toEqual(['cartpage-nosto-1']);
    expect(empty[0].primary).toHaveLength(8);
    const [first, second] = empty[0].primary.map((product) => product.productId);
    const withTwo = await forCart('c2', [first, second]);
    const recommended = withTwo[0].primary.map((product) => product.productId);
    expect(recommended).toHaveLength(8);
    expect(recommended).not.toContain(first);
    expect(recommended).not.toContain(second);
    // Another session with the same cart gets the same slot.
    expect(await forCart('c3', [second, first])).toEqual(withTwo);
  });

  it('reads a product page’s slots for a product without recording an event, as the view recorded them', async () => {
    const service = createPersonalisationService({seed: 3});
    const recorded = (
      (
        await service.handle(
          gql({
            query: UPDATE,
            variables: {id: 's3', params: {event: {type: 'VIEWED_PRODUCT', target: '42'}}},
          }),
        )
      ).body as RecoResult
    ).data.updateSession.recos.slots;
    const read = async (product: string) => {
      const res = await service.handle(
        gql({
          query: `query Read($id: String!, $product: String) { session(id: $id) { pages {
            forProductPage(product: $product) { divId resultId primary { productId name url } } } } }`,
          variables: {id: 's3', product},
        }),
      );
      expect(res.operation).toBe('session');
      return (res.body as {data: {session: {pages: {forProductPage: unknown[]}}}}).data.session.pages
        .forProductPage;
    };
    expect(await read('42')).toEqual(recorded);
    expect(await read('43')).not.toEqual(recorded);
    const session = await service.handle(gql({query: '{ session(id: "s3") { recos { page } } }'}));
    // Still the one recorded event: reading added none.
    expect(session.body).toEqual({data: {session: {recos: {page: 'PRODUCT_PAGE'}}}});
    expect((service.snapshot?.() as {sessions: Array<{events: unknown[]}>}).sessions[0].events).toHaveLength(
      1,
    );
  });

  it('answers GraphQL errors as 400 and bad JSON as 400, never throwing', async () => {
    const service = createPersonalisationService({seed: 1});
    expect((await service.handle(gql('{nope'))).status).toBe(400);
    expect((await service.handle(gql({variables: {}}))).status).toBe(400);
    const invalid = await service.handle(gql({query: 'mutation { doesNotExist }'}));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({errors: [{message: expect.stringContaining('doesNotExist')}]});
    expect((await service.handle({...gql({}), method: 'GET'})).status).toBe(405);
  });

  it('keeps sessions through snapshot/restore', async () => {
    const service = createPersonalisationService({seed: 1});
    await service.handle(
      gql({
        query: UPDATE,
        variables: {
          id: 'keep',
          params: {customer: {customerReference: 'c9'}, event: {type: 'VIEWED_PAGE', target: '/'}},
        },
      }),
    );
    const copy = createPersonalisationService({seed: 1});
    copy.restore?.(JSON.parse(JSON.stringify(service.snapshot?.())));
    const res = await copy.handle(gql({query: '{ session(id: "keep") { customerId } }'}));
    expect(res.body).toEqual({data: {session: {customerId: 'c9'}}});
  });

  it('maps events to pages', () => {
    expect(pageFor(undefined)).toBe('GENERAL');
    expect(pageFor({type: 'VIEWED_PAGE', target: '/fr-fr', at: ''})).toBe('FRONT_PAGE');
    expect(pageFor({type: 'VIEWED_PAGE', target: '/collections/tops', at: ''})).toBe('CATEGORY_PAGE');
  });
});
