/** The shop's policies for the `/policies` index: what each link needs. */
export const POLICIES_QUERY = `#graphql
  fragment PolicyLink on ShopPolicy {
    id
    handle
    title
  }
  query Policies($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop {
      privacyPolicy {
        ...PolicyLink
      }
      refundPolicy {
        ...PolicyLink
      }
      shippingPolicy {
        ...PolicyLink
      }
      termsOfService {
        ...PolicyLink
      }
    }
  }
` as const;

/** One policy's page: only the policy asked for is fetched. */
export const POLICY_QUERY = `#graphql
  fragment PolicyPage on ShopPolicy {
    id
    handle
    title
    body
  }
  query Policy(
    $country: CountryCode
    $language: LanguageCode
    $privacyPolicy: Boolean!
    $refundPolicy: Boolean!
    $shippingPolicy: Boolean!
    $termsOfService: Boolean!
  ) @inContext(country: $country, language: $language) {
    shop {
      privacyPolicy @include(if: $privacyPolicy) {
        ...PolicyPage
      }
      refundPolicy @include(if: $refundPolicy) {
        ...PolicyPage
      }
      shippingPolicy @include(if: $shippingPolicy) {
        ...PolicyPage
      }
      termsOfService @include(if: $termsOfService) {
        ...PolicyPage
      }
    }
  }
` as const;
