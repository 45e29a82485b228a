/**
 * robots.txt: only the live production site may be crawled, and even there not
 * the shopper's own pages or endless search and filter URLs. It names the site's sitemap index.
 */
export function robotsTxt({isLiveProduction, origin}: {isLiveProduction: boolean; origin: string}): string {
  const sitemap = `Sitemap: ${origin}/sitemap.xml`;
  if (!isLiveProduction) return ['User-agent: *', 'Disallow: /', '', sitemap, ''].join('\n');
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
