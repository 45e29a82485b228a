import {describe, expect, it} from 'vitest';
import type {EmulatorRequest} from '../service';
import {createStorefrontService} from './index';
import {graphql} from './test-helpers';

const POLICIES = `query Policies($language: LanguageCode, $country: CountryCode)
  @inContext(language: $language, country: $country) {
  shop {
    privacyPolicy { handle title body url }
    refundPolicy { handle title }
    shippingPolicy { handle title }
    termsOfService { handle title }
  }
}`;

type Policy = {handle: string; title: string; body?: string; url?: string};
type Shop = {shop: Record<string, Policy>};

describe("the shop's policies", () => {
  const service = createStorefrontService({seed: 1});

  it('answers every policy with its fixed handle, an HTML body and its address on the shop', async () => {
    const {body} = await graphql<Shop>(service, POLICIES, {language: 'EN', country: 'US'});
    const {shop} = body.data!;
    expect(Object.values(shop).map((policy) => policy.handle)).toEqual([
      'privacy-policy',
      'refund-policy',
      'shipping-policy',
      'terms-of-service',
    ]);
    expect(shop.privacyPolicy.title).toBe('Privacy Policy');
    expect(shop.privacyPolicy.body).toMatch(/^<p>We use your personal data.*<\/p>$/);
    expect(shop.privacyPolicy.url).toMatch(/\/policies\/privacy-policy$/);
  });

  it("answers in the language asked for, as the merchant's translations do", async () => {
    const titles = async (language: string, country: string) => {
      const {body} = await graphql<Shop>(service, POLICIES, {language, country});
      return [body.data!.shop.privacyPolicy.title, body.data!.shop.termsOfService.title];
    };
    expect(await titles('FR', 'FR')).toEqual(['Politique de confidentialité', 'Conditions d’utilisation']);
    expect(await titles('AR', 'AE')).toEqual(['سياسة الخصوصية', 'شروط الخدمة']);
    expect(await titles('JA', 'JP')).toEqual(['プライバシーポリシー', '利用規約']);
  });

  it('serves the contact information on the unstable version only, as Shopify does', async () => {
    const ask = async (version: string) => {
      const request: EmulatorRequest = {
        method: 'POST',
        url: new URL(`http://127.0.0.1:4100/api/${version}/graphql.json`),
        headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': 'test'},
        body: Buffer.from(
          JSON.stringify({
            query:
              'query @inContext(language: DE, country: DE) { shop { contactInformation { handle title } } }',
          }),
        ),
      };
      return (await service.handle(request)).body as {data?: Shop; errors?: unknown[]};
    };
    expect((await ask('unstable')).data?.shop.contactInformation).toEqual({
      handle: 'contact-information',
      title: 'Kontaktinformationen',
    });
    expect((await ask('2025-07')).errors).toHaveLength(1);
  });
});
