/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/storefront-schema-2025-07/storefront-api-types';

export type CartMoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

export type CartLineFragment = (
  Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
    Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'title' | 'availableForSale'>
    & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'isGiftCard' | 'tags'> }
  ) }
);

export type CartApiQueryFragment = (
  Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'totalQuantity' | 'createdAt' | 'updatedAt' | 'note'>
  & { buyerIdentity: (
    Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
    & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>> }
  ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'title' | 'availableForSale'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'isGiftCard' | 'tags'> }
      ) }
    )> }, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, delivery: { addresses: Array<(
      Pick<StorefrontAPI.CartSelectableAddress, 'id' | 'selected'>
      & { address: Pick<StorefrontAPI.CartDeliveryAddress, 'countryCode'> }
    )> } }
);

export type MerchandiseKindsQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type MerchandiseKindsQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id'>
    & { product: Pick<StorefrontAPI.Product, 'isGiftCard'> }
  )>> };

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

export type CollectionQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, alternateTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, noindex?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, footerSeoTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, footerSeoText?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, gated?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
  )> };

export type CurrentCustomerQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CurrentCustomerQuery = { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'tags'>> };

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
);

export type HomeProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type HomeProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'tags' | 'availableForSale' | 'productType' | 'id' | 'handle' | 'title'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
    )> } };

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

export type ProductListItemFragment = (
  Pick<StorefrontAPI.Product, 'tags' | 'availableForSale' | 'id' | 'handle' | 'title'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
);

export type ProductExtrasQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  familyQuery: StorefrontAPI.Scalars['String']['input'];
  withFamily: StorefrontAPI.Scalars['Boolean']['input'];
  recommendedIds: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  withRecommended: StorefrontAPI.Scalars['Boolean']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductExtrasQuery = { recommended?: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'tags' | 'availableForSale' | 'id' | 'handle' | 'title'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>>, recommendations?: StorefrontAPI.Maybe<Array<(
    Pick<StorefrontAPI.Product, 'tags' | 'availableForSale' | 'id' | 'handle' | 'title'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
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

export type ProductsByIdsQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductsByIdsQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'tags' | 'availableForSale' | 'id' | 'handle' | 'title'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>> };

export type CollectionTitleByHandleQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionTitleByHandleQuery = { collection?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Collection, 'title'>> };

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
      & { noindex?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'> } };

export type PagesNoindexQueryVariables = StorefrontAPI.Exact<{
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type PagesNoindexQuery = { pages: { nodes: Array<(
      Pick<StorefrontAPI.Page, 'handle'>
      & { noindex?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'> } };

interface GeneratedQueryTypes {
  "#graphql\n  query MerchandiseKinds($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        product {\n          isGiftCard\n        }\n      }\n    }\n  }\n": {return: MerchandiseKindsQuery, variables: MerchandiseKindsQueryVariables},
  "#graphql\n  query GiftConfiguration($type: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    metaobjects(type: $type, first: $first) {\n      nodes {\n        handle\n        fields {\n          key\n          value\n          reference {\n            ... on ProductVariant {\n              id\n              title\n              availableForSale\n              image {\n                url\n                width\n                height\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: GiftConfigurationQuery, variables: GiftConfigurationQueryVariables},
  "#graphql\n  query Collection($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      seo {\n        title\n        description\n      }\n      alternateTitle: metafield(namespace: \"custom\", key: \"alternate_title\") {\n        value\n      }\n      noindex: metafield(namespace: \"custom\", key: \"noindex\") {\n        value\n      }\n      footerSeoTitle: metafield(namespace: \"custom\", key: \"footer_seo_title\") {\n        value\n      }\n      footerSeoText: metafield(namespace: \"custom\", key: \"footer_seo_text\") {\n        value\n      }\n      gated: metafield(namespace: \"custom\", key: \"gated\") {\n        value\n      }\n    }\n  }\n": {return: CollectionQuery, variables: CollectionQueryVariables},
  "#graphql\n  query CurrentCustomer($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      email\n      firstName\n      lastName\n      tags\n    }\n  }\n": {return: CurrentCustomerQuery, variables: CurrentCustomerQueryVariables},
  "#graphql\n  query HomeProducts($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, sortKey: BEST_SELLING) {\n      nodes {\n        ...ProductCard\n        tags\n        availableForSale\n        productType\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: HomeProductsQuery, variables: HomeProductsQueryVariables},
  "#graphql\n  query Product(\n    $handle: String!\n    $metafields: [HasMetafieldsIdentifier!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      descriptionHtml\n      description\n      tags\n      productType\n      availableForSale\n      isGiftCard\n      seo {\n        title\n        description\n      }\n      options {\n        name\n        optionValues {\n          name\n          swatch {\n            color\n            image {\n              previewImage {\n                url\n              }\n            }\n          }\n        }\n      }\n      media(first: 10) {\n        nodes {\n          __typename\n          ... on MediaImage {\n            id\n            image {\n              url\n              altText\n              width\n              height\n            }\n          }\n          ... on Video {\n            id\n            alt\n            previewImage {\n              url\n              altText\n              width\n              height\n            }\n            sources {\n              url\n              mimeType\n              width\n              height\n            }\n          }\n        }\n      }\n      variants(first: 20) {\n        nodes {\n          id\n          sku\n          availableForSale\n          selectedOptions {\n            name\n            value\n          }\n          price {\n            ...Money\n          }\n          compareAtPrice {\n            ...Money\n          }\n        }\n      }\n      metafields(identifiers: $metafields) {\n        namespace\n        key\n        value\n        reference {\n          ... on MediaImage {\n            image {\n              url\n            }\n          }\n        }\n      }\n    }\n    shop {\n      marketingMessage: metafield(namespace: \"custom\", key: \"pdp_marketing_message\") {\n        value\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: ProductQuery, variables: ProductQueryVariables},
  "#graphql\n  query ProductExtras(\n    $handle: String!\n    $familyQuery: String!\n    $withFamily: Boolean!\n    $recommendedIds: [ID!]!\n    $withRecommended: Boolean!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    recommended: nodes(ids: $recommendedIds) @include(if: $withRecommended) {\n      ... on Product {\n        ...ProductListItem\n      }\n    }\n    recommendations: productRecommendations(productHandle: $handle) {\n      ...ProductListItem\n    }\n    family: products(first: 25, query: $familyQuery) @include(if: $withFamily) {\n      nodes {\n        id\n        handle\n        title\n        tags\n        availableForSale\n        options(first: 1) {\n          name\n          optionValues {\n            name\n            swatch {\n              color\n              image {\n                previewImage {\n                  url\n                }\n              }\n            }\n          }\n        }\n        materialImage: metafield(namespace: \"custom\", key: \"material_image\") {\n          reference {\n            ... on MediaImage {\n              image {\n                url\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductListItem on Product {\n    ...ProductCard\n    tags\n    availableForSale\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n\n": {return: ProductExtrasQuery, variables: ProductExtrasQueryVariables},
  "#graphql\n  query ProductsByIds($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on Product {\n        ...ProductListItem\n      }\n    }\n  }\n  #graphql\n  fragment ProductListItem on Product {\n    ...ProductCard\n    tags\n    availableForSale\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n\n": {return: ProductsByIdsQuery, variables: ProductsByIdsQueryVariables},
  "#graphql\n  query CollectionTitleByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      title\n    }\n  }\n": {return: CollectionTitleByHandleQuery, variables: CollectionTitleByHandleQueryVariables},
  "#graphql\n  query SitemapCounts {\n    products: sitemap(type: PRODUCT) {\n      pagesCount {\n        count\n      }\n    }\n    collections: sitemap(type: COLLECTION) {\n      pagesCount {\n        count\n      }\n    }\n    pages: sitemap(type: PAGE) {\n      pagesCount {\n        count\n      }\n    }\n  }\n": {return: SitemapCountsQuery, variables: SitemapCountsQueryVariables},
  "#graphql\n  query SitemapResources($type: SitemapType!, $page: Int!) {\n    sitemap(type: $type) {\n      pagesCount {\n        count\n      }\n      resources(page: $page) {\n        hasNextPage\n        items {\n          handle\n          updatedAt\n        }\n      }\n    }\n  }\n": {return: SitemapResourcesQuery, variables: SitemapResourcesQueryVariables},
  "#graphql\n  query NoindexProducts($query: String!, $after: String) {\n    products(first: 250, after: $after, query: $query) {\n      nodes {\n        handle\n        tags\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": {return: NoindexProductsQuery, variables: NoindexProductsQueryVariables},
  "#graphql\n  query CollectionsNoindex($after: String) {\n    collections(first: 250, after: $after) {\n      nodes {\n        handle\n        noindex: metafield(namespace: \"custom\", key: \"noindex\") {\n          value\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": {return: CollectionsNoindexQuery, variables: CollectionsNoindexQueryVariables},
  "#graphql\n  query PagesNoindex($after: String) {\n    pages(first: 250, after: $after) {\n      nodes {\n        handle\n        noindex: metafield(namespace: \"custom\", key: \"noindex\") {\n          value\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": {return: PagesNoindexQuery, variables: PagesNoindexQueryVariables},
}

interface GeneratedMutationTypes {
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
