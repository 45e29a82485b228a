/**
 * robots.txt: only the live production site may be crawled, and even there not
 * the shopper's own pages or endless search and filter URLs.
 */
export function robotsTxt({isLiveProduction}: {isLiveProduction: boolean}): string {
  if (!isLiveProduction) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return [
    'User-agent: *',
    'Disallow: /cart',
    'Disallow: /account',
    'Disallow: /search',
    'Disallow: /api/',
    'Disallow: /*?*ff.',
    'Disallow: /*?*showErrorPage',
    '',
  ].join('\n');
}
