import type {ContentTypeDefinition, FieldDefinition, FieldType} from '../model';

interface FieldOptions {
  localized?: boolean;
  required?: boolean;
}

const LOCALIZED: FieldOptions = {localized: true};
const REQUIRED: FieldOptions = {required: true};
const LOCALIZED_REQUIRED: FieldOptions = {localized: true, required: true};

function humanize(id: string): string {
  const words = id.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

function field(id: string, type: FieldType, options: FieldOptions = {}): FieldDefinition {
  return {
    id,
    name: humanize(id),
    type,
    localized: options.localized ?? false,
    required: options.required ?? false,
  };
}

const symbol = (id: string, options?: FieldOptions) => field(id, 'Symbol', options);
const text = (id: string, options?: FieldOptions) => field(id, 'Text', options);
const integer = (id: string, options?: FieldOptions) => field(id, 'Integer', options);
const number = (id: string, options?: FieldOptions) => field(id, 'Number', options);
const boolean = (id: string, options?: FieldOptions) => field(id, 'Boolean', options);
const date = (id: string, options?: FieldOptions) => field(id, 'Date', options);
const object = (id: string, options?: FieldOptions) => field(id, 'Object', options);
const entryLink = (id: string, options?: FieldOptions): FieldDefinition => ({
  ...field(id, 'Link', options),
  linkType: 'Entry',
});
const assetLink = (id: string, options?: FieldOptions): FieldDefinition => ({
  ...field(id, 'Link', options),
  linkType: 'Asset',
});
const entryLinks = (id: string, options?: FieldOptions): FieldDefinition => ({
  ...field(id, 'Array', options),
  items: {type: 'Link', linkType: 'Entry'},
});
const internalName = symbol('internalName', REQUIRED);

function contentType(
  id: string,
  name: string,
  description: string,
  fields: FieldDefinition[],
): ContentTypeDefinition {
  const displayField = fields.find((candidate) =>
    ['internalName', 'title', 'uid', 'slug'].includes(candidate.id),
  );
  return {id, name, description, displayField: displayField?.id ?? null, fields};
}

/** Every content type of the space; field ids are the names the app's mappers (cms/mappers) read. */
export const CONTENT_TYPES: ContentTypeDefinition[] = [
  contentType(
    'link',
    'Link',
    'A text link; the app maps title/href/open_in_new_tab to text/url/openInNewTab.',
    [symbol('title', LOCALIZED_REQUIRED), symbol('href', REQUIRED), boolean('open_in_new_tab')],
  ),
  contentType('banner_message', 'Banner message', 'One rotating message of the promotional banner.', [
    internalName,
    symbol('linkText', LOCALIZED_REQUIRED),
    symbol('url'),
    boolean('openInNewTab'),
    symbol('backgroundColor'),
    symbol('color'),
    symbol('weight'),
  ]),
  contentType('banner', 'Banner', 'The promotional bar above the header.', [
    internalName,
    integer('version', REQUIRED),
    boolean('display'),
    boolean('displayOnMobile'),
    integer('interval'),
    boolean('stickyMobile'),
    boolean('stickyDesktop'),
    entryLinks('messages'),
    entryLinks('links'),
    object('globalSettings', LOCALIZED),
  ]),
  contentType('menu_item', 'Menu item', 'A header menu node; level 1 items may open a mega menu.', [
    internalName,
    symbol('title', LOCALIZED_REQUIRED),
    symbol('url'),
    boolean('openInNewTab'),
    symbol('color'),
    symbol('itemType'),
    entryLinks('children'),
    entryLinks('rightColumn'),
    symbol('rightColumnBehaviour'),
    entryLinks('spotlights'),
  ]),
  contentType('spotlight_item', 'Spotlight item', 'An image tile in a mega menu.', [
    internalName,
    boolean('display'),
    entryLink('link'),
    text('description', LOCALIZED),
    assetLink('image'),
    symbol('alt', LOCALIZED),
    symbol('aspectRatio'),
  ]),
  contentType('header', 'Header', 'Header labels and both menu versions.', [
    internalName,
    symbol('accountButtonLabel', LOCALIZED),
    symbol('cartButtonLabel', LOCALIZED),
    symbol('searchButtonLabel', LOCALIZED),
    symbol('discountBannerText', LOCALIZED),
    entryLinks('menuItems'),
    boolean('menuV2Desktop'),
    boolean('menuV2Mobile'),
    entryLinks('menuItemsV2'),
  ]),
  contentType('footer_column', 'Footer column', 'A titled column of footer links.', [
    symbol('title', LOCALIZED_REQUIRED),
    entryLinks('links'),
  ]),
  contentType('newsletter_form', 'Newsletter form', 'Texts and list ids of the footer sign-up.', [
    internalName,
    symbol('title', LOCALIZED),
    text('description', LOCALIZED),
    symbol('emailLabel', LOCALIZED),
    symbol('emailPlaceholder', LOCALIZED),
    symbol('buttonLabel', LOCALIZED),
    symbol('requiredEmailMessage', LOCALIZED),
    symbol('invalidEmailMessage', LOCALIZED),
    text('privacyPolicy', LOCALIZED),
    entryLink('privacyPolicyLink'),
    symbol('successHeader', LOCALIZED),
    text('successMessage', LOCALIZED),
    object('listIds'),
  ]),
  contentType('social_link', 'Social link', 'A social network profile.', [
    symbol('platform', REQUIRED),
    symbol('label', LOCALIZED),
    symbol('url', REQUIRED),
  ]),
  contentType('footer', 'Footer', 'Footer headline, menus, newsletter and links.', [
    internalName,
    symbol('headline', LOCALIZED),
    entryLinks('menuColumns'),
    entryLink('newsletter'),
    entryLinks('socialLinks'),
    entryLinks('utilityLinks'),
    symbol('copyright', LOCALIZED),
  ]),
  contentType('cart_empty_state', 'Cart empty state', 'What an empty cart shows.', [
    symbol('title', LOCALIZED_REQUIRED),
    symbol('subtitle', LOCALIZED),
    entryLinks('buttons'),
  ]),
  contentType('shopping_cart', 'Shopping cart', 'Cart drawer and cart page texts.', [
    internalName,
    number('freeShippingPriceThreshold', LOCALIZED),
    symbol('freeShippingThresholdDisplay', LOCALIZED),
    symbol('giftCardAlertText', LOCALIZED),
    entryLink('emptyCart'),
    object('upsells'),
    object('orderSummary', LOCALIZED),
    object('warehouseSaleBanner', LOCALIZED),
    symbol('finalSaleLabel', LOCALIZED),
  ]),
  contentType('send_as_gift_form', 'Send as gift form', 'Gift card recipient form.', [
    internalName,
    symbol('title', LOCALIZED),
    symbol('checkboxLabel', LOCALIZED),
    symbol('fromLabel', LOCALIZED),
    symbol('fromPlaceholder', LOCALIZED),
    symbol('recipientEmailLabel', LOCALIZED),
    symbol('recipientEmailPlaceholder', LOCALIZED),
    symbol('messageLabel', LOCALIZED),
    symbol('messagePlaceholder', LOCALIZED),
    text('bottomDescription', LOCALIZED),
  ]),
  contentType('product_badge', 'Product badge', 'A badge shown on products carrying a tag.', [
    symbol('tag', REQUIRED),
    symbol('label', LOCALIZED_REQUIRED),
    symbol('backgroundColor'),
    symbol('color'),
  ]),
  contentType('product_badges', 'Product badges', 'All product badges.', [
    internalName,
    entryLinks('badges'),
  ]),
  contentType(
    'cart_savings_cap_info',
    'Cart savings cap info',
    'Savings cap texts for one community member type.',
    [
      symbol('memberType', REQUIRED),
      integer('order'),
      symbol('title', LOCALIZED),
      text('body', LOCALIZED),
      text('capReachedText', LOCALIZED),
      entryLink('learnMoreLink'),
    ],
  ),
  contentType('search', 'Search', 'Search overlay texts and settings.', [
    internalName,
    symbol('placeholder', LOCALIZED),
    symbol('productsTitle', LOCALIZED),
    symbol('suggestionsTitle', LOCALIZED),
    symbol('recentSearchesTitle', LOCALIZED),
    symbol('viewAllLabel', LOCALIZED),
    symbol('clearLabel', LOCALIZED),
    symbol('cancelLabel', LOCALIZED),
    symbol('noResultsTitle', LOCALIZED),
    text('noResultsBody', LOCALIZED),
    object('domainSettings'),
  ]),
  contentType('site_variables', 'Site variables', 'Feature flags and option lists.', [
    internalName,
    integer('version', REQUIRED),
    symbol('locale', LOCALIZED),
    symbol('title', LOCALIZED),
    object('featureFlags'),
    object('siteVariables'),
  ]),
  contentType('country_switcher', 'Country switcher', 'Country switcher and country confirmation dialogs.', [
    internalName,
    symbol('title', LOCALIZED),
    text('description', LOCALIZED),
    symbol('currentCountryLabel', LOCALIZED),
    symbol('submitLabel', LOCALIZED),
    object('regions', LOCALIZED),
    symbol('confirmationTitle', LOCALIZED),
    text('confirmationBody', LOCALIZED),
    symbol('switchLabel', LOCALIZED),
    symbol('stayLabel', LOCALIZED),
  ]),
  contentType('address_country', 'Address country', 'A country an address may be in.', [
    symbol('address_country', REQUIRED),
    symbol('name', LOCALIZED),
  ]),
  contentType('address_countries', 'Address countries', 'The countries address forms offer.', [
    internalName,
    entryLinks('items'),
  ]),
  contentType('community_member_tags', 'Community member tags', 'Customer tags of one community programme.', [
    symbol('memberType', REQUIRED),
    integer('order'),
    object('tags'),
    symbol('communityPageUrl'),
  ]),
  contentType('gated_tags', 'Gated tags', 'A gated customer group and the collection it unlocks.', [
    symbol('customerTag', REQUIRED),
    symbol('collectionHandle', REQUIRED),
    symbol('collectionTitle', LOCALIZED),
    symbol('linkTitle', LOCALIZED),
    symbol('linkColor'),
    boolean('displayNavigationLink'),
    symbol('type'),
  ]),
  contentType('comparison_card', 'Comparison card', 'One card of a comparison carousel.', [
    internalName,
    assetLink('image'),
    assetLink('video'),
    symbol('title', LOCALIZED_REQUIRED),
    text('description', LOCALIZED),
    object('details', LOCALIZED),
    symbol('cta_url'),
    symbol('cta_text', LOCALIZED),
  ]),
  contentType('comparison_carousel', 'Comparison carousel', 'Product comparison cards.', [
    symbol('uid', REQUIRED),
    boolean('display'),
    symbol('carousel_title', LOCALIZED),
    symbol('carousel_title_variant'),
    text('carousel_description', LOCALIZED),
    symbol('mobile_layout'),
    entryLinks('cards'),
  ]),
  contentType('hero_layout', 'Hero layout', 'The desktop or mobile half of a hero.', [
    internalName,
    assetLink('image'),
    assetLink('video'),
    symbol('headline', LOCALIZED),
    text('subheadline', LOCALIZED),
    entryLinks('buttons'),
    integer('column_width'),
    symbol('placement'),
    symbol('text_color'),
  ]),
  contentType('hero', 'Hero', 'A full-bleed hero with separate desktop and mobile layouts.', [
    symbol('uid', REQUIRED),
    boolean('display'),
    entryLink('desktop'),
    entryLink('mobile'),
  ]),
  contentType(
    'featured_content_layout',
    'Featured content layout',
    'The desktop or mobile half of featured content.',
    [
      internalName,
      assetLink('image'),
      assetLink('video'),
      symbol('content_placement'),
      symbol('spacing'),
      object('styles'),
    ],
  ),
  contentType('featured_content_v2', 'Featured content v2', 'Editorial block with media, copy and buttons.', [
    symbol('uid', REQUIRED),
    boolean('display'),
    boolean('display_on_pdp'),
    symbol('eyebrow', LOCALIZED),
    symbol('title', LOCALIZED),
    text('description', LOCALIZED),
    date('event_date'),
    entryLinks('buttons'),
    symbol('buttons_group'),
    object('shop_button', LOCALIZED),
    entryLink('desktop'),
    entryLink('mobile'),
  ]),
  contentType(
    'full_width_video',
    'Full width video',
    'A video across the page, with separate desktop and mobile files.',
    [
      symbol('uid', REQUIRED),
      boolean('display'),
      symbol('headline', LOCALIZED),
      assetLink('desktopVideo'),
      assetLink('mobileVideo'),
      assetLink('desktopImg'),
      assetLink('mobileImg'),
      date('desktopCreateDate'),
      date('mobileCreateDate'),
      symbol('desktopDuration'),
      symbol('mobileDuration'),
      boolean('autoplay'),
      boolean('loop'),
      boolean('muted'),
      boolean('controls'),
    ],
  ),
  contentType('page', 'Page', 'A page composed of blocks (the home page has slug "home").', [
    symbol('slug', REQUIRED),
    symbol('title', LOCALIZED),
    text('seoDescription', LOCALIZED),
    boolean('noindex'),
    entryLinks('blocks'),
  ]),
];
