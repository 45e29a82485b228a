/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/storefront-schema-2025-07/storefront-api-types';

export type ArticleCardFragment = (
  Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt'>
  & { authorV2?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
);

export type BlogsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  articles: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type BlogsQuery = { blogs: { nodes: Array<(
      Pick<StorefrontAPI.Blog, 'id' | 'handle' | 'title'>
      & { articles: { nodes: Array<(
          Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt'>
          & { authorV2?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
        )> } }
    )> } };

export type BlogQueryVariables = StorefrontAPI.Exact<{
  handle?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  id?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['ID']['input']>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type BlogQuery = { blog?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Blog, 'id' | 'handle' | 'title'>
    & { seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>>, articles: { nodes: Array<(
        Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt'>
        & { authorV2?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } }
  )> };

export type ArticleQueryVariables = StorefrontAPI.Exact<{
  blogHandle: StorefrontAPI.Scalars['String']['input'];
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ArticleQuery = { blog?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Blog, 'handle' | 'title'>
    & { articleByHandle?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Article, 'contentHtml' | 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt'>
      & { seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>>, authorV2?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
    )> }
  )> };

export type ArticleByIdQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ArticleByIdQuery = { article?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Article, 'handle'>
    & { blog: Pick<StorefrontAPI.Blog, 'handle'> }
  )> };

export type CartMoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

export type CartLineFragment = (
  Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
    { __typename: 'CartAutomaticDiscountAllocation' }
    & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
    & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, discountApplication: { value: Pick<StorefrontAPI.PricingPercentageValue, 'percentage'> } }
  ) | (
    { __typename: 'CartCodeDiscountAllocation' | 'CartCustomDiscountAllocation' }
    & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, discountApplication: { value: Pick<StorefrontAPI.PricingPercentageValue, 'percentage'> } }
  )>, merchandise: (
    Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'title' | 'availableForSale'>
    & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, product: (
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'isGiftCard' | 'tags'>
      & { gatedDiscount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    ) }
  ) }
);

export type CartHeadFragment = (
  Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'createdAt' | 'updatedAt' | 'note'>
  & { buyerIdentity: (
    Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
    & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>> }
  ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, deliveryGroups: { nodes: Array<{ deliveryOptions: Array<(
        Pick<StorefrontAPI.CartDeliveryOption, 'handle'>
        & { estimatedCost: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )> }> }, delivery: { addresses: Array<(
      Pick<StorefrontAPI.CartSelectableAddress, 'id' | 'selected'>
      & { address: Pick<StorefrontAPI.CartDeliveryAddress, 'countryCode' | 'address1'> }
    )> } }
);

export type CartApiQueryFragment = (
  Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'createdAt' | 'updatedAt' | 'note'>
  & { lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
        { __typename: 'CartAutomaticDiscountAllocation' }
        & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, discountApplication: { value: Pick<StorefrontAPI.PricingPercentageValue, 'percentage'> } }
      ) | (
        { __typename: 'CartCodeDiscountAllocation' | 'CartCustomDiscountAllocation' }
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, discountApplication: { value: Pick<StorefrontAPI.PricingPercentageValue, 'percentage'> } }
      )>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'title' | 'availableForSale'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, product: (
          Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'isGiftCard' | 'tags'>
          & { gatedDiscount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
        ) }
      ) }
    )> }, buyerIdentity: (
    Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
    & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>> }
  ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, deliveryGroups: { nodes: Array<{ deliveryOptions: Array<(
        Pick<StorefrontAPI.CartDeliveryOption, 'handle'>
        & { estimatedCost: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )> }> }, delivery: { addresses: Array<(
      Pick<StorefrontAPI.CartSelectableAddress, 'id' | 'selected'>
      & { address: Pick<StorefrontAPI.CartDeliveryAddress, 'countryCode' | 'address1'> }
    )> } }
);

export type CartApiMutationFragment = (
  Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'createdAt' | 'updatedAt' | 'note'>
  & { lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
        { __typename: 'CartAutomaticDiscountAllocation' }
        & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, discountApplication: { value: Pick<StorefrontAPI.PricingPercentageValue, 'percentage'> } }
      ) | (
        { __typename: 'CartCodeDiscountAllocation' | 'CartCustomDiscountAllocation' }
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, discountApplication: { value: Pick<StorefrontAPI.PricingPercentageValue, 'percentage'> } }
      )>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'title' | 'availableForSale'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, product: (
          Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'isGiftCard' | 'tags'>
          & { gatedDiscount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
        ) }
      ) }
    )> }, buyerIdentity: (
    Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
    & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>> }
  ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, deliveryGroups: { nodes: Array<{ deliveryOptions: Array<(
        Pick<StorefrontAPI.CartDeliveryOption, 'handle'>
        & { estimatedCost: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )> }> }, delivery: { addresses: Array<(
      Pick<StorefrontAPI.CartSelectableAddress, 'id' | 'selected'>
      & { address: Pick<StorefrontAPI.CartDeliveryAddress, 'countryCode' | 'address1'> }
    )> } }
);

export type GiftConfigurationQueryVariables = StorefrontAPI.Exact<{
  type: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type GiftConfigurationQuery = { metaobjects: { nodes: Array<(
      Pick<StorefrontAPI.Metaobject, 'handle'>
      & { fields: Array<(
        Pick<StorefrontAPI.MetaobjectField, 'key' | 'value'>
        & { reference?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'width' | 'height'>> }
        )> }
      )> }
    )> } };

export type PermalinkVariantsQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type PermalinkVariantsQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
    & { product: Pick<StorefrontAPI.Product, 'handle' | 'tags' | 'isGiftCard'> }
  )>> };

export type CollectionQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, alternateTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, noindex?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, footerSeoTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, footerSeoText?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, gated?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
  )> };

export type CollectionsIndexQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type CollectionsIndexQuery = { collections: { nodes: Array<(
      Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, gated?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } };

export type MembershipEntryFragment = (
  Pick<StorefrontAPI.Metaobject, 'handle'>
  & { fields: Array<Pick<StorefrontAPI.MetaobjectField, 'key' | 'value'>> }
);

export type MembershipConfigQueryVariables = StorefrontAPI.Exact<{
  gatedType: StorefrontAPI.Scalars['String']['input'];
  communityType: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type MembershipConfigQuery = { gated: { nodes: Array<(
      Pick<StorefrontAPI.Metaobject, 'handle'>
      & { fields: Array<Pick<StorefrontAPI.MetaobjectField, 'key' | 'value'>> }
    )> }, community: { nodes: Array<(
      Pick<StorefrontAPI.Metaobject, 'handle'>
      & { fields: Array<Pick<StorefrontAPI.MetaobjectField, 'key' | 'value'>> }
    )> } };

export type CustomerMembershipQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerMembershipQuery = { customer?: StorefrontAPI.Maybe<{ metafields: Array<StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'key' | 'value'>>> }>, shop: { savingsCapLimits?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> } };

export type ShopSavingsCapQueryVariables = StorefrontAPI.Exact<{ [key: string]: never; }>;


export type ShopSavingsCapQuery = { shop: { savingsCapLimits?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> } };

export type CustomerUserErrorsFragment = Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>;

export type AccessTokenFragment = Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>;

export type CustomerAccessTokenCreateMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerAccessTokenCreateInput;
}>;


export type CustomerAccessTokenCreateMutation = { customerAccessTokenCreate?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAccessTokenDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerAccessTokenDeleteMutation = { customerAccessTokenDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAccessTokenDeletePayload, 'deletedAccessToken'>
    & { userErrors: Array<Pick<StorefrontAPI.UserError, 'field' | 'message'>> }
  )> };

export type CustomerCreateMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerCreateInput;
}>;


export type CustomerCreateMutation = { customerCreate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerActivateMutationVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  input: StorefrontAPI.CustomerActivateInput;
}>;


export type CustomerActivateMutation = { customerActivate?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerActivateByUrlMutationVariables = StorefrontAPI.Exact<{
  activationUrl: StorefrontAPI.Scalars['URL']['input'];
  password: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerActivateByUrlMutation = { customerActivateByUrl?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerRecoverMutationVariables = StorefrontAPI.Exact<{
  email: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerRecoverMutation = { customerRecover?: StorefrontAPI.Maybe<{ customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerResetMutationVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  input: StorefrontAPI.CustomerResetInput;
}>;


export type CustomerResetMutation = { customerReset?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  customer: StorefrontAPI.CustomerUpdateInput;
}>;


export type CustomerUpdateMutation = { customerUpdate?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressCreateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  address: StorefrontAPI.MailingAddressInput;
}>;


export type CustomerAddressCreateMutation = { customerAddressCreate?: StorefrontAPI.Maybe<{ customerAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
  address: StorefrontAPI.MailingAddressInput;
}>;


export type CustomerAddressUpdateMutation = { customerAddressUpdate?: StorefrontAPI.Maybe<{ customerAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
}>;


export type CustomerAddressDeleteMutation = { customerAddressDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAddressDeletePayload, 'deletedCustomerAddressId'>
    & { customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }
  )> };

export type CustomerDefaultAddressUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  addressId: StorefrontAPI.Scalars['ID']['input'];
}>;


export type CustomerDefaultAddressUpdateMutation = { customerDefaultAddressUpdate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CurrentCustomerQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CurrentCustomerQuery = { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'tags'>> };

export type CustomerAddressFragment = (
  Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'zip' | 'phone' | 'formatted'>
  & { countryCode: StorefrontAPI.MailingAddress['countryCodeV2'] }
);

export type CustomerDashboardQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerDashboardQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'firstName' | 'lastName' | 'email' | 'createdAt'>
    & { defaultAddress?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'zip' | 'phone' | 'formatted'>
      & { countryCode: StorefrontAPI.MailingAddress['countryCodeV2'] }
    )>, addresses: { nodes: Array<Pick<StorefrontAPI.MailingAddress, 'id'>> }, orders: (
      Pick<StorefrontAPI.OrderConnection, 'totalCount'>
      & { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'processedAt' | 'fulfillmentStatus'>
        & { totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )> }
    ) }
  )> };

export type CustomerProfileQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerProfileQuery = { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'firstName' | 'lastName' | 'email' | 'phone' | 'acceptsMarketing'>> };

export type CustomerAddressesQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerAddressesQuery = { customer?: StorefrontAPI.Maybe<{ defaultAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, addresses: { nodes: Array<(
        Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'zip' | 'phone' | 'formatted'>
        & { countryCode: StorefrontAPI.MailingAddress['countryCodeV2'] }
      )> } }> };

export type CustomerOrdersQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerOrdersQuery = { customer?: StorefrontAPI.Maybe<{ orders: { pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'>, nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
        & { totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )> } }> };

export type CustomerOrderQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  orderQuery: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerOrderQuery = { customer?: StorefrontAPI.Maybe<{ orders: { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'email' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus' | 'statusUrl'>
        & { successfulFulfillments?: StorefrontAPI.Maybe<Array<(
          Pick<StorefrontAPI.Fulfillment, 'trackingCompany'>
          & { trackingInfo: Array<Pick<StorefrontAPI.FulfillmentTrackingInfo, 'number' | 'url'>> }
        )>>, lineItems: { nodes: Array<(
            Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity' | 'currentQuantity'>
            & { discountedTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, customAttributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, variant?: StorefrontAPI.Maybe<(
              Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'title' | 'requiresShipping'>
              & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'handle'> }
            )> }
          )> }, shippingAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'formatted'>>, subtotalPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalShippingPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalTax?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )> } }> };

export type ProductHandlesQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductHandlesQuery = { nodes: Array<StorefrontAPI.Maybe<Pick<StorefrontAPI.Product, 'id' | 'handle'>>> };

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
);

export type PolicyLinkFragment = Pick<StorefrontAPI.ShopPolicy, 'id' | 'handle' | 'title'>;

export type PoliciesQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type PoliciesQuery = { shop: { privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'handle' | 'title'>>, refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'handle' | 'title'>>, shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'handle' | 'title'>>, termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'handle' | 'title'>> } };

export type PolicyPageFragment = Pick<StorefrontAPI.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>;

export type PolicyQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  privacyPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  refundPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  shippingPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  termsOfService: StorefrontAPI.Scalars['Boolean']['input'];
}>;


export type PolicyQuery = { shop: { privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>>, refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>>, shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>>, termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>> } };

export type ProductListItemFragment = (
  Pick<StorefrontAPI.Product, 'tags' | 'availableForSale' | 'id' | 'handle' | 'title'>
  & { gatedDiscount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
);

export type HomeProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type HomeProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'productType' | 'tags' | 'availableForSale' | 'id' | 'handle' | 'title'>
      & { gatedDiscount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
    )> } };

export type OptionWithSwatchesFragment = (
  Pick<StorefrontAPI.ProductOption, 'name'>
  & { optionValues: Array<(
    Pick<StorefrontAPI.ProductOptionValue, 'name'>
    & { swatch?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>
      & { image?: StorefrontAPI.Maybe<{ previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>> }> }
    )> }
  )> }
);

export type ProductQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  metafields: Array<StorefrontAPI.HasMetafieldsIdentifier> | StorefrontAPI.HasMetafieldsIdentifier;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'descriptionHtml' | 'description' | 'tags' | 'productType' | 'availableForSale' | 'isGiftCard'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, options: Array<(
      Pick<StorefrontAPI.ProductOption, 'name'>
      & { optionValues: Array<(
        Pick<StorefrontAPI.ProductOptionValue, 'name'>
        & { swatch?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>
          & { image?: StorefrontAPI.Maybe<{ previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>> }> }
        )> }
      )> }
    )>, media: { nodes: Array<{ __typename: 'ExternalVideo' | 'Model3d' } | (
        { __typename: 'MediaImage' }
        & Pick<StorefrontAPI.MediaImage, 'id'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
      ) | (
        { __typename: 'Video' }
        & Pick<StorefrontAPI.Video, 'id' | 'alt'>
        & { previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, sources: Array<Pick<StorefrontAPI.VideoSource, 'url' | 'mimeType' | 'width' | 'height'>> }
      )> }, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'availableForSale'>
        & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
      )> }, metafields: Array<StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Metafield, 'namespace' | 'key' | 'value'>
      & { reference?: StorefrontAPI.Maybe<{ image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>> }> }
    )>> }
  )>, shop: { marketingMessage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> } };

export type ProductExtrasQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  familyQuery: StorefrontAPI.Scalars['String']['input'];
  withFamily: StorefrontAPI.Scalars['Boolean']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductExtrasQuery = { current?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Product, 'tags'>>, recommendations?: StorefrontAPI.Maybe<Array<(
    Pick<StorefrontAPI.Product, 'tags' | 'availableForSale' | 'id' | 'handle' | 'title'>
    & { gatedDiscount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>>, family?: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'tags' | 'availableForSale'>
      & { options: Array<(
        Pick<StorefrontAPI.ProductOption, 'name'>
        & { optionValues: Array<(
          Pick<StorefrontAPI.ProductOptionValue, 'name'>
          & { swatch?: StorefrontAPI.Maybe<(
            Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>
            & { image?: StorefrontAPI.Maybe<{ previewImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>> }> }
          )> }
        )> }
      )>, materialImage?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<{ image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>> }> }> }
    )> } };

export type ProductTagsQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductTagsQuery = { product?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Product, 'tags'>> };

export type CollectionTitleByHandleQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionTitleByHandleQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'title'>
    & { gated?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
  )> };

export type SitemapCountsQueryVariables = StorefrontAPI.Exact<{ [key: string]: never; }>;


export type SitemapCountsQuery = { products: { pagesCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Count, 'count'>> }, collections: { pagesCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Count, 'count'>> }, pages: { pagesCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Count, 'count'>> } };

export type SitemapResourcesQueryVariables = StorefrontAPI.Exact<{
  type: StorefrontAPI.SitemapType;
  page: StorefrontAPI.Scalars['Int']['input'];
}>;


export type SitemapResourcesQuery = { sitemap: { pagesCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Count, 'count'>>, resources?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.PaginatedSitemapResources, 'hasNextPage'>
      & { items: Array<Pick<StorefrontAPI.SitemapResource, 'handle' | 'updatedAt'> | Pick<StorefrontAPI.SitemapResourceMetaobject, 'handle' | 'updatedAt'>> }
    )> } };

export type NoindexProductsQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type NoindexProductsQuery = { products: { nodes: Array<Pick<StorefrontAPI.Product, 'handle' | 'tags'>>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'> } };

export type CollectionsNoindexQueryVariables = StorefrontAPI.Exact<{
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type CollectionsNoindexQuery = { collections: { nodes: Array<(
      Pick<StorefrontAPI.Collection, 'handle'>
      & { noindex?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, gated?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'> } };

export type PagesNoindexQueryVariables = StorefrontAPI.Exact<{
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type PagesNoindexQuery = { pages: { nodes: Array<(
      Pick<StorefrontAPI.Page, 'handle'>
      & { noindex?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'> } };

interface GeneratedQueryTypes {
  "#graphql\n  query Blogs($first: Int!, $articles: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    blogs(first: $first) {\n      nodes {\n        id\n        handle\n        title\n        articles(first: $articles, sortKey: PUBLISHED_AT, reverse: true) {\n          nodes {\n            ...ArticleCard\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ArticleCard on Article {\n    id\n    handle\n    title\n    excerpt\n    publishedAt\n    authorV2 {\n      name\n    }\n    image {\n      url\n      altText\n      width\n      height\n    }\n  }\n\n": {return: BlogsQuery, variables: BlogsQueryVariables},
  "#graphql\n  query Blog(\n    $handle: String\n    $id: ID\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    blog(handle: $handle, id: $id) {\n      id\n      handle\n      title\n      seo {\n        title\n        description\n      }\n      articles(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        sortKey: PUBLISHED_AT\n        reverse: true\n      ) {\n        nodes {\n          ...ArticleCard\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ArticleCard on Article {\n    id\n    handle\n    title\n    excerpt\n    publishedAt\n    authorV2 {\n      name\n    }\n    image {\n      url\n      altText\n      width\n      height\n    }\n  }\n\n": {return: BlogQuery, variables: BlogQueryVariables},
  "#graphql\n  query Article($blogHandle: String!, $handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    blog(handle: $blogHandle) {\n      handle\n      title\n      articleByHandle(handle: $handle) {\n        ...ArticleCard\n        contentHtml\n        seo {\n          title\n          description\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ArticleCard on Article {\n    id\n    handle\n    title\n    excerpt\n    publishedAt\n    authorV2 {\n      name\n    }\n    image {\n      url\n      altText\n      width\n      height\n    }\n  }\n\n": {return: ArticleQuery, variables: ArticleQueryVariables},
  "#graphql\n  query ArticleById($id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    article(id: $id) {\n      handle\n      blog {\n        handle\n      }\n    }\n  }\n": {return: ArticleByIdQuery, variables: ArticleByIdQueryVariables},
  "#graphql\n  query GiftConfiguration($type: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    metaobjects(type: $type, first: $first) {\n      nodes {\n        handle\n        fields {\n          key\n          value\n          reference {\n            ... on ProductVariant {\n              id\n              title\n              availableForSale\n              image {\n                url\n                width\n                height\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: GiftConfigurationQuery, variables: GiftConfigurationQueryVariables},
  "#graphql\n  query PermalinkVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        availableForSale\n        product {\n          handle\n          tags\n          isGiftCard\n        }\n      }\n    }\n  }\n": {return: PermalinkVariantsQuery, variables: PermalinkVariantsQueryVariables},
  "#graphql\n  query Collection($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      seo {\n        title\n        description\n      }\n      alternateTitle: metafield(namespace: \"custom\", key: \"alternate_title\") {\n        value\n      }\n      noindex: metafield(namespace: \"custom\", key: \"noindex\") {\n        value\n      }\n      footerSeoTitle: metafield(namespace: \"custom\", key: \"footer_seo_title\") {\n        value\n      }\n      footerSeoText: metafield(namespace: \"custom\", key: \"footer_seo_text\") {\n        value\n      }\n      gated: metafield(namespace: \"custom\", key: \"gated\") {\n        value\n      }\n    }\n  }\n": {return: CollectionQuery, variables: CollectionQueryVariables},
  "#graphql\n  query CollectionsIndex(\n    $country: CountryCode\n    $language: LanguageCode\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n  ) @inContext(country: $country, language: $language) {\n    collections(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: TITLE) {\n      nodes {\n        id\n        handle\n        title\n        image {\n          url\n          altText\n          width\n          height\n        }\n        gated: metafield(namespace: \"custom\", key: \"gated\") {\n          value\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        hasNextPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": {return: CollectionsIndexQuery, variables: CollectionsIndexQueryVariables},
  "#graphql\n  query MembershipConfig($gatedType: String!, $communityType: String!, $first: Int!) {\n    gated: metaobjects(type: $gatedType, first: $first) {\n      nodes {\n        ...MembershipEntry\n      }\n    }\n    community: metaobjects(type: $communityType, first: $first) {\n      nodes {\n        ...MembershipEntry\n      }\n    }\n  }\n  #graphql\n  fragment MembershipEntry on Metaobject {\n    handle\n    fields {\n      key\n      value\n    }\n  }\n\n": {return: MembershipConfigQuery, variables: MembershipConfigQueryVariables},
  "#graphql\n  query CustomerMembership($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      metafields(\n        identifiers: [\n          {namespace: \"custom\", key: \"savings_cap_used\"}\n          {namespace: \"custom\", key: \"membership_expiry\"}\n          {namespace: \"custom\", key: \"member_country_code\"}\n          {namespace: \"custom\", key: \"eligible_to_reapply\"}\n        ]\n      ) {\n        key\n        value\n      }\n    }\n    shop {\n      savingsCapLimits: metafield(namespace: \"custom\", key: \"savings_cap_limits\") {\n        value\n      }\n    }\n  }\n": {return: CustomerMembershipQuery, variables: CustomerMembershipQueryVariables},
  "#graphql\n  query ShopSavingsCap {\n    shop {\n      savingsCapLimits: metafield(namespace: \"custom\", key: \"savings_cap_limits\") {\n        value\n      }\n    }\n  }\n": {return: ShopSavingsCapQuery, variables: ShopSavingsCapQueryVariables},
  "#graphql\n  query CurrentCustomer($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      email\n      firstName\n      lastName\n      tags\n    }\n  }\n": {return: CurrentCustomerQuery, variables: CurrentCustomerQueryVariables},
  "#graphql\n  query CustomerDashboard($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      firstName\n      lastName\n      email\n      createdAt\n      defaultAddress {\n        ...CustomerAddress\n      }\n      addresses(first: 100) {\n        nodes {\n          id\n        }\n      }\n      orders(first: 1, sortKey: PROCESSED_AT, reverse: true) {\n        totalCount\n        nodes {\n          id\n          name\n          processedAt\n          fulfillmentStatus\n          totalPrice {\n            amount\n            currencyCode\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAddress on MailingAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    provinceCode\n    country\n    countryCode: countryCodeV2\n    zip\n    phone\n    formatted(withName: true, withCompany: true)\n  }\n\n": {return: CustomerDashboardQuery, variables: CustomerDashboardQueryVariables},
  "#graphql\n  query CustomerProfile($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      firstName\n      lastName\n      email\n      phone\n      acceptsMarketing\n    }\n  }\n": {return: CustomerProfileQuery, variables: CustomerProfileQueryVariables},
  "#graphql\n  query CustomerAddresses($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      defaultAddress {\n        id\n      }\n      addresses(first: 100) {\n        nodes {\n          ...CustomerAddress\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAddress on MailingAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    provinceCode\n    country\n    countryCode: countryCodeV2\n    zip\n    phone\n    formatted(withName: true, withCompany: true)\n  }\n\n": {return: CustomerAddressesQuery, variables: CustomerAddressesQueryVariables},
  "#graphql\n  query CustomerOrders(\n    $customerAccessToken: String!\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      orders(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        sortKey: PROCESSED_AT\n        reverse: true\n      ) {\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n        nodes {\n          id\n          name\n          orderNumber\n          processedAt\n          financialStatus\n          fulfillmentStatus\n          totalPrice {\n            amount\n            currencyCode\n          }\n        }\n      }\n    }\n  }\n": {return: CustomerOrdersQuery, variables: CustomerOrdersQueryVariables},
  "#graphql\n  query CustomerOrder(\n    $customerAccessToken: String!\n    $orderQuery: String!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      orders(first: 1, query: $orderQuery) {\n        nodes {\n          id\n          name\n          orderNumber\n          email\n          processedAt\n          financialStatus\n          fulfillmentStatus\n          statusUrl\n          successfulFulfillments(first: 20) {\n            trackingCompany\n            trackingInfo(first: 10) {\n              number\n              url\n            }\n          }\n          lineItems(first: 100) {\n            nodes {\n              title\n              quantity\n              currentQuantity\n              discountedTotalPrice {\n                amount\n                currencyCode\n              }\n              customAttributes {\n                key\n                value\n              }\n              variant {\n                id\n                sku\n                title\n                requiresShipping\n                image {\n                  url\n                  altText\n                  width\n                  height\n                }\n                selectedOptions {\n                  name\n                  value\n                }\n                product {\n                  handle\n                }\n              }\n            }\n          }\n          shippingAddress {\n            formatted(withName: true, withCompany: true)\n          }\n          subtotalPrice {\n            amount\n            currencyCode\n          }\n          totalShippingPrice {\n            amount\n            currencyCode\n          }\n          totalTax {\n            amount\n            currencyCode\n          }\n          totalPrice {\n            amount\n            currencyCode\n          }\n        }\n      }\n    }\n  }\n": {return: CustomerOrderQuery, variables: CustomerOrderQueryVariables},
  "#graphql\n  query ProductHandles($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on Product {\n        id\n        handle\n      }\n    }\n  }\n": {return: ProductHandlesQuery, variables: ProductHandlesQueryVariables},
  "#graphql\n  fragment PolicyLink on ShopPolicy {\n    id\n    handle\n    title\n  }\n  query Policies($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    shop {\n      privacyPolicy {\n        ...PolicyLink\n      }\n      refundPolicy {\n        ...PolicyLink\n      }\n      shippingPolicy {\n        ...PolicyLink\n      }\n      termsOfService {\n        ...PolicyLink\n      }\n    }\n  }\n": {return: PoliciesQuery, variables: PoliciesQueryVariables},
  "#graphql\n  fragment PolicyPage on ShopPolicy {\n    id\n    handle\n    title\n    body\n  }\n  query Policy(\n    $country: CountryCode\n    $language: LanguageCode\n    $privacyPolicy: Boolean!\n    $refundPolicy: Boolean!\n    $shippingPolicy: Boolean!\n    $termsOfService: Boolean!\n  ) @inContext(country: $country, language: $language) {\n    shop {\n      privacyPolicy @include(if: $privacyPolicy) {\n        ...PolicyPage\n      }\n      refundPolicy @include(if: $refundPolicy) {\n        ...PolicyPage\n      }\n      shippingPolicy @include(if: $shippingPolicy) {\n        ...PolicyPage\n      }\n      termsOfService @include(if: $termsOfService) {\n        ...PolicyPage\n      }\n    }\n  }\n": {return: PolicyQuery, variables: PolicyQueryVariables},
  "#graphql\n  query HomeProducts($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, sortKey: BEST_SELLING) {\n      nodes {\n        ...ProductListItem\n        productType\n      }\n    }\n  }\n  #graphql\n  fragment ProductListItem on Product {\n    ...ProductCard\n    tags\n    availableForSale\n    gatedDiscount: metafield(namespace: \"custom\", key: \"gated_discount\") {\n      value\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n\n": {return: HomeProductsQuery, variables: HomeProductsQueryVariables},
  "#graphql\n  query Product(\n    $handle: String!\n    $metafields: [HasMetafieldsIdentifier!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      descriptionHtml\n      description\n      tags\n      productType\n      availableForSale\n      isGiftCard\n      seo {\n        title\n        description\n      }\n      options {\n        ...OptionWithSwatches\n      }\n      media(first: 10) {\n        nodes {\n          __typename\n          ... on MediaImage {\n            id\n            image {\n              url\n              altText\n              width\n              height\n            }\n          }\n          ... on Video {\n            id\n            alt\n            previewImage {\n              url\n              altText\n              width\n              height\n            }\n            sources {\n              url\n              mimeType\n              width\n              height\n            }\n          }\n        }\n      }\n      variants(first: 20) {\n        nodes {\n          id\n          sku\n          availableForSale\n          selectedOptions {\n            name\n            value\n          }\n          price {\n            ...Money\n          }\n          compareAtPrice {\n            ...Money\n          }\n        }\n      }\n      metafields(identifiers: $metafields) {\n        namespace\n        key\n        value\n        reference {\n          ... on MediaImage {\n            image {\n              url\n            }\n          }\n        }\n      }\n    }\n    shop {\n      marketingMessage: metafield(namespace: \"custom\", key: \"pdp_marketing_message\") {\n        value\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment OptionWithSwatches on ProductOption {\n    name\n    optionValues {\n      name\n      swatch {\n        color\n        image {\n          previewImage {\n            url\n          }\n        }\n      }\n    }\n  }\n\n": {return: ProductQuery, variables: ProductQueryVariables},
  "#graphql\n  query ProductExtras(\n    $handle: String!\n    $familyQuery: String!\n    $withFamily: Boolean!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    current: product(handle: $handle) {\n      tags\n    }\n    recommendations: productRecommendations(productHandle: $handle) {\n      ...ProductListItem\n    }\n    family: products(first: 25, query: $familyQuery) @include(if: $withFamily) {\n      nodes {\n        id\n        handle\n        title\n        tags\n        availableForSale\n        options {\n          ...OptionWithSwatches\n        }\n        materialImage: metafield(namespace: \"custom\", key: \"material_image\") {\n          reference {\n            ... on MediaImage {\n              image {\n                url\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductListItem on Product {\n    ...ProductCard\n    tags\n    availableForSale\n    gatedDiscount: metafield(namespace: \"custom\", key: \"gated_discount\") {\n      value\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n\n  #graphql\n  fragment OptionWithSwatches on ProductOption {\n    name\n    optionValues {\n      name\n      swatch {\n        color\n        image {\n          previewImage {\n            url\n          }\n        }\n      }\n    }\n  }\n\n": {return: ProductExtrasQuery, variables: ProductExtrasQueryVariables},
  "#graphql\n  query ProductTags($id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(id: $id) {\n      tags\n    }\n  }\n": {return: ProductTagsQuery, variables: ProductTagsQueryVariables},
  "#graphql\n  query CollectionTitleByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      title\n      gated: metafield(namespace: \"custom\", key: \"gated\") {\n        value\n      }\n    }\n  }\n": {return: CollectionTitleByHandleQuery, variables: CollectionTitleByHandleQueryVariables},
  "#graphql\n  query SitemapCounts {\n    products: sitemap(type: PRODUCT) {\n      pagesCount {\n        count\n      }\n    }\n    collections: sitemap(type: COLLECTION) {\n      pagesCount {\n        count\n      }\n    }\n    pages: sitemap(type: PAGE) {\n      pagesCount {\n        count\n      }\n    }\n  }\n": {return: SitemapCountsQuery, variables: SitemapCountsQueryVariables},
  "#graphql\n  query SitemapResources($type: SitemapType!, $page: Int!) {\n    sitemap(type: $type) {\n      pagesCount {\n        count\n      }\n      resources(page: $page) {\n        hasNextPage\n        items {\n          handle\n          updatedAt\n        }\n      }\n    }\n  }\n": {return: SitemapResourcesQuery, variables: SitemapResourcesQueryVariables},
  "#graphql\n  query NoindexProducts($query: String!, $after: String) {\n    products(first: 250, after: $after, query: $query) {\n      nodes {\n        handle\n        tags\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": {return: NoindexProductsQuery, variables: NoindexProductsQueryVariables},
  "#graphql\n  query CollectionsNoindex($after: String) {\n    collections(first: 250, after: $after) {\n      nodes {\n        handle\n        noindex: metafield(namespace: \"custom\", key: \"noindex\") {\n          value\n        }\n        gated: metafield(namespace: \"custom\", key: \"gated\") {\n          value\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": {return: CollectionsNoindexQuery, variables: CollectionsNoindexQueryVariables},
  "#graphql\n  query PagesNoindex($after: String) {\n    pages(first: 250, after: $after) {\n      nodes {\n        handle\n        noindex: metafield(namespace: \"custom\", key: \"noindex\") {\n          value\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": {return: PagesNoindexQuery, variables: PagesNoindexQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {\n    customerAccessTokenCreate(input: $input) {\n      customerAccessToken {\n        ...AccessToken\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment AccessToken on CustomerAccessToken {\n    accessToken\n    expiresAt\n  }\n\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAccessTokenCreateMutation, variables: CustomerAccessTokenCreateMutationVariables},
  "#graphql\n  mutation CustomerAccessTokenDelete($customerAccessToken: String!) {\n    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {\n      deletedAccessToken\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerAccessTokenDeleteMutation, variables: CustomerAccessTokenDeleteMutationVariables},
  "#graphql\n  mutation CustomerCreate($input: CustomerCreateInput!) {\n    customerCreate(input: $input) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerCreateMutation, variables: CustomerCreateMutationVariables},
  "#graphql\n  mutation CustomerActivate($id: ID!, $input: CustomerActivateInput!) {\n    customerActivate(id: $id, input: $input) {\n      customerAccessToken {\n        ...AccessToken\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment AccessToken on CustomerAccessToken {\n    accessToken\n    expiresAt\n  }\n\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerActivateMutation, variables: CustomerActivateMutationVariables},
  "#graphql\n  mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!) {\n    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {\n      customerAccessToken {\n        ...AccessToken\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment AccessToken on CustomerAccessToken {\n    accessToken\n    expiresAt\n  }\n\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerActivateByUrlMutation, variables: CustomerActivateByUrlMutationVariables},
  "#graphql\n  mutation CustomerRecover($email: String!) {\n    customerRecover(email: $email) {\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerRecoverMutation, variables: CustomerRecoverMutationVariables},
  "#graphql\n  mutation CustomerReset($id: ID!, $input: CustomerResetInput!) {\n    customerReset(id: $id, input: $input) {\n      customerAccessToken {\n        ...AccessToken\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment AccessToken on CustomerAccessToken {\n    accessToken\n    expiresAt\n  }\n\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerResetMutation, variables: CustomerResetMutationVariables},
  "#graphql\n  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {\n    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {\n      customerAccessToken {\n        ...AccessToken\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment AccessToken on CustomerAccessToken {\n    accessToken\n    expiresAt\n  }\n\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerUpdateMutation, variables: CustomerUpdateMutationVariables},
  "#graphql\n  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {\n    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {\n      customerAddress {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressCreateMutation, variables: CustomerAddressCreateMutationVariables},
  "#graphql\n  mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {\n    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {\n      customerAddress {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressUpdateMutation, variables: CustomerAddressUpdateMutationVariables},
  "#graphql\n  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {\n    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {\n      deletedCustomerAddressId\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressDeleteMutation, variables: CustomerAddressDeleteMutationVariables},
  "#graphql\n  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {\n    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        ...CustomerUserErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerUserErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerDefaultAddressUpdateMutation, variables: CustomerDefaultAddressUpdateMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
