import {describe, expect, it} from 'vitest';
import type {MetaDescriptor} from '@remix-run/react';
import {getSeoMeta} from '@shopify/hydrogen';
import {getMarket, resolveMarket} from '@markets';
import {shellFixture} from '~/components/shell-fixtures';
import {pageMeta, seoTags} from './meta';
import {seoBase} from './seo-base.server';

/** The root data a page's `meta` reads, as the root loader builds it for this URL. */
function rootData(url: string, overrides: {isLiveProduction?: boolean; country?: 'GB' | 'US' | 'FR'} = {}) {
  const country = overrides.country ?? resolveMarket(url).market.countryCode;
  return {
    shell: shellFixture({country}),
    seo: seoBase(url, getMarket(country), overrides.isLiveProduction ?? false),
  };
}

function metaFor(url: string, page = {}, rootOverrides = {}) {
  const {pathname, search, hash} = new URL(url);
  return pageMeta(
    {
      location: {pathname, search, hash, state: null, key: 'default'},
      matches: [{id: 'root', data: rootData(url, rootOverrides)}] as never,
    },
    page,
  );
}

const find = (tags: MetaDescriptor[], predicate: (tag: Record<string, unknown>) => boolean) =>
  tags.filter((tag) => predicate(tag as Record<string, unknown>)) as Record<string, unknown>[];

describe('pageMeta', () => {
  it('adds the brand to the title once and keeps the description', () => {
    const tags = metaFor('http://localhost:3000/en-gb', {title: 'Leggings', description: 'Soft.'});
    expect(tags).toContainEqual({title: 'Leggings | Alderline'});
    expect(tags).toContainEqual({name: 'description', content: 'Soft.'});
    expect(metaFor('http://localhost:3000/', {title: 'Stories | Alderline'})).toContainEqual({
      title: 'Stories | Alderline',
    });
  });

  it('writes a canonical URL without query or hash, on the configured origin whatever the Host', () => {
    for (const host of ['localhost:3000', 'evil.example', 'www.alderline.com.evil.example']) {
      const tags = metaFor(`http://${host}/en-gb/collections/women?page=2#top`);
      expect(find(tags, (tag) => tag.rel === 'canonical')).toEqual([
        {tagName: 'link', rel: 'canonical', href: 'https://www.alderline.com/en-gb/collections/women'},
      ]);
      const hrefs = find(tags, (tag) => tag.rel === 'alternate').map((tag) => String(tag.href));
      expect(hrefs.every((href) => href.startsWith('https://www.alderline.com/'))).toBe(true);
    }
  });

  it('keeps robots out unless the site is live production and the page allows it', () => {
    const robots = (tags: MetaDescriptor[]) => find(tags, (tag) => tag.name === 'robots')[0]?.content;
    expect(robots(metaFor('http://localhost:3000/'))).toBe('noindex,nofollow');
    const live = {isLiveProduction: true};
    expect(robots(metaFor('https://www.alderline.com/', {}, live))).toBe('index,follow');
    expect(robots(metaFor('https://www.alderline.com/', {noindex: true}, live))).toBe('noindex,nofollow');
  });

  it('lists every market plus x-default on a single host, by prefix', () => {
    const alternates = find(
      metaFor('http://localhost:3000/en-gb/products/a?x=1'),
      (tag) => tag.rel === 'alternate',
    );
    expect(alternates).toHaveLength(24);
    expect(alternates).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'fr-FR',
      href: 'https://www.alderline.com/fr-fr/products/a',
    });
    expect(alternates).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://www.alderline.com/products/a',
    });
  });

  it("uses each market's own domain in production and drops the page's noindex countries", () => {
    const gb = getMarket('GB');
    const url = `https://${gb.domain}/products/a`;
    const alternates = find(
      metaFor(url, {noindexCountries: ['FR', 'US']}, {isLiveProduction: true}),
      (tag) => tag.rel === 'alternate',
    );
    expect(alternates.map((tag) => tag.hrefLang)).not.toContain('fr-FR');
    expect(alternates.map((tag) => tag.hrefLang)).not.toContain('x-default');
    expect(alternates).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'de-DE',
      href: `https://${getMarket('DE').domain}/products/a`,
    });
  });

  it('describes the brand and its search in JSON-LD, and sets the theme colour', () => {
    const tags = metaFor('http://localhost:3000/en-gb');
    const jsonLd = find(tags, (tag) => 'script:ld+json' in tag).map((tag) => tag['script:ld+json']);
    expect(jsonLd).toContainEqual(expect.objectContaining({'@type': 'Organization', name: 'Alderline'}));
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'WebSite',
        potentialAction: expect.objectContaining({
          target: expect.objectContaining({
            urlTemplate: 'https://www.alderline.com/en-gb/search?q={search_term_string}',
          }),
        }),
      }),
    );
    expect(tags).toContainEqual({name: 'theme-color', content: '#3e3e3e'});
  });

  it('names the market’s home and search page in JSON-LD, by prefix or on its own domain', () => {
    const urlsOf = (url: string, rootOverrides = {}) => {
      const jsonLd = find(metaFor(url, {}, rootOverrides), (tag) => 'script:ld+json' in tag).map(
        (tag) =>
          tag['script:ld+json'] as {
            '@type': string;
            url: string;
            potentialAction?: {target: {urlTemplate: string}};
          },
      );
      const site = jsonLd.find((block) => block['@type'] === 'WebSite');
      return {
        organization: jsonLd.find((block) => block['@type'] === 'Organization')?.url,
        home: site?.url,
        search: site?.potentialAction?.target.urlTemplate,
      };
    };
    expect(urlsOf('http://localhost:3000/en-gb/products/a')).toEqual({
      organization: 'https://www.alderline.com/en-gb',
      home: 'https://www.alderline.com/en-gb',
      search: 'https://www.alderline.com/en-gb/search?q={search_term_string}',
    });
    expect(urlsOf('http://localhost:3000/collections/new')).toEqual({
      organization: 'https://www.alderline.com/',
      home: 'https://www.alderline.com/',
      search: 'https://www.alderline.com/search?q={search_term_string}',
    });
    const gb = getMarket('GB');
    expect(urlsOf(`https://${gb.domain}/products/a`, {isLiveProduction: true})).toEqual({
      organization: `https://${gb.domain}/`,
      home: `https://${gb.domain}/`,
      search: `https://${gb.domain}/search?q={search_term_string}`,
    });
  });

  it('marks error pages noindex with no alternates', () => {
    const tags = pageMeta({
      location: {pathname: '/x', search: '', hash: '', state: null, key: 'default'},
      matches: [],
      error: new Error('boom'),
    });
    expect(tags).toContainEqual({name: 'robots', content: 'noindex,nofollow'});
    expect(tags).toContainEqual({title: 'Something went wrong | Alderline'});
    expect(find(tags, (tag) => tag.rel === 'alternate')).toEqual([]);
  });

  it('titles error pages in the market’s language, and in English without root data', () => {
    const notFound = {status: 404, statusText: 'Not Found', internal: false, data: ''};
    const location = {pathname: '/fr-fr/x', search: '', hash: '', state: null, key: 'default'};
    const french = [{id: 'root', data: rootData('http://localhost:3000/fr-fr/x', {country: 'FR'})}] as never;
    expect(pageMeta({location, matches: french, error: notFound})).toContainEqual({
      title: 'Page introuvable | Alderline',
    });
    expect(pageMeta({location, matches: french, error: new Error('boom')})).toContainEqual({
      title: 'Une erreur est survenue | Alderline',
    });
    expect(pageMeta({location, matches: [], error: notFound})).toContainEqual({
      title: 'Page not found | Alderline',
    });
  });
});

describe('seoTags', () => {
  it('writes exactly the tags Hydrogen’s getSeoMeta writes for the same fields', () => {
    const jsonLd = [
      {'@type': 'Organization', name: 'Alderline'},
      {'@type': 'WebSite', name: 'Alderline'},
    ];
    for (const input of [
      {
        title: 'Leggings | Alderline',
        description: 'Soft.',
        url: 'https://a.example/en-gb/x',
        noindex: false,
        jsonLd,
      },
      {title: 'Alderline', url: 'https://a.example', noindex: true, jsonLd: []},
    ]) {
      const hydrogen = getSeoMeta(
        {
          title: input.title,
          description: input.description,
          url: input.url,
          robots: {noIndex: input.noindex, noFollow: input.noindex},
        },
        ...input.jsonLd.map((block) => ({jsonLd: block})),
      );
      expect(seoTags(input)).toEqual(hydrogen);
    }
  });
});
