import {describe, expect, it} from 'vitest';
import {SEEDED_LOGINS, getCatalogue} from '../seed/index';
import {createStorefrontService} from './index';
import {graphql} from './test-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const LOGIN = `mutation Login($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } customerUserErrors { code field message } } }`;
const CUSTOMER = `query Customer($token: String!) { customer(customerAccessToken: $token) {
  id email firstName lastName displayName tags numberOfOrders
  defaultAddress { id countryCodeV2 formatted }
  addresses(first: 100) { nodes { id city countryCodeV2 country } }
  orders(first: 100, sortKey: PROCESSED_AT, reverse: true) { nodes { id name orderNumber processedAt financialStatus fulfillmentStatus
    totalPrice { amount currencyCode }
    lineItems(first: 100) { nodes { title quantity currentQuantity discountedTotalPrice { amount } variant { id sku product { handle } } } }
    successfulFulfillments(first: 5) { trackingCompany trackingInfo(first: 5) { number url } } } }
  savings: metafield(namespace: "custom", key: "savings_cap_used") { value }
  reapply: metafield(namespace: "custom", key: "eligible_to_reapply") { value type }
} }`;

async function login(
  service: ReturnType<typeof createStorefrontService>,
  email: string,
  password = 'password123',
) {
  return (await graphql<Json>(service, LOGIN, {input: {email, password}})).body.data
    .customerAccessTokenCreate;
}

describe('storefront customer accounts', () => {
  const service = createStorefrontService({seed: 1});

  it('signs the seeded shopper in and loads the account with orders newest first', async () => {
    const {customerAccessToken, customerUserErrors} = await login(service, SEEDED_LOGINS.plain);
    expect(customerUserErrors).toEqual([]);
    expect(customerAccessToken.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(customerAccessToken.expiresAt)).toBeGreaterThan(Date.now());
    const customer = (await graphql<Json>(service, CUSTOMER, {token: customerAccessToken.accessToken})).body
      .data.customer;
    expect(customer.email).toBe(SEEDED_LOGINS.plain);
    expect(customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    expect(customer.addresses.nodes.map((a: Json) => a.countryCodeV2)).toEqual(['US', 'US', 'CA']);
    expect(customer.defaultAddress.countryCodeV2).toBe('US');
    const orders = customer.orders.nodes;
    expect(orders.length).toBeGreaterThanOrEqual(9);
    expect(
      [...orders]
        .map((o: Json) => o.processedAt)
        .sort()
        .reverse(),
    ).toEqual(orders.map((o: Json) => o.processedAt));
    expect(new Set(orders.map((o: Json) => o.financialStatus))).toEqual(
      new Set([
        'AUTHORIZED',
        'PAID',
        'PARTIALLY_PAID',
        'PARTIALLY_REFUNDED',
        'PENDING',
        'REFUNDED',
        'VOIDED',
      ]),
    );
    expect(new Set(orders.map((o: Json) => o.fulfillmentStatus)).size).toBe(9);
    expect(
      orders.find((o: Json) => o.fulfillmentStatus === 'FULFILLED').successfulFulfillments[0].trackingInfo[0]
        .number,
    ).toBeTruthy();
    expect(orders[0].lineItems.nodes[0].variant.product.handle).toBeTruthy();
    expect(customer.numberOfOrders).toBe(String(orders.length));
  });

  it('exposes the gated, influencer and community fixtures', async () => {
    const gated = await login(service, SEEDED_LOGINS.gated);
    expect(
      (await graphql<Json>(service, CUSTOMER, {token: gated.customerAccessToken.accessToken})).body.data
        .customer.tags,
    ).toContain('gated::warehouse-sale');
    const influencer = await login(service, SEEDED_LOGINS.influencer);
    expect(
      (await graphql<Json>(service, CUSTOMER, {token: influencer.customerAccessToken.accessToken})).body.data
        .customer.tags,
    ).toContain('influencer');
    const member = await login(service, SEEDED_LOGINS.communityExpired);
    const memberData = (
      await graphql<Json>(service, CUSTOMER, {token: member.customerAccessToken.accessToken})
    ).body.data.customer;
    expect(memberData.reapply).toEqual({value: 'true', type: 'json'});
    expect(Number(memberData.savings.value)).toBeGreaterThan(0);
  });

  it('rejects bad credentials and disabled accounts with Shopify codes', async () => {
    expect((await login(service, SEEDED_LOGINS.plain, 'wrong-password')).customerUserErrors[0]).toMatchObject(
      {code: 'UNIDENTIFIED_CUSTOMER', field: ['input']},
    );
    expect((await login(service, SEEDED_LOGINS.invited)).customerUserErrors[0].code).toBe(
      'UNIDENTIFIED_CUSTOMER',
    );
    expect((await login(service, SEEDED_LOGINS.disabled)).customerUserErrors[0].code).toBe(
      'CUSTOMER_DISABLED',
    );
    expect((await graphql<Json>(service, CUSTOMER, {token: 'not-a-token'})).body.data.customer).toBeNull();
  });

  it('signs up with validation errors, then renews and deletes the token', async () => {
    const create = `mutation Create($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id email firstName } customerUserErrors { code field message } } }`;
    const run = async (input: Json) =>
      (await graphql<Json>(service, create, {input})).body.data.customerCreate;
    expect(
      (await run({email: SEEDED_LOGINS.plain, password: 'password123'})).customerUserErrors[0].code,
    ).toBe('TAKEN');
    expect((await run({email: 'new@alderline.test', password: 'abc'})).customerUserErrors[0].code).toBe(
      'TOO_SHORT',
    );
    expect(
      (await run({email: 'new@alderline.test', password: ' spaced123 '})).customerUserErrors[0].code,
    ).toBe('PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE');
    expect((await run({email: '', password: 'password123'})).customerUserErrors[0].code).toBe('BLANK');
    expect((await run({email: 'not-an-email', password: 'password123'})).customerUserErrors[0].code).toBe(
      'INVALID',
    );
    expect((await run({email: 'x@nowhere', password: 'password123'})).customerUserErrors[0].code).toBe(
      'BAD_DOMAIN',
    );
    expect(
      (
        await run({
          email: 'new@alderline.test',
          password: 'password123',
          firstName: 'Visit https://spam.example',
        })
      ).customerUserErrors[0].code,
    ).toBe('CONTAINS_URL');
    expect(
      (await run({email: 'new@alderline.test', password: 'password123', firstName: '<b>Bold</b>'}))
        .customerUserErrors[0].code,
    ).toBe('CONTAINS_HTML_TAGS');
    expect(
      (await run({email: SEEDED_LOGINS.invited, password: 'password123'})).customerUserErrors[0].code,
    ).toBe('CUSTOMER_DISABLED');
    const created = await run({email: 'new@alderline.test', password: 'password123', firstName: 'Nia'});
    expect(created.customerUserErrors).toEqual([]);
    expect(created.customer.email).toBe('new@alderline.test');

    const {customerAccessToken} = await login(service, 'new@alderline.test');
    const renew = `mutation Renew($token: String!) { customerAccessTokenRenew(customerAccessToken: $token) { customerAccessToken { accessToken expiresAt } userErrors { field message } } }`;
    expect(
      (await graphql<Json>(service, renew, {token: customerAccessToken.accessToken})).body.data
        .customerAccessTokenRenew.customerAccessToken.accessToken,
    ).toBe(customerAccessToken.accessToken);
    const remove = `mutation Delete($token: String!) { customerAccessTokenDelete(customerAccessToken: $token) { deletedAccessToken userErrors { field message } } }`;
    expect(
      (await graphql<Json>(service, remove, {token: customerAccessToken.accessToken})).body.data
        .customerAccessTokenDelete.deletedAccessToken,
    ).toBe(customerAccessToken.accessToken);
    expect(
      (await graphql<Json>(service, remove, {token: customerAccessToken.accessToken})).body.data
        .customerAccessTokenDelete.userErrors,
    ).toHaveLength(1);
    expect(
      (await graphql<Json>(service, CUSTOMER, {token: customerAccessToken.accessToken})).body.data.customer,
    ).toBeNull();
  });

  it('activates an invited account, recovers and resets a password', async () => {
    const catalogue = getCatalogue(1);
    const invited = catalogue.customers.find((c) => c.email === SEEDED_LOGINS.invited)!;
    const activate = `mutation Activate($url: URL!, $password: String!) { customerActivateByUrl(activationUrl: $url, password: $password) { customer { email } customerAccessToken { accessToken } customerUserErrors { code field message } } }`;
    const bad = (
      await graphql<Json>(service, activate, {
        url: `https://www.alderline.example/account/activate/${invited.id}/wrong`,
        password: 'password123',
      })
    ).body.data.customerActivateByUrl;
    expect(bad.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    const url = `https://www.alderline.example/account/activate/${invited.id}/${invited.activationToken}`;
    const ok = (await graphql<Json>(service, activate, {url, password: 'password123'})).body.data
      .customerActivateByUrl;
    expect(ok.customer.email).toBe(SEEDED_LOGINS.invited);
    expect(ok.customerAccessToken.accessToken).toBeTruthy();
    const again = (await graphql<Json>(service, activate, {url, password: 'password123'})).body.data
      .customerActivateByUrl;
    expect(again.customerUserErrors[0].code).toBe('ALREADY_ENABLED');

    const recover = `mutation Recover($email: String!) { customerRecover(email: $email) { customerUserErrors { code field message } } }`;
    expect(
      (await graphql<Json>(service, recover, {email: 'nobody@alderline.test'})).body.data.customerRecover
        .customerUserErrors[0].code,
    ).toBe('UNIDENTIFIED_CUSTOMER');
    expect(
      (await graphql<Json>(service, recover, {email: SEEDED_LOGINS.international})).body.data.customerRecover
        .customerUserErrors,
    ).toEqual([]);
    const resetUrl = service.state.customers.outbox.filter((m) => m.kind === 'password-reset').at(-1)!.url;
    const reset = `mutation Reset($url: URL!, $password: String!) { customerResetByUrl(resetUrl: $url, password: $password) { customer { email } customerAccessToken { accessToken } customerUserErrors { code message } } }`;
    const done = (await graphql<Json>(service, reset, {url: resetUrl, password: 'newpassword1'})).body.data
      .customerResetByUrl;
    expect(done.customerUserErrors).toEqual([]);
    expect(
      (await login(service, SEEDED_LOGINS.international, 'newpassword1')).customerAccessToken,
    ).toBeTruthy();
    expect(
      (await graphql<Json>(service, reset, {url: resetUrl, password: 'newpassword2'})).body.data
        .customerResetByUrl.customerUserErrors[0].code,
    ).toBe('TOKEN_INVALID');
  });

  it('updates the profile and manages the address book', async () => {
    const fresh = createStorefrontService({seed: 1});
    const {customerAccessToken} = await login(fresh, SEEDED_LOGINS.gated);
    const token = customerAccessToken.accessToken;
    const update = `mutation U($token: String!, $customer: CustomerUpdateInput!) { customerUpdate(customerAccessToken: $token, customer: $customer) { customer { firstName email } customerAccessToken { accessToken } customerUserErrors { code field message } } }`;
    const renamed = (await graphql<Json>(fresh, update, {token, customer: {firstName: 'Robin'}})).body.data
      .customerUpdate;
    expect(renamed.customer.firstName).toBe('Robin');
    expect(
      (await graphql<Json>(fresh, update, {token, customer: {email: SEEDED_LOGINS.plain}})).body.data
        .customerUpdate.customerUserErrors[0].code,
    ).toBe('TAKEN');
    expect(
      (await graphql<Json>(fresh, update, {token: 'bad', customer: {firstName: 'X'}})).body.data
        .customerUpdate.customerUserErrors[0].code,
    ).toBe('TOKEN_INVALID');

    const create = `mutation C($token: String!, $address: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $token, address: $address) { customerAddress { id city countryCodeV2 } customerUserErrors { code field message } } }`;
    const created = (
      await graphql<Json>(fresh, create, {
        token,
        address: {
          address1: '1 Rue Test',
          city: 'Lyon',
          country: 'France',
          zip: '69001',
          firstName: 'Robin',
          lastName: 'Hollis',
        },
      })
    ).body.data.customerAddressCreate;
    expect(created.customerAddress).toMatchObject({city: 'Lyon', countryCodeV2: 'FR'});
    expect(
      (await graphql<Json>(fresh, create, {token, address: {address1: 'x', city: 'y', country: 'Atlantis'}}))
        .body.data.customerAddressCreate.customerUserErrors[0],
    ).toMatchObject({code: 'INVALID', field: ['address', 'country']});

    const setDefault = `mutation D($token: String!, $id: ID!) { customerDefaultAddressUpdate(customerAccessToken: $token, addressId: $id) { customer { defaultAddress { id city } } customerUserErrors { code } } }`;
    expect(
      (await graphql<Json>(fresh, setDefault, {token, id: created.customerAddress.id})).body.data
        .customerDefaultAddressUpdate.customer.defaultAddress.city,
    ).toBe('Lyon');
    const edit = `mutation E($token: String!, $id: ID!, $address: MailingAddressInput!) { customerAddressUpdate(customerAccessToken: $token, id: $id, address: $address) { customerAddress { city zip } customerUserErrors { code } } }`;
    expect(
      (await graphql<Json>(fresh, edit, {token, id: created.customerAddress.id, address: {city: 'Paris'}}))
        .body.data.customerAddressUpdate.customerAddress,
    ).toEqual({city: 'Paris', zip: '69001'});
    const remove = `mutation R($token: String!, $id: ID!) { customerAddressDelete(customerAccessToken: $token, id: $id) { deletedCustomerAddressId customerUserErrors { code } } }`;
    expect(
      (await graphql<Json>(fresh, remove, {token, id: created.customerAddress.id})).body.data
        .customerAddressDelete.deletedCustomerAddressId,
    ).toBe(created.customerAddress.id);
    expect(
      (await graphql<Json>(fresh, remove, {token, id: created.customerAddress.id})).body.data
        .customerAddressDelete.customerUserErrors[0].code,
    ).toBe('NOT_FOUND');

    const newPassword = (await graphql<Json>(fresh, update, {token, customer: {password: 'changed123'}})).body
      .data.customerUpdate;
    expect(newPassword.customerAccessToken.accessToken).not.toBe(token);
    expect((await graphql<Json>(fresh, CUSTOMER, {token})).body.data.customer).toBeNull();
  });

  it('links a signed-in customer to a cart and copies a saved address', async () => {
    const {customerAccessToken} = await login(service, SEEDED_LOGINS.gated);
    const customer = getCatalogue(1).customers.find((c) => c.email === SEEDED_LOGINS.gated)!;
    const mutation = `mutation Create($input: CartInput) { cartCreate(input: $input) { cart { id buyerIdentity { email customer { email } } delivery { addresses { selected address { ... on CartDeliveryAddress { city countryCode } } } } } userErrors { code message } } }`;
    const result = (
      await graphql<Json>(service, mutation, {
        input: {
          buyerIdentity: {customerAccessToken: customerAccessToken.accessToken, countryCode: 'US'},
          delivery: {
            addresses: [
              {
                address: {copyFromCustomerAddressId: customer.addresses[0].gid},
                selected: true,
                oneTimeUse: true,
              },
            ],
          },
        },
      })
    ).body.data.cartCreate;
    expect(result.userErrors).toEqual([]);
    expect(result.cart.buyerIdentity).toEqual({
      email: SEEDED_LOGINS.gated,
      customer: {email: SEEDED_LOGINS.gated},
    });
    expect(result.cart.delivery.addresses[0]).toEqual({
      selected: true,
      address: {city: customer.addresses[0].city, countryCode: 'US'},
    });
  });
});

describe('the sent account e-mails', () => {
  const outbox = (service: ReturnType<typeof createStorefrontService>, query = '') =>
    service.handle({
      method: 'GET',
      url: new URL(`http://127.0.0.1:4100/storefront/__outbox${query}`),
      headers: {host: '127.0.0.1:4100'},
      body: Buffer.alloc(0),
    });

  it('lists the password-reset e-mail over HTTP, per recipient, and keeps it across a restart', async () => {
    const service = createStorefrontService({seed: 1});
    const recover = `mutation Recover($email: String!) { customerRecover(email: $email) { customerUserErrors { code } } }`;
    await graphql<Json>(service, recover, {email: SEEDED_LOGINS.plain.toUpperCase()});
    await graphql<Json>(service, recover, {email: SEEDED_LOGINS.gated});

    const mine = (await outbox(service, `?to=${encodeURIComponent(SEEDED_LOGINS.plain)}`)) as Json;
    expect(mine.status).toBe(200);
    expect(mine.body.messages).toHaveLength(1);
    const [message] = mine.body.messages;
    expect(message).toMatchObject({to: SEEDED_LOGINS.plain, kind: 'password-reset'});
    expect(message.url).toMatch(/^https:\/\/www\.alderline\.example\/account\/reset\/\d+\/[0-9a-f]+$/);
    expect(Date.parse(message.sentAt)).not.toBeNaN();
    expect(((await outbox(service)) as Json).body.messages).toHaveLength(2);

    const restarted = createStorefrontService({seed: 1});
    restarted.restore!(JSON.parse(JSON.stringify(service.snapshot!())));
    expect(((await outbox(restarted)) as Json).body.messages).toHaveLength(2);
    restarted.reset!();
    expect(((await outbox(restarted)) as Json).body.messages).toEqual([]);
  });
});

describe('the shop’s savings cap limits', () => {
  it('pairs each programme’s accepted tags with its limit', async () => {
    const service = createStorefrontService({seed: 1});
    const query = `{ shop { metafield(namespace: "custom", key: "savings_cap_limits") { type value } } }`;
    const field = (await graphql<Json>(service, query)).body.data.shop.metafield;
    expect(field.type).toBe('single_line_text_field');
    const pairs = field.value.split(',');
    expect(pairs).toContain('ambassador-accepted::500');
    expect(pairs).toContain('pro-reapplication-accepted::400');
    // The seeded member holds the first tag that has a limit.
    const member = getCatalogue(1).customers.find((c) => c.email === SEEDED_LOGINS.community)!;
    expect(pairs.find((pair: string) => member.tags.includes(pair.split('::')[0]))).toBe(
      'ambassador-accepted::500',
    );
  });
});
