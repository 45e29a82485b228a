import type {ContentReporter} from './codes';
import type {EntriesClient, RetryOptions} from './fetch-entries';
import {loadMany, loadOne} from './load-content';
import {mapAddressCountries} from './mappers/address-countries';
import {mapBanner} from './mappers/banner';
import {mapCartSavingsCapInfo} from './mappers/cart-savings-cap-info';
import {mapCommunityMemberTags} from './mappers/community-member-tags';
import {mapCountrySwitcher} from './mappers/country-switcher';
import {mapFooter} from './mappers/footer';
import {mapGatedTags} from './mappers/gated-tags';
import {mapHeader} from './mappers/header';
import {mapPage} from './mappers/page';
import {mapProductBadges} from './mappers/product-badges';
import {mapSearch} from './mappers/search';
import {mapSendAsGiftForm} from './mappers/send-as-gift-form';
import {mapShoppingCart} from './mappers/shopping-cart';
import {mapSiteVariables} from './mappers/site-variables';

/** What every load needs: the market locale and where problems are reported. */
export interface ContentRequest {
  locale: string;
  report: ContentReporter;
  retry?: RetryOptions;
}

// `include` is each type's reference depth: header -> menu item -> group -> link/spotlight image.
export const loadBanner = (client: EntriesClient, request: ContentRequest) =>
  loadOne(client, 'banner', mapBanner, {...request, include: 1});

export const loadHeader = (client: EntriesClient, request: ContentRequest) =>
  loadOne(client, 'header', mapHeader, {...request, include: 3});

export const loadFooter = (client: EntriesClient, request: ContentRequest) =>
  loadOne(client, 'footer', mapFooter, {...request, include: 2});

export const loadCartContent = (client: EntriesClient, request: ContentRequest) =>
  loadOne(client, 'shopping_cart', mapShoppingCart, {...request, include: 2});

export const loadGiftForm = (client: EntriesClient, request: ContentRequest) =>
  loadOne(client, 'send_as_gift_form', mapSendAsGiftForm, {...request, include: 0});

export const loadProductBadges = (client: EntriesClient, request: ContentRequest) =>
  loadOne(client, 'product_badges', mapProductBadges, {...request, include: 1});

export const loadSearchContent = (client: EntriesClient, request: ContentRequest) =>
  loadOne(client, 'search', mapSearch, {...request, include: 0});

export const loadSiteVariables = (client: EntriesClient, request: ContentRequest) =>
  loadOne(client, 'site_variables', mapSiteVariables, {...request, include: 0});

export const loadCountrySwitcher = (client: EntriesClient, request: ContentRequest) =>
  loadOne(client, 'country_switcher', mapCountrySwitcher, {...request, include: 0});

export const loadAddressCountries = (client: EntriesClient, request: ContentRequest) =>
  loadOne(client, 'address_countries', mapAddressCountries, {...request, include: 1});

/** Savings cap texts per member type, in content order; one type when `memberType` is given. */
export const loadSavingsCapInfo = (client: EntriesClient, request: ContentRequest & {memberType?: string}) =>
  loadMany(client, 'cart_savings_cap_info', mapCartSavingsCapInfo, {
    ...request,
    include: 1,
    order: 'fields.order',
    filters: request.memberType ? {'fields.memberType': request.memberType} : undefined,
  });

/** At most 20 community programmes and 20 gated groups are read. */
const MEMBERSHIP_ENTRY_LIMIT = 20;

export const loadCommunityMemberTags = (client: EntriesClient, request: ContentRequest) =>
  loadMany(client, 'community_member_tags', mapCommunityMemberTags, {
    ...request,
    include: 0,
    order: 'fields.order',
    limit: MEMBERSHIP_ENTRY_LIMIT,
  });

export const loadGatedTags = (client: EntriesClient, request: ContentRequest) =>
  loadMany(client, 'gated_tags', mapGatedTags, {...request, include: 0, limit: MEMBERSHIP_ENTRY_LIMIT});

/** A page composed of blocks; the home page's slug is "home". */
export const loadPage = (client: EntriesClient, request: ContentRequest & {slug: string}) =>
  loadOne(client, 'page', mapPage, {...request, include: 3, filters: {'fields.slug': request.slug}});
