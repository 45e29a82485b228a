/** GraphQL schema of the Nosto-like personalisation service (the subset the storefront uses, loosely typed). */
export const PERSONALISATION_SDL = /* GraphQL */ `
  enum LookupParams {
    BY_CID
    BY_REF
    BY_EMAIL
  }
  enum EventType {
    VIEWED_PAGE
    VIEWED_PRODUCT
    VIEWED_CATEGORY
    ADDED_TO_CART
    REMOVED_FROM_CART
    INTERNAL_SEARCH
    EXTERNAL_CAMPAIGN
    CUSTOM_CAMPAIGN
    SOURCE
    CART_POPUP_RECOMMENDATION
    PLACED_ORDER
  }
  enum ImageVersion {
    VERSION_ORIGINAL
    VERSION_1_170_170
    VERSION_2_90_90
    VERSION_3_90_70
    VERSION_4_50_50
    VERSION_5_100_100
    VERSION_6_750_750
    VERSION_7_200_200
    VERSION_8_400_400
    VERSION_9_750_750_SQUARE
    VERSION_10_200_200_SQUARE
    VERSION_11_400_400_SQUARE
  }
  enum PageType {
    FRONT_PAGE
    CART_PAGE
    PRODUCT_PAGE
    CATEGORY_PAGE
    SEARCH_PAGE
    NOT_FOUND_PAGE
    ORDER_PAGE
    GENERAL
  }

  input InputCustomerInfoEntity {
    customerReference: String
    email: String
    firstName: String
    lastName: String
    marketingPermission: Boolean
    customerGroup: String
  }
  input InputEvent {
    type: EventType!
    target: String
    ref: String
    refSrc: String
  }
  input InputCartItem {
    productId: String
    skuId: String
    name: String
    priceCurrencyCode: String
    quantity: Int
    unitPrice: Float
  }
  input InputCart {
    items: [InputCartItem]
  }
  input InputSessionParams {
    customer: InputCustomerInfoEntity
    event: InputEvent
    events: [InputEvent]
    cart: InputCart
    skipEvents: Boolean
    page: PageType
  }
  input InputRecommendationParams {
    isPreview: Boolean
    imageVersion: ImageVersion
    slotIds: [String]
  }

  type RecoProduct {
    productId: String!
    name: String
    url: String
    imageUrl: String
    handle: String
    price: Float
    priceCurrencyCode: String
  }
  type RecoSlot {
    divId: String!
    resultId: String!
    resultType: String
    title: String
    primary: [RecoProduct!]!
  }
  type Recos {
    page: PageType!
    slots: [RecoSlot!]!
  }
  type Pages {
    forFrontPage(params: InputRecommendationParams): [RecoSlot!]!
    forCartPage(params: InputRecommendationParams, value: Float): [RecoSlot!]!
    forProductPage(params: InputRecommendationParams, product: String, reference: String): [RecoSlot!]!
    forCategoryPage(params: InputRecommendationParams, category: String, id: String): [RecoSlot!]!
    forSearchPage(params: InputRecommendationParams, term: String): [RecoSlot!]!
    forNotFoundPage(params: InputRecommendationParams): [RecoSlot!]!
    forOrderPage(params: InputRecommendationParams, value: String): [RecoSlot!]!
  }
  type Session {
    id: String!
    customerId: String
    recos(preview: Boolean, image: ImageVersion, page: PageType, slotIds: [String]): Recos!
    pages: Pages!
  }
  type Query {
    session(id: String!): Session
  }
  type Mutation {
    newSession(referer: String, referrer: String): String!
    updateSession(by: LookupParams!, id: String!, params: InputSessionParams): Session!
  }
`;
