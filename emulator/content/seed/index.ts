import type {ContentSeed} from '../model';
import {seedBanner} from './banner';
import {seedBlocksAndPages, seedServicePages} from './blocks';
import {SeedBuilder} from './builder';
import {seedGiftForm, seedProductBadges, seedSavingsCapInfo, seedShoppingCart} from './commerce';
import {CONTENT_TYPES} from './content-types';
import {seedFooter} from './footer';
import {seedHeader} from './header';
import {SEED_LOCALES} from './markets';
import {seedCommunityMemberTags, seedGatedTags} from './membership';
import {seedAddressCountries, seedCountrySwitcher, seedSearch, seedSiteVariables} from './site';

/** The whole space: hand-authored, so every build is identical. */
export function buildContentSeed(): ContentSeed {
  const b = new SeedBuilder(CONTENT_TYPES);
  seedBanner(b);
  seedHeader(b);
  seedFooter(b);
  seedShoppingCart(b);
  seedGiftForm(b);
  seedProductBadges(b);
  seedSavingsCapInfo(b);
  seedSiteVariables(b);
  seedSearch(b);
  seedCountrySwitcher(b);
  seedAddressCountries(b);
  seedCommunityMemberTags(b);
  seedGatedTags(b);
  seedBlocksAndPages(b);
  seedServicePages(b);
  return {
    spaceName: 'Alderline',
    locales: SEED_LOCALES,
    contentTypes: CONTENT_TYPES,
    entries: b.entries,
    assets: b.assets,
  };
}
