import {describe, expect, it} from 'vitest';
import {entry, link, recordingContext} from '../test-fixtures';
import {mapAddressCountries} from './address-countries';
import {mapCartSavingsCapInfo} from './cart-savings-cap-info';
import {mapCountrySwitcher} from './country-switcher';
import {mapGatedTags} from './gated-tags';
import {mapLink} from './link';
import {badgesForTags, mapProductBadges} from './product-badges';
import {mapSearch} from './search';
import {mapSendAsGiftForm} from './send-as-gift-form';
import {formatFreeShippingMessage, mapShoppingCart} from './shopping-cart';

describe('mapLink', () => {
  it('maps title, href and open_in_new_tab', () => {
    expect(mapLink(link('Returns', 'https://returns.example', true))).toEqual({
      text: 'Returns',
      url: 'https://returns.example',
      openInNewTab: true,
    });
    expect(mapLink(link('Home', '/'))).toEqual({text: 'Home', url: '/', openInNewTab: false});
    expect(() => mapLink(entry('link', {title: 'No target'}))).toThrow(/href/);
  });
});

describe('mapShoppingCart', () => {
  it('maps thresholds, groups and defaults', () => {
    const cart = mapShoppingCart(
      entry('shopping_cart', {
        freeShippingPriceThreshold: 75,
        freeShippingThresholdDisplay: 'Free shipping on orders over {threshold}',
        emptyCart: entry('cart_empty_state', {
          title: 'Your cart is empty',
          buttons: [link('Shop Women', '/collections/women')],
        }),
        upsells: {minicart: {type: 'nosto', display: true, nostoId: 'mini'}},
        orderSummary: {returnsLabel: 'Free returns', showEstimatedRate: true},
        finalSaleLabel: 'Final Sale',
      }),
    );
    expect(cart.freeShipping).toEqual({threshold: 75, message: 'Free shipping on orders over {threshold}'});
    expect(formatFreeShippingMessage(cart.freeShipping.message!, '$75')).toBe(
      'Free shipping on orders over $75',
    );
    expect(cart.emptyCart).toEqual({
      title: 'Your cart is empty',
      subtitle: null,
      buttons: [{text: 'Shop Women', url: '/collections/women', openInNewTab: false}],
    });
    expect(cart.upsells).toEqual({cartPage: null, minicart: {type: 'nosto', display: true, nostoId: 'mini'}});
    expect(cart.orderSummary).toMatchObject({
      returnsLabel: 'Free returns',
      shippingTitle: null,
      showEstimatedRate: true,
    });
    expect(cart.warehouseSaleBanner.header).toBeNull();
  });
});

describe('small content types', () => {
  it('maps the gift form fields', () => {
    const form = mapSendAsGiftForm(
      entry('send_as_gift_form', {title: 'Send as a gift', fromLabel: 'From', fromPlaceholder: 'Your name'}),
    );
    expect(form).toMatchObject({
      title: 'Send as a gift',
      from: {label: 'From', placeholder: 'Your name'},
      message: {label: null, placeholder: null},
    });
  });

  it('maps search texts', () => {
    const search = mapSearch(
      entry('search', {
        placeholder: 'Search',
        productsTitle: 'Products',
        domainSettings: {searchPath: '/search', depth: 2},
      }),
    );
    expect(search).toMatchObject({
      placeholder: 'Search',
      titles: {products: 'Products', suggestions: null},
      domainSettings: {searchPath: '/search'},
    });
  });

  it('maps product badges and matches them to tags', () => {
    const badges = mapProductBadges(
      entry('product_badges', {
        badges: [
          entry('product_badge', {tag: 'badge::new', label: 'New'}),
          entry('product_badge', {tag: 'badge::limited', label: 'Limited'}),
        ],
      }),
    );
    expect(badgesForTags(badges, ['badge::limited']).map((badge) => badge.label)).toEqual(['Limited']);
  });

  it('maps savings cap info with its link', () => {
    const info = mapCartSavingsCapInfo(
      entry('cart_savings_cap_info', {
        memberType: 'military',
        title: 'Military',
        learnMoreLink: link('Learn more', '/pages/community'),
      }),
    );
    expect(info).toEqual({
      memberType: 'military',
      title: 'Military',
      body: null,
      capReachedText: null,
      learnMoreLink: {text: 'Learn more', url: '/pages/community', openInNewTab: false},
    });
  });

  it('maps address countries, naming a country by its code when content has no name', () => {
    const countries = mapAddressCountries(
      entry('address_countries', {
        items: [
          entry('address_country', {address_country: 'fr', name: 'France'}),
          entry('address_country', {address_country: 'AE'}),
        ],
      }),
    );
    expect(countries.countries).toEqual([
      {code: 'FR', name: 'France'},
      {code: 'AE', name: 'AE'},
    ]);
  });

  it('maps gated tags', () => {
    const gated = mapGatedTags(
      entry('gated_tags', {
        customerTag: 'warehouse-sale',
        collectionHandle: 'warehouse-sale',
        displayNavigationLink: true,
      }),
    );
    expect(gated).toEqual({
      customerTag: 'warehouse-sale',
      collection: {handle: 'warehouse-sale', title: null},
      linkTitle: null,
      linkColor: null,
      displayNavigationLink: true,
      type: null,
    });
  });

  it('maps country switcher regions and reports broken ones', () => {
    const ctx = recordingContext();
    const switcher = mapCountrySwitcher(
      entry('country_switcher', {
        title: 'Choose',
        regions: [{name: 'Europe', countryCodes: ['fr', 'de']}, {countryCodes: ['US']}],
      }),
      ctx,
    );
    expect(switcher.regions).toEqual([{name: 'Europe', countryCodes: ['FR', 'DE']}]);
    expect(ctx.warnings).toHaveLength(1);
  });
});
