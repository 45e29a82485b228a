import type {Storefront} from '@shopify/hydrogen';
import {getCatalogue, SEEDED_LOGINS} from '../../emulator/seed/index';
import {PRODUCT_METAFIELD_IDENTIFIERS} from '@graphql/products';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface OperationFixture {
  variables: Record<string, unknown>;
  /** Says whether the answer carries data a page could show (not just an empty shell). */
  hasData: (data: Json) => boolean;
}

/**
 * Variables for each operation the app ships, and what a useful answer looks like. A new
 * operation without a fixture fails the conformance test on purpose: add realistic variables here.
 */
export async function operationFixture(
  operationName: string,
  storefront: Storefront,
): Promise<OperationFixture> {
  switch (operationName) {
    case 'HomeProducts':
      return {variables: {first: 4}, hasData: (data) => data.products.nodes.length === 4};
    case 'Product':
      return {
        variables: {
          handle: (await firstProduct(storefront)).handle,
          metafields: [...PRODUCT_METAFIELD_IDENTIFIERS],
        },
        hasData: (data) => data.product?.variants.nodes.length > 0,
      };
    case 'ProductExtras':
      return {
        variables: {
          handle: (await firstProduct(storefront)).handle,
          familyQuery: 'tag:family::conformance',
          withFamily: true,
        },
        hasData: (data) => data.recommendations.length > 0 && Array.isArray(data.family.nodes),
      };
    case 'MerchandiseKinds':
      return {
        variables: {ids: [(await firstProduct(storefront)).variantId]},
        hasData: (data) => typeof data.nodes[0]?.product?.isGiftCard === 'boolean',
      };
    case 'ProductTags':
      return {
        variables: {id: (await firstProduct(storefront)).id},
        hasData: (data) => Array.isArray(data.product?.tags),
      };
    case 'PermalinkVariants':
      return {
        variables: {ids: [(await firstProduct(storefront)).variantId]},
        hasData: (data) =>
          Array.isArray(data.nodes[0]?.product?.tags) && typeof data.nodes[0]?.availableForSale === 'boolean',
      };
    case 'CollectionsIndex':
      return {
        variables: {first: 24},
        hasData: (data) =>
          data.collections.nodes.length > 0 && typeof data.collections.pageInfo.hasNextPage === 'boolean',
      };
    case 'Policies':
      return {
        variables: {},
        hasData: (data) => Boolean(data.shop.privacyPolicy?.title && data.shop.termsOfService?.handle),
      };
    case 'Policy':
      return {
        variables: {privacyPolicy: true, refundPolicy: false, shippingPolicy: false, termsOfService: false},
        hasData: (data) => Boolean(data.shop.privacyPolicy?.body) && data.shop.refundPolicy === undefined,
      };
    case 'CollectionTitleByHandle':
      return {variables: {handle: 'womens-leggings'}, hasData: (data) => Boolean(data.collection?.title)};
    case 'Collection':
      return {
        variables: {handle: 'womens-leggings'},
        hasData: (data) => Boolean(data.collection?.title && data.collection.footerSeoText?.value),
      };
    case 'CurrentCustomer':
      return {
        variables: {customerAccessToken: await shopperToken(storefront)},
        hasData: (data) => data.customer?.email === 'shopper@alderline.test',
      };
    case 'SitemapCounts':
      return {variables: {}, hasData: (data) => data.products.pagesCount.count > 0};
    case 'SitemapResources':
      return {
        variables: {type: 'PRODUCT', page: 1},
        hasData: (data) => data.sitemap.resources.items.length > 0,
      };
    case 'NoindexProducts':
      return {
        variables: {query: 'tag:noindex-gb OR tag:noindex-intl'},
        hasData: (data) => data.products.nodes.length > 0,
      };
    case 'CollectionsNoindex':
      return {
        variables: {},
        hasData: (data) => data.collections.nodes.some((c: Json) => c.noindex?.value === 'true'),
      };
    case 'Blogs':
      return {
        variables: {first: 10, articles: 3},
        hasData: (data) => data.blogs.nodes.some((blog: Json) => blog.articles.nodes.length > 0),
      };
    case 'Blog':
      return {
        variables: {handle: 'community', first: 2},
        hasData: (data) => data.blog?.articles.nodes.length === 2 && data.blog.articles.pageInfo.hasNextPage,
      };
    case 'Article': {
      const article = await firstArticle(storefront);
      return {
        variables: {blogHandle: article.blog.handle, handle: article.handle},
        hasData: (data) => Boolean(data.blog?.articleByHandle?.contentHtml),
      };
    }
    case 'ArticleById': {
      const article = await firstArticle(storefront);
      return {
        variables: {id: article.id},
        hasData: (data) => data.article?.handle === article.handle,
      };
    }
    case 'PagesNoindex':
      return {variables: {}, hasData: (data) => data.pages.nodes.length > 0};
    // Customer accounts: signed in as seeded customers; mutations make what they change first.
    case 'CustomerDashboard':
      return {
        variables: {customerAccessToken: await shopperToken(storefront)},
        hasData: (data) => data.customer?.orders.nodes.length === 1 && data.customer.orders.totalCount >= 9,
      };
    case 'CustomerProfile':
      return {
        variables: {customerAccessToken: await shopperToken(storefront)},
        hasData: (data) => data.customer?.email === 'shopper@alderline.test',
      };
    case 'CustomerAddresses':
      return {
        variables: {customerAccessToken: await shopperToken(storefront)},
        hasData: (data) =>
          data.customer?.addresses.nodes.length >= 3 && Boolean(data.customer.defaultAddress),
      };
    case 'CustomerOrders':
      return {
        variables: {customerAccessToken: await shopperToken(storefront), first: 5},
        hasData: (data) =>
          data.customer?.orders.nodes.length === 5 && data.customer.orders.pageInfo.hasNextPage,
      };
    case 'ProductHandles': {
      const {products} = (await storefront.query(
        'query FirstProducts { products(first: 2) { nodes { id } } }',
      )) as {
        products: {nodes: {id: string}[]};
      };
      return {
        variables: {ids: products.nodes.map((product) => product.id)},
        hasData: (data) => data.nodes.length === 2 && data.nodes.every((node: Json) => Boolean(node?.handle)),
      };
    }
    case 'CustomerOrder': {
      const customerAccessToken = await shopperToken(storefront);
      const orderId = (await firstOrderId(storefront, customerAccessToken)).split('/').pop()!.split('?')[0];
      return {
        variables: {customerAccessToken, orderQuery: `id:${orderId}`},
        hasData: (data) => data.customer?.orders.nodes[0]?.lineItems.nodes.length > 0,
      };
    }
    case 'GiftConfiguration':
      return {
        variables: {type: 'gwp_configuration', first: 50},
        hasData: (data) =>
          data.metaobjects.nodes.some((node: Json) =>
            node.fields.some((field: Json) => field.key === 'product_variant' && field.reference?.id),
          ),
      };
    case 'MembershipConfig':
      return {
        variables: {gatedType: 'gated_tags', communityType: 'community_member_tags', first: 20},
        hasData: (data) =>
          data.gated.nodes.some((node: Json) => node.fields.length > 0) && data.community.nodes.length > 0,
      };
    case 'ShopSavingsCap':
      return {variables: {}, hasData: (data) => Boolean(data.shop.savingsCapLimits?.value)};
    case 'CustomerMembership':
      return {
        variables: {customerAccessToken: await shopperToken(storefront, 'member@alderline.test')},
        hasData: (data) =>
          Boolean(data.shop.savingsCapLimits?.value) &&
          data.customer?.metafields.some((field: Json) => field?.value),
      };
    case 'CustomerAccessTokenCreate':
      return {
        variables: {input: {email: 'shopper@alderline.test', password: 'password123'}},
        hasData: (data) => Boolean(data.customerAccessTokenCreate.customerAccessToken?.accessToken),
      };
    case 'CustomerAccessTokenDelete':
      return {
        variables: {customerAccessToken: await shopperToken(storefront)},
        hasData: (data) => Boolean(data.customerAccessTokenDelete.deletedAccessToken),
      };
    case 'CustomerCreate':
      return {
        variables: {
          input: {
            email: `conformance.${Date.now()}.${Math.random().toString(36).slice(2)}@alderline.test`,
            password: 'password123',
            firstName: 'Con',
            lastName: 'Formance',
            acceptsMarketing: false,
          },
        },
        hasData: (data) => Boolean(data.customerCreate.customer?.id),
      };
    case 'CustomerActivate':
    case 'CustomerActivateByUrl': {
      // The invited customer activates once; asked again, the answer says it already is.
      const [id, activationToken] = [INVITED_CUSTOMER_ID, 'activation-token-invited'];
      const payload = (data: Json) => data.customerActivate ?? data.customerActivateByUrl;
      return {
        variables:
          operationName === 'CustomerActivate'
            ? {id: `gid://shopify/Customer/${id}`, input: {activationToken, password: 'password123'}}
            : {
                activationUrl: `https://www.alderline.example/account/activate/${id}/${activationToken}`,
                password: 'password123',
              },
        hasData: (data) =>
          Boolean(payload(data)?.customerAccessToken?.accessToken) ||
          payload(data)?.customerUserErrors[0]?.code === 'ALREADY_ENABLED',
      };
    }
    case 'CustomerRecover':
      return {
        variables: {email: 'uk-shopper@alderline.test'},
        hasData: (data) => data.customerRecover.customerUserErrors.length === 0,
      };
    case 'CustomerReset': {
      const link = await resetLink(storefront, 'expired-member@alderline.test');
      return {
        variables: {id: link.customerId, input: {resetToken: link.token, password: 'password123'}},
        hasData: (data) => Boolean(data.customerReset.customerAccessToken?.accessToken),
      };
    }
    case 'CustomerUpdate':
      return {
        variables: {customerAccessToken: await shopperToken(storefront), customer: {firstName: 'Alex'}},
        hasData: (data) => data.customerUpdate.customerUserErrors.length === 0,
      };
    case 'CustomerAddressCreate':
      return {
        variables: {customerAccessToken: await shopperToken(storefront), address: CONFORMANCE_ADDRESS},
        hasData: (data) => Boolean(data.customerAddressCreate.customerAddress?.id),
      };
    case 'CustomerAddressUpdate':
    case 'CustomerAddressDelete':
    case 'CustomerDefaultAddressUpdate': {
      const customerAccessToken = await shopperToken(storefront, 'influencer@alderline.test');
      const id = await newAddressId(storefront, customerAccessToken);
      const variables =
        operationName === 'CustomerAddressUpdate'
          ? {customerAccessToken, id, address: {...CONFORMANCE_ADDRESS, city: 'Salem'}}
          : operationName === 'CustomerAddressDelete'
            ? {customerAccessToken, id}
            : {customerAccessToken, addressId: id};
      return {
        variables,
        hasData: (data) =>
          Boolean(
            data.customerAddressUpdate?.customerAddress?.id ??
              data.customerAddressDelete?.deletedCustomerAddressId ??
              data.customerDefaultAddressUpdate?.customer?.id,
          ),
      };
    }
    default:
      throw new Error(
        `No conformance fixture for operation ${operationName}: add one in tests/conformance/operation-fixtures.ts`,
      );
  }
}

async function firstProduct(
  storefront: Storefront,
): Promise<{id: string; handle: string; variantId: string}> {
  const result = await storefront.query<{
    products: {nodes: Array<{id: string; handle: string; variants: {nodes: Array<{id: string}>}}>};
  }>(
    `#graphql
    query ConformanceFirstProduct { products(first: 1) { nodes { id handle variants(first: 1) { nodes { id } } } } }`,
    {cache: storefront.CacheNone()},
  );
  const product = result.products.nodes[0];
  if (!product) throw new Error('The emulator returned no products');
  return {id: product.id, handle: product.handle, variantId: product.variants.nodes[0].id};
}

async function firstArticle(
  storefront: Storefront,
): Promise<{id: string; handle: string; blog: {handle: string}}> {
  const result = await storefront.query<{
    articles: {nodes: Array<{id: string; handle: string; blog: {handle: string}}>};
  }>(
    `#graphql
    query ConformanceFirstArticle { articles(first: 1) { nodes { id handle blog { handle } } } }`,
    {cache: storefront.CacheNone()},
  );
  const article = result.articles.nodes[0];
  if (!article) throw new Error('The emulator returned no articles');
  return article;
}

async function shopperToken(storefront: Storefront, email = 'shopper@alderline.test'): Promise<string> {
  const result = await storefront.mutate<{
    customerAccessTokenCreate: {customerAccessToken: {accessToken: string} | null};
  }>(
    `#graphql
    mutation ConformanceSignIn($email: String!) {
      customerAccessTokenCreate(input: {email: $email, password: "password123"}) {
        customerAccessToken { accessToken }
      }
    }`,
    {variables: {email}},
  );
  const token = result.customerAccessTokenCreate.customerAccessToken?.accessToken;
  if (!token) throw new Error(`The seeded customer ${email} could not sign in`);
  return token;
}

/** The seeded invited customer's id (the emulator's activation e-mail names it). */
const INVITED_CUSTOMER_ID = getCatalogue(1).customers.find(
  (customer) => customer.email === SEEDED_LOGINS.invited,
)!.id;

const CONFORMANCE_ADDRESS = {
  firstName: 'Con',
  lastName: 'Formance',
  address1: '9 Juniper Lane',
  city: 'Portland',
  province: 'OR',
  zip: '97201',
  country: 'US',
};

async function firstOrderId(storefront: Storefront, customerAccessToken: string): Promise<string> {
  const result = await storefront.query<{customer: {orders: {nodes: Array<{id: string}>}}}>(
    `#graphql
    query ConformanceFirstOrder($customerAccessToken: String!) {
      customer(customerAccessToken: $customerAccessToken) { orders(first: 1) { nodes { id } } }
    }`,
    {variables: {customerAccessToken}, cache: storefront.CacheNone()},
  );
  return result.customer.orders.nodes[0].id;
}

async function newAddressId(storefront: Storefront, customerAccessToken: string): Promise<string> {
  const result = await storefront.mutate<{customerAddressCreate: {customerAddress: {id: string} | null}}>(
    `#graphql
    mutation ConformanceNewAddress($customerAccessToken: String!, $address: MailingAddressInput!) {
      customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) { customerAddress { id } }
    }`,
    {variables: {customerAccessToken, address: CONFORMANCE_ADDRESS}},
  );
  const id = result.customerAddressCreate.customerAddress?.id;
  if (!id) throw new Error('The emulator did not create an address');
  return id;
}

/** Asks for a password reset and reads the e-mailed link from the emulator's outbox. */
async function resetLink(
  storefront: Storefront,
  email: string,
): Promise<{customerId: string; token: string}> {
  await storefront.mutate(
    `#graphql
    mutation ConformanceRecover($email: String!) { customerRecover(email: $email) { customerUserErrors { code } } }`,
    {variables: {email}},
  );
  const origin = new URL(storefront.getApiUrl()).origin;
  const outbox = (await (
    await fetch(`${origin}/storefront/__outbox?to=${encodeURIComponent(email)}`)
  ).json()) as {
    messages: Array<{url: string}>;
  };
  const [, id, token] = /\/account\/reset\/(\d+)\/([^/]+)$/.exec(outbox.messages.at(-1)!.url)!;
  return {customerId: `gid://shopify/Customer/${id}`, token};
}
