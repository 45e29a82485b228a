import {describe, expect, it} from 'vitest';
import {MARKETS} from '@markets';
import {messagesFor, pickMessages} from './catalog.server';
import {formatMessage} from './format';
import {createTranslator} from './translator';

describe('formatMessage', () => {
  it('fills values and leaves a missing one visible', () => {
    expect(formatMessage('Search {brand}', {brand: 'Alderline'})).toBe('Search Alderline');
    expect(formatMessage('Go to the {country} store')).toBe('Go to the {country} store');
  });

  it('picks the plural branch of the locale, with the number in its digits', () => {
    const text =
      '{count, plural, =0 {nothing for {query}} one {# result for {query}} other {# results for {query}}}';
    expect(formatMessage(text, {count: 0, query: 'tee'}, 'en')).toBe('nothing for tee');
    expect(formatMessage(text, {count: 1, query: 'tee'}, 'en')).toBe('1 result for tee');
    expect(formatMessage(text, {count: 1200, query: 'tee'}, 'en')).toBe('1,200 results for tee');
    expect(formatMessage(text, {count: 1200, query: 'tee'}, 'de')).toBe('1.200 results for tee');
  });

  it('uses Arabic plural categories', () => {
    const text = '{count, plural, one {واحدة} two {اثنتان} few {# قليلة} many {# كثيرة} other {# أخرى}}';
    expect(formatMessage(text, {count: 2}, 'ar-AE')).toBe('اثنتان');
    const digits = (n: number) => new Intl.NumberFormat('ar-AE').format(n);
    expect(formatMessage(text, {count: 3}, 'ar-AE')).toBe(`${digits(3)} قليلة`);
    expect(formatMessage(text, {count: 11}, 'ar-AE')).toBe(`${digits(11)} كثيرة`);
  });
});

describe('numbers in texts', () => {
  const reviewsIn = (locale: string) => createTranslator(messagesFor(locale, ['product']), locale);

  it('writes a number given to a text the way the market writes it', () => {
    expect(formatMessage('Rated {rating} out of 5', {rating: 4.67}, 'en-GB')).toBe('Rated 4.67 out of 5');
    expect(formatMessage('{count} of {max} addresses', {count: 1200, max: 5}, 'en-US')).toBe(
      '1,200 of 5 addresses',
    );
    // A value given as text is the caller's to write and stays as it is.
    expect(formatMessage('Order {name}', {name: '#1001'}, 'de-DE')).toBe('Order #1001');
  });

  it('French: decimal comma, a narrow space between thousands', () => {
    expect(reviewsIn('fr-FR')('product.reviews.summary', {rating: 4.67, count: 1234})).toBe(
      'Noté 4,67 sur 5 d’après 1\u202f234 avis',
    );
  });

  it('German: decimal comma, a point between thousands', () => {
    expect(reviewsIn('de-DE')('product.reviews.summary', {rating: 4.67, count: 1234})).toBe(
      'Mit 4,67 von 5 bewertet, aus 1.234 Bewertungen',
    );
  });

  it('Arabic: the store’s Arabic market (ar-AE) writes Western digits; a locale with Arabic-Indic digits gets those', () => {
    expect(reviewsIn('ar-AE')('product.reviews.summary', {rating: 4.67, count: 1234})).toBe(
      'التقييم 4.67 من 5 بناءً على 1,234 تقييمًا',
    );
    expect(formatMessage('{rating} من 5', {rating: 4.67}, 'ar-EG')).toBe('٤٫٦٧ من 5');
  });

  it('Japanese: the count and the rating in the order the text puts them', () => {
    expect(reviewsIn('ja-JP')('product.reviews.summary', {rating: 4.67, count: 1234})).toBe(
      '1,234件のレビューで5つ星のうち4.67',
    );
  });
});

describe('messagesFor', () => {
  it('sends only the namespaces asked for, in the market language', () => {
    const bundle = messagesFor('fr-FR', ['header']);
    expect(bundle['header.menu']).toBe('Menu');
    expect(bundle['header.closeMenu']).toBe('Fermer le menu');
    expect(Object.keys(bundle).every((key) => key.startsWith('header.'))).toBe(true);
  });

  it('puts content texts on top, ignoring empty ones and keys it was not asked for', () => {
    const bundle = messagesFor('en-GB', ['header'], {
      'header.account': 'My account',
      'header.bag': '  ',
      'footer.legal': 'Legal stuff',
    });
    expect(bundle['header.account']).toBe('My account');
    expect(bundle['header.bag']).toBe('Bag');
    expect(bundle['footer.legal']).toBeUndefined();
  });

  it("keeps one request's content texts out of the next request's bundle", () => {
    const builtIn = messagesFor('en-GB', ['header'])['header.account'];
    messagesFor('en-GB', ['header'], {'header.account': 'My account'});
    const next = messagesFor('en-GB', ['header']);
    expect(next['header.account']).toBe(builtIn);
    expect(next['header.account']).not.toBe('My account');
  });

  it('sends a group of a namespace or a single text when that is all a page shows', () => {
    const bundle = messagesFor('de-DE', ['accountAuth.login', 'account.optional']);
    expect(Object.keys(bundle).sort()).toEqual(
      [
        ...Object.keys(messagesFor('de-DE', ['accountAuth'])).filter((key) =>
          key.startsWith('accountAuth.login.'),
        ),
        'account.optional',
      ].sort(),
    );
    expect(bundle['accountAuth.login.title']).toBe(
      messagesFor('de-DE', ['accountAuth'])['accountAuth.login.title'],
    );
    // A path is a whole segment: 'search.facetValues.gender' is not 'search.facetValues.genderX'.
    expect(Object.keys(messagesFor('en-US', ['search.sortBy']))).toEqual(['search.sortBy']);
  });

  it('picks the texts under some paths from a bundle that has content texts on top', () => {
    const bundle = messagesFor('en-GB', ['search'], {'search.placeholder': 'Find it'});
    const picked = pickMessages(bundle, ['search.placeholder', 'search.facetValues.gender']);
    expect(picked).toEqual({
      'search.placeholder': 'Find it',
      'search.facetValues.gender.womens': 'Women',
      'search.facetValues.gender.mens': 'Men',
      'search.facetValues.gender.unisex': 'Unisex',
    });
  });

  it('has every text in every market language, none left in English by mistake where a translation exists', () => {
    const english = messagesFor('en-US', [
      'common',
      'header',
      'footer',
      'consent',
      'country',
      'search',
      'home',
    ]);
    for (const market of MARKETS) {
      const bundle = messagesFor(market.locale, [
        'common',
        'header',
        'footer',
        'consent',
        'country',
        'search',
        'home',
      ]);
      expect(Object.keys(bundle).sort()).toEqual(Object.keys(english).sort());
      if (market.locale.startsWith('fr'))
        expect(bundle['common.skipToContent']).not.toBe(english['common.skipToContent']);
    }
  });
});

describe('createTranslator', () => {
  it('translates with values and shows the key for a text the page was not sent', () => {
    const t = createTranslator(messagesFor('ja-JP', ['search']), 'ja-JP');
    expect(t('search.resultCount', {count: 3, query: 'tee'})).toBe('「tee」の検索結果 3 件');
    expect(t('header.menu')).toBe('header.menu');
  });
});
