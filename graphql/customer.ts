/** The signed-in customer as every page needs it: who, and the tags that decide gated and member treatment. */
export const CURRENT_CUSTOMER_QUERY = `#graphql
  query CurrentCustomer($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      email
      firstName
      lastName
      tags
    }
  }
` as const;
