/**
 * robots.txt: only the live production site may be crawled, and even there not
 * the shopper's own pages or endless search and filter URLs. Only that site names its sitemap
 * index: a site closed to crawlers has nothing to offer them.
 */
export function robotsTxt({isLiveProduction, origin}: {isLiveProduction: boolean; origin: string}): string {
  if (!isLiveProduction) return 'User-agent: *\nDisallow: /\n';
  const sitemap = `Sitemap: ${origin}/sitemap.xml`;
  return [
    'User-agent: *',
    'Disallow: /cart',
    'Disallow: /account',
    'Disallow: /search',
    'Disallow: /api/',
    'Disallow: /*?*ff.',
    'Disallow: /*?*showErrorPage',
    '',
    sitemap,
    '',
  ].join('\n');
}
