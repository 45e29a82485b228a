import {I18nProvider, useT} from '~/lib/i18n/i18n';
import type {ListingSectionData} from './listing-section.server';
import {ListingUnavailable} from '../ListingUnavailable';
import {ProductListing} from './ProductListing';

/**
 * A result or collection page's list as a lazy section (`listingSection` on the server): the
 * interactive list, or what a failing search service leaves. Its data and texts come from the
 * section (the server's store, or the list endpoint in the browser), never from the page's
 * loader data.
 */
export function ListingSection({messages, ...data}: ListingSectionData) {
  return (
    <I18nProvider messages={messages}>
      <Listing {...data} />
    </I18nProvider>
  );
}

function Listing({listing, query}: Omit<ListingSectionData, 'messages'>) {
  const t = useT();
  if (!listing) return <ListingUnavailable />;
  const empty =
    listing.setup.kind === 'search'
      ? {title: t('search.noResultsTitle', {query}), body: t('search.noResultsBody')}
      : {title: t('search.collectionEmptyTitle'), body: t('search.collectionEmptyBody')};
  return <ProductListing {...listing} query={query} empty={empty} />;
}
