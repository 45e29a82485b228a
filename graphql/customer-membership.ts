/**
 * Gated and community membership: the configuration the merchant keeps in metaobjects (at
 * most 20 entries of each), the savings cap limits on the shop, and a member's own fields.
 */

const METAOBJECT_FIELDS = `#graphql
  fragment MembershipEntry on Metaobject {
    handle
    fields {
      key
      value
    }
  }
` as const;

/**
 * The shop's membership configuration in one request: which customer tags unlock which
 * collection and the menu entry they get (gated groups), and the tags that mark each status
 * of a community programme with the programme's page.
 */
export const MEMBERSHIP_CONFIG_QUERY = `#graphql
  query MembershipConfig($gatedType: String!, $communityType: String!, $first: Int!) {
    gated: metaobjects(type: $gatedType, first: $first) {
      nodes {
        ...MembershipEntry
      }
    }
    community: metaobjects(type: $communityType, first: $first) {
      nodes {
        ...MembershipEntry
      }
    }
  }
  ${METAOBJECT_FIELDS}
` as const;

/** A member's own fields and the shop's savings cap limits (`tag::number`, comma-separated). */
export const CUSTOMER_MEMBERSHIP_QUERY = `#graphql
  query CustomerMembership($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      metafields(
        identifiers: [
          {namespace: "custom", key: "savings_cap_used"}
          {namespace: "custom", key: "membership_expiry"}
          {namespace: "custom", key: "member_country_code"}
          {namespace: "custom", key: "eligible_to_reapply"}
        ]
      ) {
        key
        value
      }
    }
    shop {
      savingsCapLimits: metafield(namespace: "custom", key: "savings_cap_limits") {
        value
      }
    }
  }
` as const;

/** The shop's savings cap limits alone, for members signed in with the current customer accounts. */
export const SHOP_SAVINGS_CAP_QUERY = `#graphql
  query ShopSavingsCap {
    shop {
      savingsCapLimits: metafield(namespace: "custom", key: "savings_cap_limits") {
        value
      }
    }
  }
` as const;
