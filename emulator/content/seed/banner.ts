import {copy, localizedObject, perMarket, resolveCopy, single, type SeedBuilder} from './builder';
import {linkEntry, ORDER_TRACKING_URL, RETURNS_PORTAL_URL} from './links';

const BRAND_GREEN = '#1f3a2e';
const SALE_RED = '#c8102e';

export function seedBanner(b: SeedBuilder): void {
  const freeShipping = b.entry('banner_message', 'bannerMessageFreeShipping', {
    internalName: single('Banner: free shipping threshold'),
    // The banner states each market's own threshold, so every locale stores its own text.
    linkText: perMarket((market) =>
      resolveCopy('banner.freeShipping', market.locale).replace('{threshold}', market.formattedThreshold),
    ),
    backgroundColor: single(BRAND_GREEN),
    color: single('#ffffff'),
    weight: single('bold'),
  });
  const community = b.entry('banner_message', 'bannerMessageCommunity', {
    internalName: single('Banner: community'),
    linkText: copy('banner.community'),
    url: single('/pages/community'),
    openInNewTab: single(false),
    backgroundColor: single(BRAND_GREEN),
    color: single('#ffffff'),
    weight: single('regular'),
  });
  const newSeason = b.entry('banner_message', 'bannerMessageNewSeason', {
    internalName: single('Banner: new season'),
    linkText: copy('banner.newSeason'),
    url: single('/collections/new'),
    openInNewTab: single(false),
    backgroundColor: single('#f3efe6'),
    color: single('#1f1f1f'),
    weight: single('medium'),
  });
  const springSaleDraft = b.entry(
    'banner_message',
    'bannerMessageSpringSale',
    {
      internalName: single('Banner: spring sale (draft)'),
      linkText: copy('banner.springSale'),
      url: single('/collections/sale'),
      openInNewTab: single(false),
      backgroundColor: single(SALE_RED),
      color: single('#ffffff'),
      weight: single('bold'),
    },
    {draft: true},
  );

  const returns = linkEntry(b, 'linkReturns', 'link.returns', RETURNS_PORTAL_URL, true);
  const trackOrder = linkEntry(b, 'linkTrackOrder', 'link.trackOrder', ORDER_TRACKING_URL, true);

  const published = [freeShipping, community, newSeason];
  b.entry(
    'banner',
    'banner',
    {
      internalName: single('Site banner'),
      version: single(2),
      display: single(true),
      displayOnMobile: single(true),
      interval: single(5000),
      stickyMobile: single(false),
      stickyDesktop: single(true),
      messages: single(published),
      links: single([returns, trackOrder]),
      globalSettings: localizedObject((text) => ({
        countryButton: {display: true, label: text('banner.countryButton')},
      })),
    },
    {pendingChanges: {messages: single([springSaleDraft, ...published])}},
  );
}
