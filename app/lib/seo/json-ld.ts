import {BRAND_NAME} from '../brand';

/** schema.org Organization for the brand. */
export function organizationJsonLd({homeUrl, logoUrl}: {homeUrl: string; logoUrl: string}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND_NAME,
    url: homeUrl,
    logo: logoUrl,
  } as const;
}

/** schema.org WebSite with a SearchAction, so search engines can offer a site search box. */
export function webSiteJsonLd({homeUrl, searchUrl}: {homeUrl: string; searchUrl: string}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: BRAND_NAME,
    url: homeUrl,
    potentialAction: {
      '@type': 'SearchAction',
      target: {'@type': 'EntryPoint', urlTemplate: `${searchUrl}?q={search_term_string}`},
      'query-input': 'required name=search_term_string',
    },
  } as const;
}
